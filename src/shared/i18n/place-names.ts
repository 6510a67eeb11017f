import type { Language } from "./languages.ts";
import type { PlaceNamesInScript } from "./messages.ts";
import { taPlaceNames } from "./ta/place-names.ts";
import { mlPlaceNames } from "./ml/place-names.ts";
import { tePlaceNames } from "./te/place-names.ts";
import { knPlaceNames } from "./kn/place-names.ts";

/**
 * Every script's place names, for the fare estimate (page and server alike): a passenger may type
 * a place in any of them on any page. English is read from the route table itself.
 */
export const placeNamesInScript: Record<Exclude<Language, "en">, PlaceNamesInScript> = {
  ta: taPlaceNames,
  ml: mlPlaceNames,
  te: tePlaceNames,
  kn: knPlaceNames,
};

export const scriptPlaceNames = Object.values(placeNamesInScript);
