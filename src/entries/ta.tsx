import { ta, taStatic } from "../shared/i18n/ta";
import { start } from "../start";

start(
  ta,
  // The forms' words, as a module of their own: a chunk with only the taForms export.
  () =>
    import("../shared/i18n/ta.ts?forms").then(
      (words: typeof import("../shared/i18n/ta")) => words.taForms,
    ),
  // A built page keeps the sections these are for as pre-rendered (sections/kept.tsx).
  import.meta.env.DEV ? taStatic : undefined,
);
