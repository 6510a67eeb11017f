import { errorWords, istTime } from "../platform/alerts";
import { handBackTopic, sendClaimNews, standDownTopic } from "../delivery/alert-outbox";
import { claimEnquiry, readClaim, releaseEnquiry, type ClaimRecord } from "./claim-store";
import { markCalled, unmarkCalled } from "./called-back";
import { queuedReminderAt } from "./holder-reminder";
import { verifyClaimToken } from "./claim-token";
import {
  renderClaimPage,
  renderEraseConfirmPage,
  renderRefusedPage,
  renderRemovedPage,
  type ClaimAction,
} from "./claim-page";
import { htmlResponse } from "../platform/html-page";
import {
  enquiryLabel,
  findEnquiryRow,
  isAnonymised,
  readableEnquiry,
  rowAsStored,
  rowLabel,
  rowPhone,
  type EnquiryRow,
} from "../kinds/stored-enquiry";
import { siteUrlOf, type HandlerDeps, type RequestContext } from "../intake/enquiry-handler";
import { notifyNew, type Notifiable, type NotifyDeps } from "../delivery/notify";
import { refreshMarker } from "../schedule/marker-sync";
import { isFromOtherSite } from "../platform/same-origin";
import { formatIndiaMoment, formatIndiaTime } from "../../src/shared/india-dates";
import { whatsappChat, type OperatorView } from "../delivery/operator-mail";
import { findLookAlikes, lookAlikeWords } from "../delivery/look-alikes";
import { anonymise, anonymisedBy } from "../privacy/anonymise";

/**
 * The other operators' follow-up mails, then the enquiry's due marker follows the claim: its
 * re-alerts stopped (claimed) or start again (handed back).
 */
async function tellOthers(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  change: { claim: ClaimRecord | null; deliveries: Parameters<typeof notifyNew>[3] },
) {
  await notifyNew(deps, kind, row, change.deliveries);
  if (change.claim?.marker) await refreshMarker(deps, change.claim.marker);
}

/**
 * A claim or a hand-back: the others by mail, and the webhook where its last word about the
 * enquiry no longer holds (a call to action after a claim, a stand-down after a hand-back).
 */
async function tellOfChange(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  change: Parameters<typeof tellOthers>[3],
  news: typeof standDownTopic | typeof handBackTopic,
) {
  await Promise.all([
    tellOthers(deps, kind, row, change),
    // One the webhook does not take now stays owed: the scheduled run sends it.
    sendClaimNews(deps, kind, row, news).catch((error: unknown) =>
      console.error(`Could not send the webhook its "${news}" news:`, errorWords(error)),
    ),
  ]);
}

/**
 * What a press did, said on the page it is sent back to: each press answers with a redirect to
 * the enquiry's page (`&done=<outcome>`), so a reload, or a phone reopening the tab after a
 * call, shows the page again rather than pressing again.
 */
const outcomes = {
  claimed: { text: "It's yours. The other operators are being told.", refused: false },
  called: { text: "Marked: you reached them. No reminder will come.", refused: false },
  not_called: { text: "Undone: not marked as reached.", refused: false },
  marked_again: {
    text: "Marked reached again since that page was opened: nothing undone.",
    refused: true,
  },
  already_yours: { text: "You already have it.", refused: false },
  too_late: { text: "Too late: someone else has it. Do not call.", refused: true },
  released: { text: "Released. The other operators are being told.", refused: false },
  not_yours: { text: "You do not have it, so there was nothing to release.", refused: true },
  not_held: {
    text: "A colleague has it now (below): if you reached the passenger, tell them.",
    refused: true,
  },
  not_yours_to_undo: {
    text: "You do not have it, so there was nothing to undo.",
    refused: true,
  },
  not_held_nobody: {
    text: "Nobody has it now. If you reached the passenger, press I'll call, then mark it.",
    refused: true,
  },
  erased: { text: "Erased. Nothing of the passenger is left in the enquiries.", refused: false },
} as const;
type Outcome = keyof typeof outcomes;

/**
 * What a press did, as the page says it. The others' mail about an enquiry this code cannot read
 * cannot be written either: a claim's "Taken by" news is dropped, and a hand-back's raises the
 * alert that the mail could not be written, so neither says the others are told by mail.
 */
const unreadableSaid: Partial<Record<Outcome, { text: string; refused: boolean }>> = {
  claimed: { text: "It's yours. The others' claim links show who has it.", refused: false },
  released: {
    text: "Released. The others cannot be mailed about it: the alert channel is told to call the passenger.",
    refused: false,
  },
};

function said(outcome: Outcome, readable: boolean) {
  return (readable ? undefined : unreadableSaid[outcome]) ?? outcomes[outcome];
}

const isOutcome = (value: string | null): value is Outcome =>
  value !== null && Object.hasOwn(outcomes, value);

function pressed(token: string, outcome: Outcome): Response {
  const query = new URLSearchParams({ t: token, done: outcome });
  return new Response(null, {
    status: 303,
    headers: { Location: `/claim?${query}`, "Cache-Control": "no-store" },
  });
}

/**
 * Whether what a press did is still so: the outcome stays in the address, and a tab reopened
 * after a colleague handed the enquiry back must not say "Too late" over "Nobody has this yet".
 */
function stillTrue(
  outcome: Outcome,
  holder: { isYou: boolean; gone: boolean; called?: string } | null,
): boolean {
  if (outcome === "claimed" || outcome === "already_yours") return holder?.isYou === true;
  if (outcome === "called") return holder?.isYou === true && holder.called !== undefined;
  if (outcome === "not_called") return holder?.isYou === true && holder.called === undefined;
  if (outcome === "marked_again") return holder?.isYou === true && holder.called !== undefined;
  if (outcome === "too_late") return holder !== null && !holder.isYou && !holder.gone;
  if (outcome === "released" || outcome === "not_yours" || outcome === "not_yours_to_undo") {
    return holder?.isYou !== true;
  }
  if (outcome === "not_held") return holder !== null && !holder.isYou;
  if (outcome === "not_held_nobody") return holder === null;
  return false;
}

/**
 * When the holder is asked: the reminder owed (said to the holder alone, by the page), or, where
 * this operator holds it without having said they reached the passenger, one queued and
 * waiting for its retry; null when none is coming.
 */
async function reminderAt(
  db: HandlerDeps["db"],
  kind: string,
  claim: ClaimRecord,
  grant: { id: string; operator: string },
): Promise<Date | null> {
  if (claim.remind_at) return new Date(claim.remind_at);
  if (claim.claimed_by !== grant.operator || claim.called_at || !claim.claimed_at) return null;
  return queuedReminderAt(db, {
    kind,
    id: grant.id,
    holder: grant.operator,
    claimedAt: claim.claimed_at,
  });
}

/** The page of a row this code cannot read: its columns as stored, enough to call and claim. */
function asStored(
  kind: Notifiable,
  row: EnquiryRow,
  label: string,
): Pick<OperatorView, "subject" | "heading" | "fields" | "body" | "urgent"> {
  return {
    subject: label,
    heading: `${label}, shown as saved (this version of the site cannot read all of it)`,
    fields: rowAsStored(kind, row),
    body: undefined,
  };
}

/** The token and the button pressed: from the query string (GET) or the small form (POST). */
async function readRequest(request: Request) {
  if (request.method === "GET") {
    const query = new URL(request.url).searchParams;
    const done = query.get("done");
    return {
      token: query.get("t") ?? "",
      action: null,
      done: isOutcome(done) ? done : undefined,
      marked: null,
    };
  }
  const text = (await request.text()).slice(0, 4096);
  const form = new URLSearchParams(text);
  const action = form.get("action");
  const actions: readonly string[] = [
    "claim",
    "called",
    "not_called",
    "release",
    "erase",
    "erase_confirmed",
  ];
  const marked = Number(form.get("marked"));
  return {
    token: form.get("t") ?? "",
    action: action !== null && actions.includes(action) ? (action as ClaimAction) : null,
    done: undefined,
    // The mark an undo takes back, as its page showed it (epoch milliseconds).
    marked: Number.isSafeInteger(marked) && marked > 0 ? marked : null,
  };
}

/** The operator's page when the enquiries cannot be reached (or the site refuses its configuration). */
export const claimUnavailable = () =>
  htmlResponse(503, renderRefusedPage("unavailable"), { "Retry-After": "30" });

/**
 * /claim?t=<signed token>: GET shows the enquiry and who has it, and changes nothing (mail
 * scanners open links by themselves); POST claims it (the first claim wins), marks the passenger
 * reached (or undoes that), hands it back or erases the passenger's details, and tells the other
 * operators of a claim or a hand-back at once in the enquiry's mail thread.
 */
export function createClaimHandler(kinds: readonly Notifiable[]) {
  const handle = claimPage(kinds);
  return async (deps: HandlerDeps, request: Request, context: RequestContext) => {
    try {
      return await handle(deps, request, context);
    } catch (error) {
      // Never the request itself in the log: its URL carries the operator's token.
      console.error("Claim page failed:", errorWords(error));
      return claimUnavailable();
    }
  };
}

function claimPage(kinds: readonly Notifiable[]) {
  return async function handle(deps: HandlerDeps, request: Request, context: RequestContext) {
    if (request.method !== "GET" && request.method !== "POST") {
      return htmlResponse(405, renderRefusedPage("invalid"), { Allow: "GET, POST" });
    }
    // A button pressed on another site's page (a forged form) changes nothing.
    if (request.method === "POST" && isFromOtherSite(request)) {
      return htmlResponse(403, renderRefusedPage("other_site"));
    }
    const { token, action, done, marked } = await readRequest(request);
    const check = verifyClaimToken(deps.claimKey, token);
    if (!check.ok) return htmlResponse(403, renderRefusedPage(check.reason));
    const { grant } = check;
    const kind = kinds.find((candidate) => candidate.name === grant.kind);
    if (!kind) return htmlResponse(403, renderRefusedPage("invalid"));
    // A link outlives its operator's place in OPERATORS by up to 7 days: only current operators
    // may see or change an enquiry (a claim by a removed one would stop everyone's re-alerts).
    if (!deps.operators.some((operator) => operator.email === grant.operator)) {
      return htmlResponse(403, renderRefusedPage("not_operator"));
    }

    const nameOf = (email: string) =>
      deps.operators.find((operator) => operator.email === email)?.name ?? email;
    const row = await findEnquiryRow(deps.db, kind.table, { id: grant.id });
    if (!row) return htmlResponse(404, renderRefusedPage("missing"));
    // A row this code can no longer read (a vehicle a later deploy removed) is still shown, as
    // stored, and can still be claimed: otherwise its re-alerts would ring every operator for good.
    const enquiry = readableEnquiry(kind, row, "The claim page");
    const label = enquiry ? enquiryLabel(kind, enquiry) : rowLabel(kind, row);
    /** The address of whoever has it, if anyone. */
    const holderOf = async () =>
      (await readClaim(deps.db, kind.name, grant.id))?.claimed_by ?? undefined;
    if (isAnonymised(row)) {
      const by = anonymisedBy(row.anonymised_by);
      return htmlResponse(
        200,
        renderRemovedPage({
          label,
          since: formatIndiaTime(new Date(row.anonymised_at!)),
          by: typeof by === "object" ? { operator: nameOf(by.operator) } : by,
          heldBy: await holderOf().then((holder) => holder && nameOf(holder)),
          message: done === "erased" ? outcomes.erased.text : undefined,
        }),
      );
    }
    if (action === "erase") {
      const holder = await holderOf();
      const heldBy = holder && holder !== grant.operator ? nameOf(holder) : undefined;
      return htmlResponse(200, renderEraseConfirmPage({ label, token, heldBy }));
    }
    if (action === "erase_confirmed") {
      const now = new Date();
      await anonymise(deps.db, kind, [row], `operator ${grant.operator}`, now);
      console.info(`${label} erased from the claim page by an operator.`);
      // Its re-alerts stopped with it: the marker follows (or the safety sweep removes it).
      const claim = await readClaim(deps.db, kind.name, grant.id);
      if (claim?.marker) context.waitUntil(refreshMarker(deps, claim.marker));
      return pressed(token, "erased");
    }

    const now = new Date();
    const change = {
      kind: kind.name,
      id: grant.id,
      operator: grant.operator,
      others: deps.operators
        .map((operator) => operator.email)
        .filter((email) => email !== grant.operator),
      now,
    };
    if (action === "claim") {
      const result = await claimEnquiry(deps.db, {
        ...change,
        note: `Taken by ${nameOf(grant.operator)} at ${istTime(now)}`,
      });
      if (result.won) {
        const notifyDeps = { ...deps, siteUrl: siteUrlOf(deps, context) };
        context.waitUntil(tellOfChange(notifyDeps, kind, row, result, standDownTopic));
      }
      const yours = result.won || result.claim?.claimed_by === grant.operator;
      return pressed(token, result.won ? "claimed" : yours ? "already_yours" : "too_late");
    }
    if (action === "called") {
      const result = await markCalled(deps.db, {
        ...change,
        news: `${nameOf(grant.operator)} marked the passenger reached at ${istTime(now)}`,
      });
      // Its reminder is owed no more: the marker follows (or wakes the job once for nothing).
      if (result.marker) context.waitUntil(refreshMarker(deps, result.marker));
      if (result.marked) return pressed(token, "called");
      // Not marked: said already (a second tab), or the enquiry is no longer theirs.
      const holder = await holderOf();
      return pressed(
        token,
        holder === grant.operator ? "called" : holder ? "not_held" : "not_held_nobody",
      );
    }
    if (action === "not_called") {
      const result = await unmarkCalled(deps.db, { ...change, marked });
      // Its reminder is owed again: the marker follows, so the job wakes for it.
      if (result.marker) context.waitUntil(refreshMarker(deps, result.marker));
      if (result.unmarked) return pressed(token, "not_called");
      // Not undone: already (a second tab), marked again since, or no longer theirs.
      const claim = await readClaim(deps.db, kind.name, grant.id);
      if (claim?.claimed_by !== grant.operator) return pressed(token, "not_yours_to_undo");
      return pressed(token, claim.called_at ? "marked_again" : "not_called");
    }
    if (action === "release") {
      const handedBack = `Handed back by ${nameOf(grant.operator)} at ${istTime(now)}`;
      const result = await releaseEnquiry(
        deps.db,
        { ...change, note: `${handedBack}: nobody has it now`, webhookNote: handedBack },
        deps.escalateAfterMinutes,
      );
      if (result.released) {
        const notifyDeps = { ...deps, siteUrl: siteUrlOf(deps, context) };
        context.waitUntil(tellOfChange(notifyDeps, kind, row, result, handBackTopic));
      }
      return pressed(token, result.released ? "released" : "not_yours");
    }

    const claim = await readClaim(deps.db, kind.name, grant.id);
    const holder =
      claim?.claimed_by && claim.claimed_at
        ? {
            name: nameOf(claim.claimed_by),
            since: formatIndiaMoment(new Date(claim.claimed_at), now),
            isYou: claim.claimed_by === grant.operator,
            // Taken off the operator list since: they cannot hand it back, so it can be taken over.
            gone: !deps.operators.some(
              (operator) => operator.email.toLowerCase() === claim.claimed_by!.toLowerCase(),
            ),
            called: claim.called_at ? formatIndiaMoment(new Date(claim.called_at), now) : undefined,
            calledStamp: claim.called_at ? new Date(claim.called_at).getTime() : undefined,
            reminder: await reminderAt(deps.db, kind.name, claim, grant).then((at) =>
              at ? formatIndiaMoment(at, now) : undefined,
            ),
          }
        : null;

    const view: Partial<OperatorView> & ReturnType<typeof asStored> = enquiry
      ? await kind.view(enquiry, now)
      : asStored(kind, row, label);
    return htmlResponse(
      200,
      renderClaimPage({
        title: view.subject,
        heading: view.heading,
        urgent: view.urgent,
        lookAlike: enquiry
          ? lookAlikeWords(await findLookAlikes(kind, deps.db, enquiry), {
              address: grant.operator,
              nameOf,
              holdsThis: holder?.isYou,
            })?.note
          : undefined,
        fields: view.fields,
        body: view.body,
        phone: enquiry?.phone ?? rowPhone(row) ?? "",
        whatsappUrl:
          enquiry && view.whatsappText !== undefined
            ? whatsappChat(enquiry.phone, view.whatsappText)
            : undefined,
        holder,
        // The time of the last re-alert, not of the enquiry (its mail says when it came).
        unanswered: claim?.unanswered_since
          ? `the last alert, at ${formatIndiaMoment(new Date(claim.unanswered_since), now)}, went unanswered`
          : undefined,
        message: done && stillTrue(done, holder) ? said(done, enquiry !== null) : undefined,
        token,
      }),
    );
  };
}
