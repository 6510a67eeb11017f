import table from "./popular-routes.json";

/**
 * Distance from the table of popular routes (popular-routes.json, data the business edits).
 * A typed location such as "Chennai Airport, Meenambakkam" or "சென்னை விமான நிலையம்" is matched
 * by the first known place name it contains, so the visitor need not type it exactly, nor in
 * English.
 */

const aliases: Record<string, string> = table.aliases;
const distances = new Map<string, number>();
const places = new Set<string>();
for (const [from, to, km] of table.routes as [string, string, number][]) {
  distances.set(`${from}|${to}`, km);
  distances.set(`${to}|${from}`, km);
  places.add(from).add(to);
}

/** Malayalam's atomic chillu letters, as the consonant + virama older keyboards still type. */
const chillus: Record<string, string> = {
  "\u0d7a": "\u0d23\u0d4d",
  "\u0d7b": "\u0d28\u0d4d",
  "\u0d7c": "\u0d30\u0d4d",
  "\u0d7d": "\u0d32\u0d4d",
  "\u0d7e": "\u0d33\u0d4d",
  "\u0d7f": "\u0d15\u0d4d",
};

/**
 * One spelling for text that can be typed several ways: composed, lower case, without the
 * joiners (they change how a conjunct looks, not what it says) and with one form of each chillu.
 * Anything but letters and their vowel signs and viramas separates words.
 */
function comparable(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[\u0d7a-\u0d7f]/g, (chillu) => chillus[chillu] ?? chillu)
    .replace(/[^\p{L}\p{M}]+/gu, " ");
}

interface KnownName {
  /** As comparable() writes it. */
  written: string;
  /** The English spelling it stands for: a place of the table or one of its aliases. */
  latin: string;
  /**
   * Whether the name must end a word. Tamil, Malayalam, Telugu and Kannada join case endings to
   * the name ("மதுரைக்கு", to Madurai), so a name in those scripts need only begin one.
   */
  wholeWord: boolean;
}

const latinNames = [...places, ...Object.keys(aliases)].map((name): KnownName => ({
  written: name,
  latin: name,
  wholeWord: true,
}));
const scriptNames = Object.entries(table.inScript as Record<string, string>).map(
  ([name, latin]): KnownName => ({ written: comparable(name).trim(), latin, wholeWord: false }),
);
// Longest names first, so "kochi" is not found inside a longer name by mistake.
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
}

export function matchPlace(location: string): PlaceMatch | null {
  const words = ` ${comparable(location)} `;
  const known = knownNames.find(({ written, wholeWord }) =>
    words.includes(wholeWord ? ` ${written} ` : ` ${written}`),
  );
  if (!known) return null;
  return {
    canonical: aliases[known.latin] ?? known.latin,
    englishName: known.latin.charAt(0).toUpperCase() + known.latin.slice(1),
  };
}

/** The canonical place a typed location names, or null when it names none we know. */
export function placeIn(location: string): string | null {
  return matchPlace(location)?.canonical ?? null;
}

export function routeDistanceKm(pickup: string, drop: string): number | null {
  const from = placeIn(pickup);
  const to = placeIn(drop);
  if (!from || !to || from === to) return null;
  return distances.get(`${from}|${to}`) ?? null;
}
