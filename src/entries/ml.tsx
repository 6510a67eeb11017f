import { ml, mlStatic } from "../shared/i18n/ml";
import { start } from "../start";

start(
  ml,
  // The forms' words, as a module of their own: a chunk with only the mlForms export.
  () =>
    import("../shared/i18n/ml.ts?forms").then(
      (words: typeof import("../shared/i18n/ml")) => words.mlForms,
    ),
  // A built page keeps the sections these are for as pre-rendered (sections/kept.tsx).
  import.meta.env.DEV ? mlStatic : undefined,
);
