import type { Language } from "./languages.ts";
import { enRoutes, type RouteWords } from "./en/route-words.ts";
import { taRoutes } from "./ta/route-words.ts";
import { mlRoutes } from "./ml/route-words.ts";
import { teRoutes } from "./te/route-words.ts";
import { knRoutes } from "./kn/route-words.ts";

/**
 * The route pages' words (each language's route-words.ts), for the build only: apart from the
 * words the functions read (form-messages-for.ts), so no function bundle carries them.
 */
export const allRouteWords: Record<Language, RouteWords> = {
  en: enRoutes,
  ta: taRoutes,
  ml: mlRoutes,
  te: teRoutes,
  kn: knRoutes,
};
