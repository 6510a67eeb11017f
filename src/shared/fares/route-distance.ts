import table from "./popular-routes.json";
import { scriptPlaceNames } from "../i18n/place-names";
import {
  addressParts,
  airportEnds,
  beforeEnglishNear,
  comparable,
  lastMention,
  type IsPlace,
  namesALandmark,
  placeName,
  type PlaceName,
} from "./place-names-in-text";

/**
 * Distance from the table of popular routes (popular-routes.json, data the business edits).
 * A typed location such as "Chennai Airport, Meenambakkam" or "சென்னை விமான நிலையம்" is matched
 * by the known place name it mentions last, not as a road's name (place-names-in-text.ts), so
 * the visitor need not type it exactly, nor in English.
 */

const aliases: Record<string, string> = table.aliases;
const distances = new Map<string, number>();
const places = new Set<string>();
for (const [from, to, km] of table.routes as [string, string, number, ...unknown[]][]) {
  distances.set(`${from}|${to}`, km);
  distances.set(`${to}|${from}`, km);
  places.add(from).add(to);
}

interface KnownName extends PlaceName {
  /** The English spelling it stands for: a place of the table or one of its aliases. */
  latin: string;
  /** The name as its own script writes it, for a passenger to read. */
  shown: string;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const latinNames = [...places, ...Object.keys(aliases)].map((name): KnownName => ({
  ...placeName(name, false),
  latin: name,
  shown: capitalised(name),
}));
const scriptNames = scriptPlaceNames.flatMap((language) =>
  Object.entries(language.names).map(([name, latin]): KnownName => ({
    ...placeName(name, true),
    latin,
    shown: name,
  })),
);
// Longest names first, so of two names that end in one place the longer wins.
const knownNames = [...latinNames, ...scriptNames].sort(
  (a, b) => b.written.length - a.written.length,
);

export interface PlaceMatch {
  /** The name the route table uses ("udhagamandalam"). */
  canonical: string;
  /**
   * In English, as the visitor's spelling suggests ("Ooty" for "ooty" or "ஊட்டி", not
   * "Udhagamandalam"): for short labels in the operators' mail, which stays English.
   */
  englishName: string;
  /**
   * In the script the visitor typed it in ("சென்னை" for "சென்னை விமான நிலையம்", "Chennai" for
   * "chennai airport"): for words to the passenger.
   */
  theirName: string;
}

/** Whether a word (as comparable() wrote it) is a known place's name, in any spelling known. */
const isKnownPlace: IsPlace = (word) =>
  knownNames.some((name) => lastMention(` ${word} `, name) !== -1);

/** The known place the text (as comparable() wrote it) mentions last. */
function lastNamed(text: string): KnownName | undefined {
  let known: KnownName | undefined;
  let lastEnd = -1;
  for (const name of knownNames) {
    const end = lastMention(text, name, isKnownPlace);
    if (end > lastEnd) [known, lastEnd] = [name, end];
  }
  return known;
}

/**
 * "Coimbatore via Salem": the place before "via" is where the passenger goes, the one after it a
 * stop on the way, though named last. The Indian languages name the stop first ("சேலம் வழியாக
 * கோயம்புத்தூர்"), so there the place named last is already the right one.
 */
const via = " via ";

/** The place an address (as comparable() wrote it) names last, before "via" where it has one. */
function lastNamedBeforeVia(text: string): KnownName | undefined {
  const beforeVia = text.includes(via) ? `${text.slice(0, text.indexOf(via))} ` : null;
  return (beforeVia !== null ? lastNamed(beforeVia) : undefined) ?? lastNamed(text);
}

/**
 * An address with a landmark left out where a part names a place before its English word for
 * near and does not end with one: the landmark's town is not where the passenger is ("Madurai
 * Junction near Chennai Silks" is in Madurai). A part that ends with a place's name has its town
 * last, as addresses do ("Madurai Mess near Anna Nagar Chennai" is in Chennai), and a part with
 * no place before near has nothing better to go by ("Hotel Madurai Residency, near Trichy
 * Junction"; "Hotel Sea View near Chennai Airport"): those stay whole.
 */
function withoutLandmarks(location: string): string {
  return addressParts(location)
    .map((part) => {
      const text = comparable(part);
      const own = beforeEnglishNear(text);
      return !placeAtEnd(text) && lastNamed(own) ? own : text;
    })
    .join("")
    .replaceAll("  ", " ");
}

/** The known place a text (as comparable() wrote it) ends with, if it ends with one. */
function placeAtEnd(text: string): KnownName | undefined {
  const known = lastNamed(text);
  return known && lastMention(text, known, isKnownPlace) === text.length - 1 ? known : undefined;
}

/**
 * The town of the airport a part of an address (as comparable() wrote it) names as the pickup:
 * the place named before it ("Chennai International Airport"), whatever a landmark after it says
 * ("Chennai Airport near Kanchipuram Silks").
 */
function airportTown(text: string): KnownName | undefined {
  const ends = airportEnds(text);
  return ends.length > 0 ? lastNamed(text.slice(0, Math.max(...ends) + 1)) : undefined;
}

/**
 * The town an address names in a part of its own (between commas): the last part that names the
 * pickup's airport after a place's name ("Chennai Airport, near Kanchipuram Silks"), or that ends
 * with a place's name before any English word for near and names no landmark ("T Nagar, Chennai",
 * "T Nagar Chennai near Madurai Mess", "RS Puram Coimbatore - 641002", "Jayanagar Bangalore
 * 560011"), whatever a landmark or a shop's name in another part says ("…, near Madurai Mess";
 * "…, opp. Chennai Silks"; "…, Thanjavur Dist.").
 */
function townPart(location: string): KnownName | undefined {
  for (const part of addressParts(location).reverse()) {
    const text = comparable(part);
    if (text.includes(via)) continue;
    const atAirport = airportTown(text);
    if (atAirport) return atAirport;
    const own = beforeEnglishNear(text);
    if (namesALandmark(own)) continue;
    const known = placeAtEnd(own);
    if (known) return known;
  }
  return undefined;
}

export function matchPlace(location: string): PlaceMatch | null {
  const known = townPart(location) ?? lastNamedBeforeVia(withoutLandmarks(location));
  if (!known) return null;
  return {
    canonical: aliases[known.latin] ?? known.latin,
    englishName: capitalised(known.latin),
    theirName: known.shown,
  };
}

/** The canonical place a typed location names, or null when it names none we know. */
export function placeIn(location: string): string | null {
  return matchPlace(location)?.canonical ?? null;
}

/**
 * The table's distance between the places two typed locations name; null where either names no
 * place we know, or both the same one (the table holds no route from a place to itself).
 */
export function routeDistanceKm(pickup: string, drop: string): number | null {
  return distances.get(`${placeIn(pickup)}|${placeIn(drop)}`) ?? null;
}
