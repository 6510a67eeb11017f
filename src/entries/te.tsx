import { te, teStatic } from "../shared/i18n/te";
import { start } from "../start";

// A built page keeps the sections teStatic words as pre-rendered (sections/kept.tsx).
start(te, import.meta.env.DEV ? teStatic : undefined);
