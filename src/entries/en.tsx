import { en, enStatic } from "../shared/i18n/en";
import { start } from "../start";

start(
  en,
  // The forms' words, as a module of their own: a chunk with only the enForms export.
  () =>
    import("../shared/i18n/en.ts?forms").then(
      (words: typeof import("../shared/i18n/en")) => words.enForms,
    ),
  // A built page keeps the sections these are for as pre-rendered (sections/kept.tsx).
  import.meta.env.DEV ? enStatic : undefined,
);
