import { escapeHtml } from "./emails/escape-html";
import { htmlDocument } from "./html-page";
import { businessPhoneE164 } from "../../src/shared/business-phone";
import { enquiryTexts } from "../../src/shared/enquiry-texts";
import { readablePhone } from "../../src/shared/phone";
import type { Problem } from "./http";

/**
 * The pages a passenger sees after sending a form without script (the browser posted it
 * itself): a thank-you page, or the problems to fix. Their words, in one place.
 */
const messages = {
  thanksTitle: { booking: "Booking received", contact: "Message received" } as Record<
    string,
    string
  >,
  thanks: { booking: enquiryTexts.bookingThanks, contact: enquiryTexts.contactThanks } as Record<
    string,
    string
  >,
  gone: "This confirmation is no longer shown here. If you have a question about your booking, call us.",
  problemTitle: "Please check what you sent",
  fixAndResend:
    "Go back with your browser's Back button: everything you typed is still there. Correct it and send it again.",
  tryAgain:
    "Go back with your browser's Back button: everything you typed is still there. Send it again in a while.",
  call: (phone: string) => `Or call us: ${phone}`,
  needItSooner: (phone: string) => `Need it sooner? Call ${phone}`,
  home: "Back to the site",
};

const callLink = (label: (phone: string) => string) =>
  `<a class="call" href="tel:${businessPhoneE164}">${escapeHtml(label(readablePhone(businessPhoneE164)))}</a>`;

export interface ThanksPageState {
  kind: string;
  /** Absent when the enquiry cannot be shown (an old link, a decoy). */
  enquiry?: { reference?: string; phone?: string; callBackWithinMinutes: number };
}

export function renderThanksPage({ kind, enquiry }: ThanksPageState): string {
  const thanks = messages.thanks[kind] ?? enquiryTexts.contactThanks;
  const lines = enquiry
    ? [
        `<p class="status">${escapeHtml(thanks)}</p>`,
        enquiry.reference
          ? `<p>${escapeHtml(enquiryTexts.reference)} <strong data-testid="booking-reference">${escapeHtml(enquiry.reference)}</strong></p>`
          : "",
        enquiry.phone
          ? `<p>${escapeHtml(enquiryTexts.callBack(enquiry.phone, enquiry.callBackWithinMinutes))}</p>`
          : "",
      ]
    : [`<p class="status">${escapeHtml(messages.gone)}</p>`];
  const title = messages.thanksTitle[kind] ?? messages.thanksTitle.contact!;
  return htmlDocument(
    title,
    `<h1>${escapeHtml(title)}</h1>
${lines.join("\n")}
${callLink(messages.needItSooner)}
<p><a href="/">${escapeHtml(messages.home)}</a></p>`,
  );
}

/** Each problem the schema found (or the one reason the request was refused), and what to do. */
export function renderProblemPage(problem: Problem): string {
  const fieldMessages = Object.values(problem.fieldErrors ?? {});
  const listed = fieldMessages.length > 0 ? fieldMessages : [problem.message];
  const fixable = problem.status === 400 || problem.status === 413 || problem.status === 422;
  return htmlDocument(
    messages.problemTitle,
    `<h1>${escapeHtml(messages.problemTitle)}</h1>
<ul class="status alert">${listed.map((text) => `<li>${escapeHtml(text)}</li>`).join("")}</ul>
<p>${escapeHtml(fixable ? messages.fixAndResend : messages.tryAgain)}</p>
${callLink(messages.call)}`,
  );
}
