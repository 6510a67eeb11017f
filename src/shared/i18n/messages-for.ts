import { en, enStatic } from "./en/words.ts";
import type { Messages, StaticMessages } from "./messages.ts";
import { ta, taStatic } from "./ta/words.ts";
import { ml, mlStatic } from "./ml/words.ts";
import { te, teStatic } from "./te/words.ts";
import { kn, knStatic } from "./kn/words.ts";
import { languageOr, type Language } from "./languages.ts";

/**
 * Every language's page words, for the build (pre-rendering, the page heads); the forms' words
 * are in form-messages-for.ts. Never for the browser: a page imports its own language file only,
 * so it carries only its own words (npm run budget checks).
 */
export const allMessages: Record<Language, Messages> = { en, ta, ml, te, kn };
export const allStaticMessages: Record<Language, StaticMessages> = {
  en: enStatic,
  ta: taStatic,
  ml: mlStatic,
  te: teStatic,
  kn: knStatic,
};

/** The page's words in a language. */
export function messagesFor(language: unknown): Messages {
  return allMessages[languageOr(language)];
}

/** The words of the sections written at build time (and the page's head) in a language. */
export function staticMessagesFor(language: unknown): StaticMessages {
  return allStaticMessages[languageOr(language)];
}
