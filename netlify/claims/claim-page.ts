import { escapeHtml } from "../platform/escape-html";
import { htmlDocument as page } from "../platform/html-page";
import { unbreakablePhone } from "../../src/shared/phone";
import type { OperatorView } from "../delivery/operator-mail";

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
  /** Who has it and since when ("Meena since 05:31 IST"), or null while nobody has. */
  holder: { name: string; since: string; isYou: boolean } | null;
  /** Set when every re-alert went unanswered. */
  unanswered?: string;
  /** What just happened, if the operator pressed a button. */
  message?: string;
  token: string;
}

const button = (token: string, action: "claim" | "release", label: string) =>
  `<form method="post" action="/claim"><input type="hidden" name="t" value="${escapeHtml(token)}"><input type="hidden" name="action" value="${action}"><button type="submit"${action === "release" ? ' class="release"' : ""}>${label}</button></form>`;

export function renderClaimPage(state: ClaimPageState): string {
  const status = state.holder
    ? `<p class="status taken">${state.holder.isYou ? "You have this" : `${escapeHtml(state.holder.name)} has this`} since ${escapeHtml(state.holder.since)}.</p>`
    : `<p class="status${state.unanswered ? " alert" : ""}">Nobody has this yet${state.unanswered ? `: ${escapeHtml(state.unanswered)}` : ""}.</p>`;
  const action = !state.holder
    ? button(state.token, "claim", "I'll call")
    : state.holder.isYou
      ? button(state.token, "release", "I can't go after all: release it")
      : "";
  const call = `<a class="call" href="tel:${escapeHtml(state.phone)}">Call ${escapeHtml(unbreakablePhone(state.phone))}</a>`;
  const details = [
    `<p>${escapeHtml(state.heading)}</p>`,
    `<dl>${state.fields.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`,
    state.body
      ? `<p>${escapeHtml(state.body.label)}</p><div class="message">${escapeHtml(state.body.text)}</div>`
      : "",
  ].join("\n");
  return page(
    state.title,
    `${state.message ? `<p class="status">${escapeHtml(state.message)}</p>` : ""}
<h1>${escapeHtml(state.title)}</h1>
${status}
${action}
${call}
<div class="details">${details}</div>`,
  );
}

export function renderRefusedPage(
  reason: "invalid" | "expired" | "missing" | "unavailable" | "not_operator",
): string {
  const text = {
    unavailable:
      "We could not reach the enquiries just now. Try again in a minute, or call the passenger from the mail.",
    invalid: "This link is not valid. Open the newest mail about the enquiry and use its link.",
    expired: "This link has expired (links work for 7 days). Call the passenger from the mail.",
    missing: "This enquiry is no longer in the system.",
    not_operator:
      "This link was for an address that is no longer one of the operators, so it no longer works. If that is a mistake, ask whoever runs the site to add it to OPERATORS again.",
  }[reason];
  return page(
    "Link not valid",
    `<h1>Link not valid</h1><p class="status alert">${escapeHtml(text)}</p>`,
  );
}
