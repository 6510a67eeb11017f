import type { Db } from "../platform/db";
import type { Alerter } from "../platform/alerts";
import { classifyMailError, type Mailer } from "./mailer";
import {
  claimDue,
  firstMailPurpose,
  isTakenNews,
  markCancelled,
  markSent,
  markUnsent,
  remindedClaim,
  reAlertStep,
  unclaimedSince,
  type Delivery,
} from "./deliveries";
import { isAnonymised, readEnquiry, rowLabel, type EnquiryRow } from "../kinds/stored-enquiry";
import type { AnyEnquiryKind, CommonFields } from "../kinds/enquiry-kind";
import type { StoredEnquiry } from "../kinds/stored-enquiry";
import type { Operator } from "../platform/env";
import { grantFor, signClaimToken } from "../claims/claim-token";
import { escalationSteps } from "../claims/escalation-schedule";
import { reminderWords } from "../claims/holder-reminder";
import type { DueMarkers } from "../schedule/due-markers";
import { refreshMarker } from "../schedule/marker-sync";
import { gaveUpTopic, mailboxTopic, raiseAlert } from "./alert-outbox";
import { personalStrings, redact } from "../privacy/redact";
import { formatSpan } from "../../src/shared/india-dates";
import { unansweredWait } from "./unanswered-wait";
import { findLookAlikes, lookAlikeWords } from "./look-alikes";

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  operators: Operator[];
  alerts: Alerter;
  /** Minutes an enquiry may wait unclaimed before every operator is alerted again. */
  escalateAfterMinutes: number;
  /** Signs each operator's claim link (a key derived from SITE_SECRET). */
  claimKey: Buffer;
  /** The site's own address, for the claim links ("https://droptaxi.example"). */
  siteUrl: string;
  /** When each enquiry next needs the scheduled job (Netlify Blobs). */
  markers: DueMarkers;
}

/** What the notifier needs to know about one kind of enquiry. */
export type Notifiable = Pick<
  AnyEnquiryKind,
  | "name"
  | "table"
  | "columns"
  | "mail"
  | "view"
  | "replyTo"
  | "retention"
  | "neededAt"
  | "lookAlikes"
>;

/** An error's words as a log line may carry them: without the enquiry's personal details. */
function loggable(kind: Notifiable, row: EnquiryRow, error: unknown): string {
  const words = error instanceof Error ? error.message : String(error);
  return redact(words, personalStrings(kind.retention, row));
}

/**
 * How long a failing delivery is retried before it is given up (and the alert webhook told).
 * Long, because what fails for hours (a sending quota, a changed password) is usually fixed by
 * a person within a day or two, and then the enquiry must still reach the operators.
 */
export const retryForSeconds = 48 * 60 * 60;

/** A temporary failure: 1, 2, 4 … minutes, then hourly. A permanent one: hourly. */
export function retryDelaySeconds(attempts: number, permanent = false): number {
  if (permanent) return 60 * 60;
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

export type SendOutcome = "sent" | "retry" | "failed";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a result, trying a few times: after a mail has gone out, failing to record it would
 * leave the delivery looking unsent and a later retry would mail the operator twice.
 */
async function record<T>(write: () => Promise<T>, waitsMs: readonly number[] = [250, 1000, 3000]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const wait = waitsMs[attempt];
      if (wait === undefined) throw error;
      await sleep(wait);
    }
  }
}

function waited(since: Date, now: Date): string {
  return formatSpan(Math.max(1, Math.round((now.getTime() - since.getTime()) / 60_000)));
}

/** Each operator's personal link to the claim page. */
function claimUrl(
  deps: NotifyDeps,
  kind: Notifiable,
  enquiry: StoredEnquiry<CommonFields>,
  operator: string,
) {
  const token = signClaimToken(
    deps.claimKey,
    grantFor({ kind: kind.name, id: enquiry.id, neededAt: kind.neededAt?.(enquiry) }, operator),
  );
  return `${deps.siteUrl.replace(/\/$/, "")}/claim?t=${token}`;
}

/**
 * One operator's mail. The first mail about an enquiry carries its own Message-ID; a follow-up
 * ("Taken by Meena", "UNANSWERED for 10 min") replies to it: "Re: " and the same subject, and
 * In-Reply-To/References, so every mail program shows one conversation per enquiry.
 */
async function composeDelivery(
  deps: NotifyDeps,
  kind: Notifiable,
  enquiry: StoredEnquiry<CommonFields>,
  delivery: Delivery,
  now: Date,
) {
  const followUp = delivery.purpose !== firstMailPurpose;
  // A follow-up's own first line says when its news happened, not when the enquiry arrived.
  const late = !delivery.failing_since
    ? undefined
    : followUp
      ? "Sent late: earlier attempts to mail this failed."
      : `Sent late: this enquiry arrived ${waited(enquiry.createdAt, now)} ago and earlier attempts to mail it failed.`;
  const since = unclaimedSince(delivery);
  const taken = isTakenNews(delivery);
  // The last re-alert says so: after it only the alert channel hears, so nobody waits for another.
  const last = reAlertStep(delivery) === escalationSteps.length ? ": last reminder" : "";
  const claimedAt = remindedClaim(delivery);
  const news = since
    ? `UNANSWERED ${unansweredWait(since, enquiry.createdAt, now)}${last}`
    : claimedAt
      ? reminderWords(claimedAt, now)
      : taken
        ? `${delivery.note}: no need to call or reply to the passenger.`
        : delivery.note;
  const notice = [news, late].filter(Boolean).join(" ") || undefined;
  const nameOf = (address: string) =>
    deps.operators.find((operator) => operator.email === address)?.name;
  const mail = await kind.mail(enquiry, {
    notice,
    claimUrl: claimUrl(deps, kind, enquiry, delivery.operator),
    taken,
    yours: claimedAt !== null,
    // A mail that comes late asks for a look, whatever its news.
    calm: taken && !late,
    writtenAt: now,
    lookAlike: lookAlikeWords(await findLookAlikes(kind, deps.db, enquiry), {
      address: delivery.operator,
      nameOf: (address) => nameOf(address) ?? address,
      holdsThis: claimedAt !== null,
    }),
  });
  const first = `<${kind.table}.${enquiry.id}.${enquiry.createdAt.getTime()}@enquiries.drop-taxi>`;
  const name = nameOf(delivery.operator) ?? "Operator";
  return {
    to: { name, address: delivery.operator },
    ...mail,
    // A colleague has it: a reply would reach the passenger too.
    replyTo: taken ? undefined : kind.replyTo(enquiry),
    ...(followUp
      ? {
          subject: `Re: ${mail.subject}`,
          messageId: `<${delivery.purpose}.${kind.table}.${enquiry.id}.${enquiry.createdAt.getTime()}@enquiries.drop-taxi>`,
          inReplyTo: first,
          references: first,
        }
      : { messageId: first }),
  };
}

/**
 * Sends one operator's mail for a delivery this sender has claimed, then records how it went.
 * A mail that goes out after earlier attempts failed says how long it waited.
 */
export async function sendDelivery(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  delivery: Delivery,
  now = new Date(),
): Promise<SendOutcome> {
  // Erased after this mail was queued (an erasure racing the run that queued it): nothing of the
  // passenger is left to send, and no operator is to act on it.
  if (isAnonymised(row)) {
    await record(() => markCancelled(deps.db, delivery.id, "The enquiry was erased."));
    return "failed";
  }
  let written = false;
  try {
    const mail = await composeDelivery(deps, kind, readEnquiry(kind, row), delivery, now);
    written = true;
    await deps.mailer.send(mail);
  } catch (error) {
    // A mail that could not be written (its row holds a value this code no longer knows, such
    // as a vehicle since removed) fails the same way every time: a refusal, told at once.
    const permanent = !written || classifyMailError(error) === "permanent";
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `Mail to ${delivery.operator} about ${rowLabel(kind, row)} failed (attempt ${delivery.attempts}): ${loggable(kind, row, error)}`,
    );
    // "Taken by" news and a holder's reminder that cannot be written are dropped: someone has
    // the enquiry, and retrying it for 48 hours would end in an alert saying that nobody has it.
    if (!written && (isTakenNews(delivery) || remindedClaim(delivery))) {
      await record(() => markCancelled(deps.db, delivery.id, message));
      return "failed";
    }
    const recorded = await record(() =>
      markUnsent(deps.db, delivery.id, {
        error: message,
        permanent,
        retryInSeconds: retryDelaySeconds(delivery.attempts, permanent),
        giveUpAfterSeconds: retryForSeconds,
      }),
    );
    if (recorded?.status === "failed") {
      await raiseAlert(deps, { topic: gaveUpTopic(delivery.operator), kind, row, detail: message });
      return "failed";
    }
    if (!written) {
      await raiseAlert(deps, { topic: "unwritable", kind, row, detail: message });
    } else if (recorded?.first_permanent) {
      await raiseAlert(deps, {
        topic: mailboxTopic(delivery.operator),
        kind,
        row,
        detail: message,
      });
    }
    return "retry";
  }
  await record(() => markSent(deps.db, delivery.id));
  return "sent";
}

/**
 * Right after an enquiry is stored (its deliveries born claimed by this request): mail every
 * operator, each on their own. Runs after the visitor has the answer, so nothing here may throw.
 */
export async function notifyNew(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  deliveries: readonly Delivery[],
): Promise<SendOutcome[]> {
  // Loaded beside the look-up a mail makes first: the mail goes sooner, and `netlify dev` removes
  // the request's copy of the function (its node_modules too) soon after the answer.
  if (deliveries.length > 0) deps.mailer.prepare?.();
  return Promise.all(
    deliveries.map(async (delivery) => {
      try {
        return await sendDelivery(deps, kind, row, delivery);
      } catch (error) {
        // Still 'sending': the retry job takes it once the claim is stale.
        console.error(
          `Could not notify ${delivery.operator} about ${kind.name} #${row.id}: ${loggable(kind, row, error)}`,
        );
        return "retry" as const;
      }
    }),
  );
}

/**
 * After an enquiry is stored: its first mails and its due marker at once, neither waiting for
 * the other (Blobs may be down or hanging; the marker's own deadline bounds it). If a mail did
 * not go out, the marker then follows the enquiry's next due time (its retry may be due before
 * the marker's time). A marker that could not be written is tried once more after the mails (a
 * Blobs blip); still unwritten, the next safety sweep rebuilds it.
 */
export async function notifyAndReschedule(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  deliveries: readonly Delivery[],
  marker: { name: string; dueAt: Date },
) {
  const [outcomes, markerWritten] = await Promise.all([
    notifyNew(deps, kind, row, deliveries),
    deps.markers.schedule(kind.name, marker.name, marker.dueAt, []).then(
      () => true,
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(
          `Could not write the due marker of ${kind.name} #${row.id} (tried again once the mails are done; else the safety sweep writes it): ${reason}`,
        );
        return false;
      },
    ),
  ]);
  // Nobody has it: a person is told at once, every time, with the passenger's phone.
  if (outcomes.length > 0 && !outcomes.includes("sent")) {
    await raiseAlert(deps, {
      topic: "unreached",
      kind,
      row,
      detail: "every operator's mail failed",
    });
  }
  // Without its marker an enquiry nobody claims is not re-alerted until the safety sweep, hours
  // away: a write that failed (a Blobs blip) is tried once more, as the marker stands now.
  if (!markerWritten || outcomes.some((outcome) => outcome !== "sent")) {
    await refreshMarker(deps, marker.name);
  }
}

export interface RetryOptions {
  /** The run stops claiming once starting another batch could outlast this. */
  budgetMs?: number;
  /** How long one send can take at most (the mailer's timeouts). */
  sendBoundMs?: number;
  /** Mails sent at once. */
  parallel?: number;
  /** The job's clock (tests move it instead of waiting). */
  now?: Date;
}

/**
 * The scheduled job: sends what is still owed, a batch of `parallel` deliveries at a time,
 * bookings first. It claims a batch only while the batch can finish within the budget (a
 * scheduled function is stopped at 30 s), so it never holds a claim it will not start; what is
 * left waits for the next run.
 */
export async function retryUnsent(
  deps: NotifyDeps,
  kinds: readonly Notifiable[],
  { budgetMs = 20_000, sendBoundMs = 10_000, parallel = 5, now }: RetryOptions = {},
) {
  const outcomes: Record<SendOutcome, number> = { sent: 0, retry: 0, failed: 0 };
  const started = Date.now();
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  while (Date.now() - started + sendBoundMs <= budgetMs) {
    const due = await claimDue(deps.db, kinds, parallel, now);
    if (due.length === 0) break;
    const results = await Promise.all(
      due.map(async (delivery) => {
        const kind = byName.get(delivery.enquiry_kind);
        if (!kind || !delivery.enquiry) return "retry" as const;
        try {
          return await sendDelivery(deps, kind, delivery.enquiry, delivery, now);
        } catch (error) {
          // The message only: a database error object carries the failing row in its detail.
          console.error(
            `Retry failed to record a delivery about ${kind.name} #${delivery.enquiry.id}: ${loggable(kind, delivery.enquiry, error)}`,
          );
          return "retry" as const;
        }
      }),
    );
    for (const result of results) outcomes[result]++;
  }
  return outcomes;
}
