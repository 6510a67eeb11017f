import { escapeHtml } from "../platform/escape-html";
import { cutText } from "./fit-text";
import { readablePhone, whatsappDigits } from "../../src/shared/phone";
import { multiLine, oneLine } from "../../src/shared/text";
import { langAttribute } from "../platform/text-language";
import { formatSpan } from "../../src/shared/india-dates";

/**
 * The layout every operator mail shares, built for a phone in a taxi stand: the subject leads
 * with what matters, a preview line says the rest, and the first thing in the body is a button
 * to call and one to WhatsApp the passenger (except in the mail that says a colleague has it,
 * which holds no way to reach the passenger at all: not their phone, nor a line to reply).
 *
 * Every visitor string passes the shared text rules again here (one line for names and places,
 * nothing invisible anywhere), whatever the row holds, so no stored value can write lines of
 * its own into the mail or turn its text around.
 */
/** What one operator's copy adds to the mail every operator gets. */
export interface MailExtras {
  /** Said first, above everything else, and first in the preview ("Taken by Meena at 05:31 IST"). */
  notice?: string;
  /** This operator's personal "I'll call" link (claim-token.ts). */
  claimUrl?: string;
  /**
   * Another operator has the enquiry: the mail leads with no Call, WhatsApp or "I'll call"
   * button, so nobody half awake rings a passenger a colleague is already calling; the claim
   * page (who has it, and the way to take it if it is handed back) stays one link away.
   */
  taken?: boolean;
  /**
   * The operator it goes to has the enquiry (their reminder, holder-reminder.ts): Call leads, the
   * claim link is the way to mark the call made or hand it back, not to claim it, and the news is
   * a question (amber), not an alarm: many who read it have called already.
   */
  yours?: boolean;
  /** Its news tells the operator to stand down (blue), not to act (red). */
  calm?: boolean;
  /** When this copy is written: a re-alert counts the time left to a pickup from it. */
  writtenAt?: Date;
  /**
   * Enquiries that may be this one again (look-alikes.ts): `note` above the buttons, as it
   * decides whether to call, and `lead` first in the preview after the news. Not said in a
   * mail saying a colleague has it.
   */
  lookAlike?: { note: string; lead: string };
}

export interface OperatorMailContent extends MailExtras {
  /** Already fitted (fit-text.ts's fitSubject). */
  subject: string;
  /** The line mail apps show under the subject. */
  preview: string;
  /**
   * How near the pickup is, where it is near: in red at the top, under the news, so a mail about
   * tonight's trip never reads like one about next month's. Not said in a mail saying a
   * colleague has it.
   */
  urgent?: UrgentPickup;
  heading: string;
  /** The visitor's phone, E.164 (already normalised by the shared schema). */
  phone: string;
  /** Text to pre-fill when the operator opens WhatsApp from the HTML part. */
  whatsappText: string;
  /**
   * `reachesPassenger`: a way to reach the passenger (their phone, their e-mail), which a mail
   * saying a colleague has the enquiry leaves out.
   */
  fields: ReadonlyArray<readonly [label: string, value: string, reachesPassenger?: true]>;
  /** Free text from the visitor, shown as written (escaped, line breaks kept). */
  body?: { label: string; text: string };
  /** Which enquiry this is, by its reference or number. */
  footer: string;
  /** What the operator does next ("Not confirmed until you call"); not said once a colleague has it. */
  nextStep?: string;
}

/**
 * An enquiry as every operator reads it, before one operator's extras: the mail is laid out
 * from it, and the claim page shows its heading and fields.
 */
export type OperatorView = Omit<OperatorMailContent, keyof MailExtras>;

/** The fields with no way to reach the passenger: what a colleague sees once someone has it. */
export const withoutWaysToReach = (fields: OperatorView["fields"]) =>
  fields.filter(([, , reachesPassenger]) => !reachesPassenger);

/** A near pickup: its clock time, and the minutes left (negative once passed) as of a moment. */
export interface UrgentPickup {
  at: string;
  minutesLeft: number;
}

/**
 * "Pickup at 05:30 IST: in 22 min". A mail is read later than it is written, so it names the
 * moment its count holds for ("… when this mail was sent"); the claim page counts as it opens.
 */
export function urgentText({ at, minutesLeft }: UrgentPickup, { inMail }: { inMail: boolean }) {
  const span = formatSpan(Math.abs(minutesLeft));
  if (minutesLeft >= 0)
    return `Pickup at ${at}: in ${span}${inMail ? " when this mail was sent" : ""}`;
  return `Pickup at ${at}: passed ${span} ${inMail ? "before this mail was sent" : "ago"}`;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What the preview line may hold; mail apps show less. */
const previewLength = 140;

/**
 * Light by default, and a dark palette for a phone in dark mode: `color-scheme` tells the mail
 * app both are designed, so it need not invert colours itself, and the media query swaps them
 * (with !important, as the light colours are inline styles for the apps that drop <style>).
 * The buttons carry their own background, so their dark text reads in both.
 */
const styles = `:root{color-scheme:light dark;supported-color-schemes:light dark}
a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important}
@media (prefers-color-scheme:dark){
.page{background:#111827!important;color:#f3f4f6!important}
.muted{color:#d1d5db!important}
.note{background:#1f2937!important;color:#f3f4f6!important}
.alert{background:#7f1d1d!important;color:#fee2e2!important}
.calm{background:#1e3a8a!important;color:#eff6ff!important}
.ask{background:#78350f!important;color:#fef3c7!important}
}`;

/**
 * The news on top: red for what asks the operator to act (unanswered, handed back, sent late),
 * blue for what tells them to stand down (a colleague has it): at 3 AM the colour is read first.
 */
function noticeHtml(notice: string, calm = false): string {
  const [tone, colours] = calm
    ? ["calm", "background:#eff6ff;color:#1e3a8a"]
    : ["alert", "background:#fee2e2;color:#7f1d1d"];
  return `<p class="${tone}" style="margin:0 0 12px;padding:10px 12px;border-radius:8px;${colours};font-weight:bold">${escapeHtml(notice)}</p>`;
}

/** A question to settle on the call (amber): not news, but read before pressing Call. */
function askHtml(note: string): string {
  return `<p class="ask" style="margin:0 0 12px;padding:10px 12px;border-radius:8px;background:#fef3c7;color:#78350f">${escapeHtml(note)}</p>`;
}

/** A WhatsApp chat with the passenger, its first message typed in already where one is given. */
export function whatsappChat(phone: string, text?: string): string {
  const chat = `https://wa.me/${whatsappDigits(phone)}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(oneLine(text))}`;
}

export function renderOperatorMail(content: OperatorMailContent): RenderedMail {
  const heading = oneLine(content.heading);
  const fields = (content.taken ? withoutWaysToReach(content.fields) : content.fields).map(
    ([label, value]) => [label, oneLine(value)] as const,
  );
  const body = content.body && { label: content.body.label, text: multiLine(content.body.text) };
  const notice = content.notice && oneLine(content.notice);
  const urgent =
    content.urgent && !content.taken ? urgentText(content.urgent, { inMail: true }) : undefined;
  // Not in a mail saying a colleague has it: nothing is left for this operator to decide.
  const lookAlike = content.taken ? undefined : content.lookAlike;
  // A colleague has it: the preview names the enquiry, not the passenger's details.
  const preview = cutText(
    oneLine(
      [notice, lookAlike?.lead, notice && content.taken ? heading : content.preview]
        .filter(Boolean)
        .join(" · "),
    ),
    previewLength,
  );
  const footer = oneLine(
    content.nextStep && !content.taken ? `${content.footer} ${content.nextStep}` : content.footer,
  );
  const phone = readablePhone(content.phone);
  const tel = `tel:${content.phone}`;
  const chat = whatsappChat(content.phone);
  const prefilledChat = whatsappChat(content.phone, content.whatsappText);

  // "I'll call" comes first and in the loud colour: a half-awake operator taps the first button,
  // and one who rings straight from the mail leaves the others ringing the same passenger. Call
  // and WhatsApp stay in the mail for when the claim page cannot load.
  // The plain-text part links the chat without a pre-filled text: percent-encoded text there
  // reads to spam filters like a mail full of percentages (SpamAssassin's TO_NO_BRKTS_PCNT).
  // The visitor's message is quoted ("> "), so none of its lines can pass for one of ours.
  const handBack = "Mark reached, or hand back";
  const actions = content.taken
    ? content.claimUrl
      ? [`Who has it: ${content.claimUrl}`]
      : []
    : content.yours
      ? [
          `Call ${phone}: ${tel}`,
          `WhatsApp: ${chat}`,
          ...(content.claimUrl ? [`${handBack}: ${content.claimUrl}`] : []),
        ]
      : [
          ...(content.claimUrl ? [`I'll call (tells the others): ${content.claimUrl}`] : []),
          `Call ${phone}: ${tel}`,
          `WhatsApp: ${chat}`,
        ];
  const text = [
    ...(notice ? [notice, ""] : []),
    ...(urgent ? [urgent, ""] : []),
    ...(lookAlike ? [oneLine(lookAlike.note), ""] : []),
    ...actions,
    "",
    heading,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(body ? ["", `${body.label}:`, ...body.text.split("\n").map((line) => `> ${line}`)] : []),
    "",
    footer,
  ].join("\n");

  // What a passenger types may have no spaces (a pasted map link): it breaks anywhere rather
  // than widen the mail past the phone's screen. word-break is for mail apps without the first.
  const wrapAnywhere = "overflow-wrap:anywhere;word-break:break-word";
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;margin:0 8px 8px 0;border-radius:24px;background:${colour};color:#111827;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a>`;
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td class="muted" style="padding:6px 12px 6px 0;color:#4b5563;vertical-align:top">${escapeHtml(label)}</td><td${langAttribute(value)} style="padding:6px 0;font-weight:bold;${wrapAnywhere}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const bodyHtml = body
    ? `<p class="muted" style="margin:16px 0 4px;color:#4b5563">${escapeHtml(body.label)}</p><div class="note"${langAttribute(body.text)} style="white-space:pre-wrap;${wrapAnywhere};font-size:16px;line-height:1.5;padding:12px;background:#f8f5ea;color:#111827;border-radius:8px">${escapeHtml(body.text)}</div>`
    : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(content.subject)}</title><style>${styles}</style></head>
<body class="page" style="margin:0;padding:0;background:#ffffff;color:#111827">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preview)}</div>
<div class="page" style="background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:16px">
${notice ? (content.yours ? askHtml(notice) : noticeHtml(notice, content.calm)) : ""}
${urgent ? noticeHtml(urgent) : ""}
${lookAlike ? askHtml(oneLine(lookAlike.note)) : ""}
${
  content.taken
    ? content.claimUrl
      ? `<p style="margin:0 0 8px">${button(content.claimUrl, "Who has it", "#e5e7eb")}</p>`
      : ""
    : content.yours
      ? `<p style="margin:0 0 8px">${button(tel, `Call ${phone}`, "#facc15")}${button(prefilledChat, "WhatsApp", "#86efac")}${content.claimUrl ? button(content.claimUrl, handBack, "#e5e7eb") : ""}</p>`
      : `<p style="margin:0 0 8px">${content.claimUrl ? button(content.claimUrl, "I'll call (tells the others)", "#facc15") : ""}${button(tel, `Call ${phone}`, content.claimUrl ? "#bfdbfe" : "#facc15")}${button(prefilledChat, "WhatsApp", "#86efac")}</p>`
}
<h1 style="font-size:20px;margin:8px 0 12px;${wrapAnywhere}">${escapeHtml(heading)}</h1>
<table role="presentation" style="border-collapse:collapse;font-size:15px">${rows}</table>
${bodyHtml}
<p class="muted" style="margin-top:24px;color:#4b5563;font-size:13px">${escapeHtml(footer)}</p>
</div></div></body></html>`;

  return { subject: content.subject, text, html };
}
