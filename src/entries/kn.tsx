import { kn, knStatic } from "../shared/i18n/kn";
import { start } from "../start";

// A built page keeps the sections knStatic words as pre-rendered (sections/kept.tsx).
start(kn, import.meta.env.DEV ? knStatic : undefined);
