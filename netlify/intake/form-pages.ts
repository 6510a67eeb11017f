import { escapeHtml } from "../platform/escape-html";
import { htmlDocument } from "../platform/html-page";
import { businessPhoneE164 } from "../../src/shared/business-phone";
import { failureText, fieldErrorText } from "../../src/shared/i18n/say";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { languageInfo, type Language, languageOr } from "../../src/shared/i18n/languages";
import type { FieldErrorValues, FormMessages } from "../../src/shared/i18n/messages";
import { unbreakablePhone } from "../../src/shared/phone";
import type { Problem } from "../platform/http";

/**
 * The pages a passenger sees after sending a form without script (the browser posted it
 * itself): a thank-you page, or the problems to fix. Their words are the language files' (the
 * forms' own, and `pages`), in the language of the page the form was posted from.
 */

const callLink = (label: (phone: string) => string) =>
  `<a class="call" href="tel:${businessPhoneE164}">${escapeHtml(label(unbreakablePhone(businessPhoneE164)))}</a>`;

const page = (language: Language, title: string, body: string) =>
  htmlDocument(title, body, languageInfo[language].tag);

export interface ThanksPageState {
  kind: string;
  language: Language;
  /** The link is good but the enquiry could not be read just now (the database failed). */
  notShownNow?: boolean;
  /** Absent when the enquiry cannot be shown (an old link, a decoy). */
  enquiry?: {
    reference?: string;
    phone?: string;
    callBackWithinMinutes: number;
    /** Lines that repeat what was sent (a booking's trip), in the page's language. */
    summary?: string[];
    /** Its details were removed (netlify/privacy): only the reference is shown. */
    removed?: boolean;
  };
}

/**
 * A kind's thank-you words, by its name: each kind has its own in every language (a kind
 * without them fails tests/unit/kinds-registry.test.ts by name, and here rather than thank a
 * passenger in another kind's words).
 */
export function kindWords(t: FormMessages, kind: string): { title: string; thanks: string } {
  const title = Object.entries(t.pages.thanksTitle).find(([name]) => name === kind)?.[1];
  const own = Object.entries(t).find(([name]) => name === kind)?.[1];
  const thanks = own && typeof own === "object" && "thanks" in own ? own.thanks : undefined;
  if (!title || typeof thanks !== "string") {
    throw new Error(`The language files have no thank-you words for ${kind}`);
  }
  return { title, thanks };
}

export function renderThanksPage({
  kind,
  language,
  notShownNow,
  enquiry,
}: ThanksPageState): string {
  const t = formMessagesFor(language);
  const { title, thanks } = kindWords(t, kind);
  const lines = enquiry
    ? [
        `<p class="status">${escapeHtml(enquiry.removed ? t.pages.removed : thanks)}</p>`,
        ...(enquiry.summary ?? []).map((line) => `<p>${escapeHtml(line)}</p>`),
        enquiry.reference
          ? `<p>${escapeHtml(t.booking.reference)}<strong data-testid="booking-reference">${escapeHtml(enquiry.reference)}</strong></p>`
          : "",
        enquiry.phone
          ? `<p>${escapeHtml(t.callBack(unbreakablePhone(enquiry.phone), enquiry.callBackWithinMinutes))}</p>`
          : "",
      ]
    : [`<p class="status">${escapeHtml(notShownNow ? t.pages.notShownNow : t.pages.gone)}</p>`];
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>
${lines.join("\n")}
${callLink(t.pages.needItSooner)}
<p><a href="${languageInfo[language].path}">${escapeHtml(t.pages.home)}</a></p>`,
  );
}

/** Each problem the schema found (or the one reason the request was refused), and what to do. */
export function renderProblemPage(
  refusal: Problem,
  language: unknown = "en",
  values: FieldErrorValues = {},
): string {
  const lang = languageOr(language);
  const t = formMessagesFor(lang);
  const fieldMessages = Object.entries(refusal.fieldErrors ?? {}).map(
    ([field, code]) => fieldErrorText(t, field, code, values) ?? t.failures.validation,
  );
  const listed =
    fieldMessages.length > 0 ? fieldMessages : [failureText(t, refusal) ?? t.failures.validation];
  const fixable = refusal.status === 400 || refusal.status === 413 || refusal.status === 422;
  const title = fixable ? t.pages.problemTitle : t.pages.tryAgainTitle;
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<ul class="status alert">${listed.map((text) => `<li>${escapeHtml(text)}</li>`).join("")}</ul>
<p>${escapeHtml(fixable ? t.pages.fixAndResend : t.pages.tryAgain)}</p>
${callLink(t.pages.call)}`,
  );
}
