/**
 * The type every language file has, for code that reads words without choosing a language: the
 * page's components (handed the words by its entry) and the functions' pages. Importing a
 * language file itself is for the entries and messages-for.ts only (eslint.config.js), so no page
 * carries another language's words.
 */
export type {
  FieldErrorValues,
  FormMessages,
  Messages,
  Review,
  ReviewStatus,
  StaticMessages,
} from "./en.ts";
