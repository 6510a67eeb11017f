import { escapeHtml } from "./escape-html";

/**
 * The functions' own small pages (an operator's claim page, a passenger's thank-you and problem
 * pages): plain HTML with its own styles, readable on a cheap phone with no script at all; never
 * indexed, never sending a referrer to another site (their addresses carry signed tokens). Not
 * `no-referrer`: under it a browser sends `Origin: null` with the page's own form posts, which a
 * browser without Sec-Fetch-Site (Safari before 16.4) then has refused as cross-site.
 */
const styles = `
:root{color-scheme:light dark}
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#fff;color:#111827}
main{max-width:560px;margin:0 auto;padding:16px}
h1{font-size:21px;margin:4px 0 12px}
.status{padding:12px;border-radius:10px;background:#ecfdf5;font-weight:600}
.status.taken{background:#eff6ff}ul.status{padding-left:32px}.status.alert{background:#fee2e2;color:#7f1d1d}.status.ask{background:#fef3c7;color:#78350f;font-weight:400}
.details{background:#f8f5ea;border-radius:10px;padding:12px;margin:12px 0;overflow-wrap:anywhere}.details dt{font-weight:600}.details dd{margin:0 0 8px}.details .message{white-space:pre-wrap}
a.call,button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin:10px 0;padding:12px;border:0;border-radius:24px;font:inherit;font-weight:700;text-align:center;text-decoration:none;color:#111827;cursor:pointer}
a.call{background:#facc15}a.call.whatsapp{background:#86efac}button{background:#bfdbfe}button.release,button.erase{background:#e5e7eb}
a{color:inherit}strong{white-space:nowrap}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}.status{background:#064e3b}.status.taken{background:#1e3a8a}.status.alert{background:#7f1d1d;color:#fff}.status.ask{background:#78350f;color:#fef3c7}.details{background:#1f2937}}
`;

/** `lang`: the BCP 47 tag of the page's words (the operators' pages are English). */
export function htmlDocument(title: string, body: string, lang = "en"): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`;
}

const pageHeaders = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

export const htmlResponse = (status: number, html: string, headers: Record<string, string> = {}) =>
  new Response(html, { status, headers: { ...pageHeaders, ...headers } });
