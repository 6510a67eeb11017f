import { te, teStatic } from "../shared/i18n/te";
import { start } from "../start";

start(
  te,
  // The forms' words, as a module of their own: a chunk with only the teForms export.
  () =>
    import("../shared/i18n/te.ts?forms").then(
      (words: typeof import("../shared/i18n/te")) => words.teForms,
    ),
  // A built page keeps the sections these are for as pre-rendered (sections/kept.tsx).
  import.meta.env.DEV ? teStatic : undefined,
);
