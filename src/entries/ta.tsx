import { ta, taStatic } from "../shared/i18n/ta";
import { start } from "../start";

// A built page keeps the sections taStatic words as pre-rendered (sections/kept.tsx).
start(ta, import.meta.env.DEV ? taStatic : undefined);
