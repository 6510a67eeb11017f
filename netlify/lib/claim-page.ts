import { escapeHtml } from "./emails/escape-html";

/**
 * The small page an operator's "I'll call" link opens: what the enquiry is, who has it, and one
 * button. Plain HTML with its own styles, readable on a phone at a taxi stand at 3 AM; never
 * indexed, never sending a referrer (the link carries the operator's token).
 */
export interface ClaimPageState {
  title: string;
  /** The enquiry as the operator's mail tells it, one line each. */
  details: string[];
  phone?: string;
  /** Who has it and since when ("Meena since 05:31 IST"), or null while nobody has. */
  holder: { name: string; since: string; isYou: boolean } | null;
  /** Set when every re-alert went unanswered. */
  unanswered?: string;
  /** What just happened, if the operator pressed a button. */
  message?: string;
  token: string;
}

const styles = `
:root{color-scheme:light dark}
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#fff;color:#111827}
main{max-width:560px;margin:0 auto;padding:16px}
h1{font-size:21px;margin:4px 0 12px}
.status{padding:12px;border-radius:10px;background:#ecfdf5;font-weight:600}
.status.taken{background:#eff6ff}.status.alert{background:#fee2e2;color:#7f1d1d}
.details{white-space:pre-wrap;background:#f8f5ea;border-radius:10px;padding:12px;margin:12px 0;overflow-wrap:anywhere}
a.call,button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin:10px 0;padding:12px;border:0;border-radius:24px;font:inherit;font-weight:700;text-align:center;text-decoration:none;color:#111827;cursor:pointer}
a.call{background:#facc15}button{background:#bfdbfe}button.release{background:#e5e7eb}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}.status{background:#064e3b}.status.taken{background:#1e3a8a}.status.alert{background:#7f1d1d;color:#fff}.details{background:#1f2937}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`;
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
  const call = state.phone
    ? `<a class="call" href="tel:${escapeHtml(state.phone)}">Call ${escapeHtml(state.phone)}</a>`
    : "";
  return page(
    state.title,
    `${state.message ? `<p class="status">${escapeHtml(state.message)}</p>` : ""}
<h1>${escapeHtml(state.title)}</h1>
${status}
${action}
${call}
<div class="details">${escapeHtml(state.details.join("\n"))}</div>`,
  );
}

export function renderRefusedPage(
  reason: "invalid" | "expired" | "missing" | "unavailable",
): string {
  const text = {
    unavailable:
      "We could not reach the enquiries just now. Try again in a minute, or call the passenger from the mail.",
    invalid: "This link is not valid. Open the newest mail about the enquiry and use its link.",
    expired: "This link has expired (links work for 7 days). Call the passenger from the mail.",
    missing: "This enquiry is no longer in the system.",
  }[reason];
  return page(
    "Link not valid",
    `<h1>Link not valid</h1><p class="status alert">${escapeHtml(text)}</p>`,
  );
}
