import { escapeHtml } from "./escape-html";
import { whatsappDigits } from "../../../src/shared/phone";

/**
 * The layout every operator mail shares, built for a phone in a taxi stand: the subject leads
 * with what matters, a preview line says the rest, and the first thing in the body is a button
 * to call and one to WhatsApp the passenger.
 */
/** What one operator's copy adds to the mail every operator gets. */
export interface MailExtras {
  /** Said first, above everything else, and first in the preview ("Taken by Meena at 05:31 IST"). */
  notice?: string;
  /** This operator's personal "I'll call" link (claim-token.ts). */
  claimUrl?: string;
}

export interface OperatorMailContent extends MailExtras {
  /** Most important first; cut to fit a phone's notification. */
  subject: string;
  /** The line mail apps show under the subject. */
  preview: string;
  heading: string;
  /** The visitor's phone, E.164 (already normalised by the shared schema). */
  phone: string;
  /** Text to pre-fill when the operator opens WhatsApp. */
  whatsappText: string;
  fields: ReadonlyArray<readonly [label: string, value: string]>;
  /** Free text from the visitor, shown as written (escaped, line breaks kept). */
  body?: { label: string; text: string };
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const maxSubjectLength = 50;

export function fitSubject(subject: string): string {
  const flat = subject.replace(/\s+/g, " ").trim();
  return flat.length <= maxSubjectLength ? flat : `${flat.slice(0, maxSubjectLength - 1)}…`;
}

export function renderOperatorMail(content: OperatorMailContent): RenderedMail {
  const tel = `tel:${content.phone}`;
  const whatsapp = `https://wa.me/${whatsappDigits(content.phone)}?text=${encodeURIComponent(content.whatsappText)}`;

  const text = [
    ...(content.notice ? [content.notice, ""] : []),
    `Call: ${tel}`,
    `WhatsApp: ${whatsapp}`,
    ...(content.claimUrl ? [`I'll call (tells the others): ${content.claimUrl}`] : []),
    "",
    content.heading,
    "",
    ...content.fields.map(([label, value]) => `${label}: ${value}`),
    ...(content.body ? ["", `${content.body.label}:`, content.body.text] : []),
    "",
    content.footer,
  ].join("\n");

  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;margin:0 8px 8px 0;border-radius:24px;background:${colour};color:#111827;font-weight:bold;text-decoration:none">${label}</a>`;
  const rows = content.fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const body = content.body
    ? `<p style="margin:16px 0 4px;color:#555">${escapeHtml(content.body.label)}</p><div style="white-space:pre-wrap;font-size:16px;line-height:1.5;padding:12px;background:#f8f5ea;border-radius:8px">${escapeHtml(content.body.text)}</div>`
    : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.notice ? `${content.notice} ${content.preview}` : content.preview)}</div>
<div style="max-width:560px;margin:0 auto;padding:16px">
${content.notice ? `<p style="margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#fee2e2;color:#7f1d1d;font-weight:bold">${escapeHtml(content.notice)}</p>` : ""}
<p style="margin:0 0 8px">${button(tel, `Call ${escapeHtml(content.phone)}`, "#facc15")}${button(whatsapp, "WhatsApp", "#86efac")}${content.claimUrl ? button(content.claimUrl, "I&#39;ll call", "#bfdbfe") : ""}</p>
<h1 style="font-size:20px;margin:8px 0 12px">${escapeHtml(content.heading)}</h1>
<table role="presentation" style="border-collapse:collapse;font-size:15px">${rows}</table>
${body}
<p style="margin-top:24px;color:#555;font-size:13px">${escapeHtml(content.footer)}</p>
</div></body></html>`;

  return { subject: fitSubject(content.subject), text, html };
}

// Made once: building an Intl formatter costs far more than using one.
const indiaTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** Times are shown as the operators live them: India time, day first. */
export function formatIndiaTime(date: Date): string {
  return indiaTime.format(date);
}
