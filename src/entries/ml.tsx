import { ml, mlStatic } from "../shared/i18n/ml";
import { start } from "../start";

// A built page keeps the sections mlStatic words as pre-rendered (sections/kept.tsx).
start(ml, import.meta.env.DEV ? mlStatic : undefined);
