import type { Language } from "./shared/i18n/languages";
import type { FormMessages } from "./shared/i18n/messages";

/**
 * Each language's forms' words, fetched beside the forms' code after the first paint: the
 * language file imported as `<language>.ts?forms`, a module of its own that the bundler reduces
 * to its forms' export (src/entries/forms-words.d.ts). One chunk per language, so a page fetches
 * its own words only.
 */
export const formWordsOf: Record<Language, () => Promise<FormMessages>> = {
  en: () =>
    import("./shared/i18n/en.ts?forms").then(
      (words: typeof import("./shared/i18n/en")) => words.enForms,
    ),
  ta: () =>
    import("./shared/i18n/ta.ts?forms").then(
      (words: typeof import("./shared/i18n/ta")) => words.taForms,
    ),
  ml: () =>
    import("./shared/i18n/ml.ts?forms").then(
      (words: typeof import("./shared/i18n/ml")) => words.mlForms,
    ),
  te: () =>
    import("./shared/i18n/te.ts?forms").then(
      (words: typeof import("./shared/i18n/te")) => words.teForms,
    ),
  kn: () =>
    import("./shared/i18n/kn.ts?forms").then(
      (words: typeof import("./shared/i18n/kn")) => words.knForms,
    ),
};
