import { escapeHtml } from "../platform/escape-html";
import { langAttribute } from "../platform/text-language";
import { htmlDocument as page } from "../platform/html-page";
import { unbreakablePhone } from "../../src/shared/phone";
import { urgentText, withoutWaysToReach, type OperatorView } from "../delivery/operator-mail";

/**
 * The small page an operator's "I'll call" link opens: what the enquiry is, who has it, and one
 * button. Plain HTML with its own styles, readable on a phone at a taxi stand at 3 AM; never
 * indexed, never sending a referrer (the link carries the operator's token).
 */
export interface ClaimPageState {
  /** The mail's subject, so the page and the mail are found as one. */
  title: string;
  /** The enquiry as its row holds it: the heading, fields and free text the mail shows too. */
  heading: string;
  fields: OperatorView["fields"];
  body?: OperatorView["body"];
  phone: string;
  /** A WhatsApp chat with the passenger, the mail's greeting typed in, where the view has one. */
  whatsappUrl?: string;
  /**
   * Who has it and since when ("Meena since 05:31 IST"), or null while nobody has. `gone`: no
   * longer an operator, so any operator may take it over. `called`: when the holder said they
   * called; until then `reminder`: when the holder is asked (claims/holder-reminder.ts), said to
   * them, so it is no surprise.
   */
  holder: {
    name: string;
    since: string;
    isYou: boolean;
    gone?: boolean;
    called?: string;
    /** The mark's epoch milliseconds: an undo takes back this mark and no later one. */
    calledStamp?: number;
    reminder?: string;
  } | null;
  /** Set when every re-alert went unanswered. */
  unanswered?: string;
  /** How near the pickup is, where it is near (OperatorView's `urgent`, as of this page). */
  urgent?: OperatorView["urgent"];
  /** Enquiries that may be this one again (delivery/look-alikes.ts), as the mail names them. */
  lookAlike?: string;
  /**
   * What just happened, if the operator pressed a button: done (green), or refused (red: "too
   * late" must never look like "it's yours").
   */
  message?: { text: string; refused: boolean };
  token: string;
}

/** What a button on the claim page does; an erasure takes two presses, the second on its own page. */
export type ClaimAction =
  "claim" | "called" | "not_called" | "release" | "erase" | "erase_confirmed";

const buttonClass: Record<ClaimAction, string> = {
  claim: "",
  called: "",
  not_called: ' class="release"',
  release: ' class="release"',
  erase: ' class="erase"',
  erase_confirmed: ' class="release"',
};

const button = (token: string, action: ClaimAction, label: string, marked?: number) =>
  `<form method="post" action="/claim"><input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${action}">${marked === undefined ? "" : `<input type="hidden" name="marked" value="${marked}">`}<button type="submit"${buttonClass[action]}>${label}</button></form>`;

/**
 * The subject as the page's heading. Its plane belongs to the town after it ("✈Chennai"); a
 * narrow phone may break a line between them, which a word joiner forbids.
 */
const headingOf = (title: string) => escapeHtml(title).replaceAll("✈", "✈\u2060");

/** Who has it, since when, and whether they called (or, to them, when they will be asked). */
function holderLine(holder: NonNullable<ClaimPageState["holder"]>): string {
  const has = `${holder.isYou ? "You have" : `${holder.name} has`} this since ${holder.since}`;
  if (holder.called) {
    return `${has}${holder.isYou ? ", and marked them reached at" : "; reached them at"} ${holder.called}.`;
  }
  if (holder.isYou && holder.reminder) {
    return `${has}. Reached them? Mark it below, or a reminder mail comes at ${holder.reminder}.`;
  }
  // Said, so that an undone mark, or a claim made near the pickup, is not taken for a safety net.
  if (holder.isYou) return `${has}. Reached them? Mark it below; no reminder mail will come.`;
  return `${has}.`;
}

export function renderClaimPage(state: ClaimPageState): string {
  // A colleague on the list has it: theirs to call, and theirs alone.
  const colleagues = Boolean(state.holder && !state.holder.isYou && !state.holder.gone);
  const status = state.holder?.gone
    ? `<p class="status alert">${escapeHtml(`${state.holder.name} has had this since ${state.holder.since}${state.holder.called ? `, said they reached them at ${state.holder.called},` : ""} but is no longer one of the operators: take it over if the passenger still needs a call.`)}</p>`
    : state.holder
      ? `<p class="status taken">${escapeHtml(holderLine(state.holder))}</p>`
      : `<p class="status${state.unanswered ? " alert" : ""}">Nobody has this yet${state.unanswered ? `: ${escapeHtml(state.unanswered)}` : ""}.</p>`;
  // Nobody has it: the one button is "I'll call", which tells the others before the number is a
  // tap away (a Call button beside it was pressed instead, and nobody was told). Once it is this
  // operator's, Call comes first and handing it back waits below the details, away from a thumb
  // reaching for Call. A colleague's: neither, as in the mail telling the others it is taken.
  const claim = state.holder && !state.holder.gone ? "" : button(state.token, "claim", "I'll call");
  const call = state.holder?.isYou
    ? `<a class="call" href="tel:${escapeHtml(state.phone)}">Call ${escapeHtml(unbreakablePhone(state.phone))}</a>${state.whatsappUrl ? `<a class="call whatsapp" href="${escapeHtml(state.whatsappUrl)}">WhatsApp</a>` : ""}`
    : "";
  // Said once the call is made, so no reminder comes; below Call, which it must not stand in for.
  const called =
    state.holder?.isYou && !state.holder.called
      ? button(state.token, "called", "I&#39;ve reached them")
      : "";
  // Taken back down with the hand-back, away from Call, where the mistaken press was made.
  const undo =
    state.holder?.isYou && state.holder.called
      ? button(
          state.token,
          "not_called",
          "Undo &ldquo;I&#39;ve reached them&rdquo;",
          state.holder.calledStamp,
        )
      : "";
  const release = state.holder?.isYou
    ? button(state.token, "release", "I can't go after all: release it")
    : "";
  const message = state.message
    ? `<p class="status${state.message.refused ? " alert" : ""}">${escapeHtml(state.message.text)}</p>`
    : "";
  // The operator who must act now: nobody has it, or they do. A colleague's is theirs to mind.
  const urgent =
    state.urgent && !colleagues
      ? `<p class="status alert">${escapeHtml(urgentText(state.urgent, { inMail: false }))}</p>\n`
      : "";
  const details = [
    `<p>${escapeHtml(state.heading)}</p>`,
    // A colleague has it: as in their Taken-by mail, no way to reach the passenger.
    `<dl>${(colleagues ? withoutWaysToReach(state.fields) : state.fields)
      .map(
        ([label, value]) =>
          `<dt>${escapeHtml(label)}</dt><dd${langAttribute(value)}>${escapeHtml(value)}</dd>`,
      )
      .join("")}</dl>`,
    state.body
      ? `<p>${escapeHtml(state.body.label)}</p><div class="message"${langAttribute(state.body.text)}>${escapeHtml(state.body.text)}</div>`
      : "",
  ].join("\n");
  // Said before the button, as in the mail: it decides whether to call. A colleague's to mind.
  const lookAlike =
    state.lookAlike && !colleagues
      ? `<p class="status ask">${escapeHtml(state.lookAlike)}</p>\n`
      : "";
  // A colleague's: named by its heading, as a message's subject holds the passenger's number.
  const title = colleagues ? state.heading : state.title;
  return page(
    title,
    `${message}
<h1>${headingOf(title)}</h1>
${urgent}${status}
${lookAlike}${claim}${call}${called}
<div class="details">${details}</div>
${undo}${release}
${button(state.token, "erase", "Erase the passenger&#39;s details…")}`,
  );
}

/** What an erasure removes and keeps, as the operator reads it before confirming. */
const erasureWords =
  "Their name, phone number, e-mail, message and typed addresses are removed for good (a place we know, such as Chennai, stays), and mails about it not yet sent are cancelled. The reference, dates, vehicle, passengers and fare stay, for the accounts. This cannot be undone: call the passenger first if you still need to.";

/**
 * The second step of an erasure: what it does, and the button that does it. `heldBy`: the
 * colleague who has the enquiry, who is not told by mail and may be on the way to the passenger.
 */
export function renderEraseConfirmPage(state: {
  label: string;
  token: string;
  heldBy?: string;
}): string {
  const title = `Erase the details of ${state.label}?`;
  const held = state.heldBy
    ? `<p class="status alert">${escapeHtml(`${state.heldBy} has this enquiry and is not told by mail: tell them first.`)}</p>\n`
    : "";
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${held}<p class="status alert">${escapeHtml(erasureWords)}</p>
${button(state.token, "erase_confirmed", "Yes, erase them now")}
<p><a href="/claim?t=${escapeHtml(encodeURIComponent(state.token))}">No, go back to the enquiry</a></p>`,
  );
}

/**
 * An enquiry whose details were removed: its reference, when and why, and who had it, nothing
 * of the passenger. `by`: the operator (by name) who erased it from their claim page, "request"
 * (the owner's erasure) or "retention" (its retention period ended); none where not recorded.
 */
export function renderRemovedPage(state: {
  label: string;
  since: string;
  by?: "retention" | "request" | { operator: string };
  heldBy?: string;
  message?: string;
}) {
  const title = `Details removed: ${state.label}`;
  const why =
    state.by === undefined
      ? `The passenger's details were removed on ${state.since}.`
      : state.by === "retention"
        ? `The passenger's details were removed on ${state.since}: their retention period ended, as the privacy notice promises.`
        : state.by === "request"
          ? `The passenger's details were erased on ${state.since}, at the passenger's request.`
          : `The passenger's details were erased by ${state.by.operator} on ${state.since}, at the passenger's request.`;
  const held = state.heldBy ? ` ${state.heldBy} had it.` : "";
  return page(
    title,
    `${state.message ? `<p class="status">${escapeHtml(state.message)}</p>` : ""}
<h1>${escapeHtml(title)}</h1>
<p class="status taken">${escapeHtml(`${why}${held} The reference stays, so the trip can still be found in the accounts.`)}</p>`,
  );
}

type Refusal = "invalid" | "expired" | "missing" | "unavailable" | "not_operator" | "other_site";

export function renderRefusedPage(reason: Refusal): string {
  const refusals: Record<Refusal, [heading: string, text: string]> = {
    unavailable: [
      "Try again in a minute",
      "We could not reach the enquiries just now. Try again in a minute, or call the passenger from the mail.",
    ],
    invalid: [
      "Link not valid",
      "This link is not valid. Open the newest mail about the enquiry and use its link.",
    ],
    expired: [
      "Link expired",
      // Not "call the passenger": a link this old is for a trip driven or a message answered,
      // most likely by a colleague.
      "This link has expired (links work for 7 days, or until a day after the pickup if that is later). If the passenger still needs a call, ask your colleagues first: one of them may have called already.",
    ],
    missing: ["Enquiry not found", "This enquiry is no longer in the system."],
    other_site: [
      "Press it on the enquiry's page",
      "This button only works on the enquiry's own page. Open the link in the mail and press it there.",
    ],
    not_operator: [
      "No longer an operator's link",
      "This link was for an address that is no longer one of the operators, so it no longer works. If that is a mistake, ask whoever runs the site to add it to OPERATORS again.",
    ],
  };
  const [heading, text] = refusals[reason];
  // Headed by what happened, not "Link not valid" for all: an operator who read that during a
  // database outage would not try again.
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1><p class="status alert">${escapeHtml(text)}</p>`,
  );
}
