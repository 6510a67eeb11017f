import { kn, knStatic } from "../shared/i18n/kn";
import { start } from "../start";

start(
  kn,
  // The forms' words, as a module of their own: a chunk with only the knForms export.
  () =>
    import("../shared/i18n/kn.ts?forms").then(
      (words: typeof import("../shared/i18n/kn")) => words.knForms,
    ),
  // A built page keeps the sections these are for as pre-rendered (sections/kept.tsx).
  import.meta.env.DEV ? knStatic : undefined,
);
