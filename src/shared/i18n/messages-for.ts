import { en, enForms, enStatic } from "./en/words.ts";
import type { FormMessages, Messages, StaticMessages } from "./messages.ts";
import { ta, taForms, taStatic } from "./ta/words.ts";
import { ml, mlForms, mlStatic } from "./ml/words.ts";
import { te, teForms, teStatic } from "./te/words.ts";
import { kn, knForms, knStatic } from "./kn/words.ts";
import { isLanguage, type Language } from "./languages.ts";

/**
 * Every language's words, for the build (pre-rendering, the page heads) and the functions (the
 * HTML pages they render for a form posted without JavaScript). Never for the browser: a page
 * imports its own language file only, so it carries only its own words (npm run budget checks).
 */
export const allMessages: Record<Language, Messages> = { en, ta, ml, te, kn };
export const allStaticMessages: Record<Language, StaticMessages> = {
  en: enStatic,
  ta: taStatic,
  ml: mlStatic,
  te: teStatic,
  kn: knStatic,
};
export const allFormMessages: Record<Language, FormMessages> = {
  en: enForms,
  ta: taForms,
  ml: mlForms,
  te: teForms,
  kn: knForms,
};

/** A posted language, or English for anything else (a missing or unknown form field). */
export const languageOr = (language: unknown): Language => (isLanguage(language) ? language : "en");

/** The page's words in a language. */
export function messagesFor(language: unknown): Messages {
  return allMessages[languageOr(language)];
}

/** The words of the sections written at build time (and the page's head) in a language. */
export function staticMessagesFor(language: unknown): StaticMessages {
  return allStaticMessages[languageOr(language)];
}

/** The forms' words in a language: labels, field errors, what a failed submission says. */
export function formMessagesFor(language: unknown): FormMessages {
  return allFormMessages[languageOr(language)];
}
