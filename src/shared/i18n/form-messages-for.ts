import { enForms } from "./en/form-words.ts";
import { taForms } from "./ta/form-words.ts";
import { mlForms } from "./ml/form-words.ts";
import { teForms } from "./te/form-words.ts";
import { knForms } from "./kn/form-words.ts";
import { languageOr, type Language } from "./languages.ts";
import type { FormMessages } from "./messages.ts";

/**
 * Every language's forms' words, and nothing of the pages': for the build and for the functions,
 * which render a form's answer (the pages for a form posted without script) in the passenger's
 * language and so need every language's form words, but no page's. Never for the browser: a page
 * fetches its own language's form words only.
 */
export const allFormMessages: Record<Language, FormMessages> = {
  en: enForms,
  ta: taForms,
  ml: mlForms,
  te: teForms,
  kn: knForms,
};

/** The forms' words in a language: labels, field errors, what a failed submission says. */
export function formMessagesFor(language: unknown): FormMessages {
  return allFormMessages[languageOr(language)];
}
