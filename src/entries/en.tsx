import { en, enStatic } from "../shared/i18n/en";
import { start } from "../start";

// A built page keeps the sections enStatic words as pre-rendered (sections/kept.tsx).
start(en, import.meta.env.DEV ? enStatic : undefined);
