import { scriptPlaceNames } from "../i18n/place-names.ts";

/**
 * Finding a place's name in what a passenger typed, in English or in a language's own script
 * (its names, word for airport and case endings are in its folder: src/shared/i18n/<language>/). Only whole words count: a longer word that merely begins with a
 * name is another word (కంచికచర్ల is a town of its own, not కంచి; மதுரம் is not மதுரை).
 */

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
 * How comparable() writes a hyphen or an en dash alone between two words: as a word of its own,
 * for it joins two towns' names into one road's ("Bangalore-Mysore Highway").
 */
const dash = "-";
const dashes = new Set([dash, "\u2013"]);

/**
 * What the gap at `at` between letters becomes: the dash, where a hyphen or an en dash stands
 * alone between two words, else a space (a dash before a pin code, "Coimbatore - 641002", or at
 * an end of the text joins nothing).
 */
function separator(gap: string, at: number, text: string): string {
  const joins = at > 0 && at + gap.length < text.length && dashes.has(gap.trim());
  return joins ? ` ${dash} ` : " ";
}

/**
 * One spelling for text that can be typed several ways: composed, lower case, without the
 * joiners (they change how a conjunct looks, not what it says) and with one form of each chillu.
 * Anything but letters and their vowel signs and viramas separates words, and a dash that joins
 * two is a word; one space stands at each end, so every word is found between two spaces.
 */
export function comparable(text: string): string {
  const words = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[\u0d7a-\u0d7f]/g, (chillu) => chillus[chillu] ?? chillu)
    .replace(/[^\p{L}\p{M}]+/gu, separator)
    .trim();
  return ` ${words} `;
}

/** Every script's case endings (each language's place-names.ts), as comparable() writes them. */
const caseEndings = new Set(
  scriptPlaceNames
    .flatMap((language) => language.caseEndings)
    .map((ending) => comparable(ending).trim()),
);

const uSign = /[\u0bc1\u0c41\u0cc1\u0d41]$/;
const virama = /[\u0bcd\u0c4d\u0ccd\u0d4d]$/;

/**
 * What a name becomes before an ending, where its last letter changes: a final u goes
 * (ಬೆಂಗಳೂರು → ಬೆಂಗಳೂರಿಗೆ), a final virama goes (வேலூர் → வேலூருக்கு; Malayalam's ർ may come back as
 * റ: മൂന്നാർ → മൂന്നാറിലേക്ക്), a final m becomes tt (சேலம் → சேலத்தில், എറണാകുളം → എറണാകുളത്ത്),
 * Kannada's final anusvara goes (ಕಾಂಚೀಪುರಂ → ಕಾಂಚೀಪುರದಿಂದ).
 */
function stemsOf(name: string): string[] {
  const stems = [name];
  if (uSign.test(name)) stems.push(name.slice(0, -1));
  if (virama.test(name)) {
    const stem = name.slice(0, -1);
    stems.push(stem);
    if (stem.endsWith("\u0d30")) stems.push(`${stem.slice(0, -1)}\u0d31`);
  }
  if (name.endsWith("\u0bae\u0bcd")) stems.push(`${name.slice(0, -2)}\u0ba4\u0bcd\u0ba4`);
  if (name.endsWith("\u0d02")) stems.push(`${name.slice(0, -1)}\u0d24\u0d4d\u0d24`);
  if (name.endsWith("\u0c82")) stems.push(name.slice(0, -1));
  return stems;
}

/** A name to look for, prepared once: its comparable spelling and the stems it takes. */
export interface PlaceName {
  written: string;
  stems: string[];
}

/** An English name is found as a whole word; a name in script also with a case ending. */
export function placeName(name: string, inScript: boolean): PlaceName {
  const written = comparable(name).trim();
  return { written, stems: inScript ? stemsOf(written) : [] };
}

/** A word of text (as comparable() wrote it) that begins with what was looked for. */
interface WordFound {
  /** The rest of the word after it (a case ending, or ""). */
  rest: string;
  /** Where the word ends: the index of the space after it. */
  end: number;
}

function wordsBeginning(text: string, start: string): WordFound[] {
  const found: WordFound[] = [];
  for (let at = text.indexOf(` ${start}`); at !== -1; at = text.indexOf(` ${start}`, at + 1)) {
    const restAt = at + 1 + start.length;
    const end = text.indexOf(" ", restAt);
    found.push({ rest: text.slice(restAt, end), end });
  }
  return found;
}

/**
 * English words for a road, whole, and for a street market named after a town (Pondy Bazaar is
 * in Chennai); "main" and "high" may stand before one (Madurai Main Road).
 */
const englishRoads = new Set([
  "road",
  "rd",
  "salai",
  "highway",
  "hwy",
  "expressway",
  "bypass",
  "street",
  "bazaar",
  "bazar",
]);
const roadQualifiers = new Set(["main", "high"]);
/**
 * Words for a national highway, a road's only after two towns a dash joins ("Chennai-Trichy NH"):
 * after one town, what follows is the highway's number ("Salem NH 44" is in Salem).
 */
const highwaysBetweenTowns = new Set(["nh", "national"]);
/** Each script's words for road (each language's place-names.ts), which may carry an ending. */
const scriptRoads = scriptPlaceNames
  .flatMap((language) => language.road)
  .map((word) => comparable(word).trim());

const wordAt = (text: string, at: number) => text.slice(at, Math.max(at, text.indexOf(" ", at)));
/** Where the word after the one that ends at `end` ends. */
const nextEnd = (text: string, end: number) => end + 1 + wordAt(text, end + 1).length;
/** The word before the one that starts at `start`. */
const wordBefore = (text: string, start: number) =>
  text.slice(text.lastIndexOf(" ", start - 2) + 1, start - 1);
const isRoad = (word: string) =>
  englishRoads.has(word) || scriptRoads.some((road) => word.startsWith(road));

/** Whether a word of text (as comparable() wrote it) is a known place's name. */
export type IsPlace = (word: string) => boolean;

/**
 * Whether the word that ends at `end` names a road rather than a place: a road word follows it
 * ("Madurai Road" in Tiruchirappalli, "Madurai-Road", "Old Airport Road" in Bengaluru), or a
 * dash and another place whose name is the road's: both ends of "Bangalore-Mysore Highway" are
 * the road's, in Mandya. A town before a dash and a street ("Chennai - Anna Salai") is the town.
 * Two towns a dash joins before NH are a highway's too ("Chennai-Trichy NH").
 */
function namesARoad(text: string, end: number, isPlace: IsPlace): boolean {
  const next = wordAt(text, end + 1);
  const afterNext = nextEnd(text, end);
  if (next === dash) {
    const other = wordAt(text, afterNext + 1);
    return isRoad(other) || (isPlace(other) && namesARoad(text, nextEnd(text, afterNext), isPlace));
  }
  const start = text.lastIndexOf(" ", end - 1) + 1;
  const joinedToATown =
    wordBefore(text, start) === dash && isPlace(wordBefore(text, start - dash.length - 1));
  return (
    isRoad(next) ||
    (roadQualifiers.has(next) && isRoad(wordAt(text, afterNext + 1))) ||
    (joinedToATown && highwaysBetweenTowns.has(next))
  );
}

const noPlace: IsPlace = () => false;

/**
 * Where the text (as comparable() wrote it) last names the place, as the index its mention
 * ends at, or -1 when it never does. An address names its town last ("12 Madurai Road,
 * Palakkarai, Trichy"), so the caller takes the place mentioned last; a name before a road word,
 * or before a dash and another place (`isPlace`) with one, is a road's and does not count.
 */
export function lastMention(
  text: string,
  { written, stems }: PlaceName,
  isPlace: IsPlace = noPlace,
): number {
  const ends = [
    ...wordsBeginning(text, written).filter(({ rest }) => rest === ""),
    ...stems.flatMap((stem) =>
      wordsBeginning(text, stem).filter(({ rest }) => caseEndings.has(rest)),
    ),
  ]
    .map(({ end }) => end)
    .filter((end) => !namesARoad(text, end, isPlace));
  return Math.max(-1, ...ends);
}

/** English words before a landmark ("near Chennai Airport", "nr. Madurai Mess"), whole. */
const englishNear = [
  "near",
  "nr",
  "opp",
  "opposite",
  "behind",
  "beside",
  "besides",
  "adjacent",
  "next to",
  "close to",
  "in front of",
];
/** Each script's words after a landmark (each language's place-names.ts), as they begin. */
const scriptNear = scriptPlaceNames
  .flatMap((language) => language.near)
  .map((word) => comparable(word).trim());

/**
 * Where the text (as comparable() wrote it) mentions a word beginning with `start` (whole, when
 * `whole`) that names no road: where each mention ends.
 */
function mentionEnds(text: string, start: string, whole: boolean): number[] {
  return wordsBeginning(text, start)
    .filter(({ rest, end }) => (!whole || rest === "") && !namesARoad(text, end, noPlace))
    .map(({ end }) => end);
}

/** The parts of an address, between its commas (or semicolons, or lines). */
export const addressParts = (location: string) => location.split(/[,;\n]/);

const hasEnglishNear = (text: string) => englishNear.some((word) => text.includes(` ${word} `));

/**
 * A part of an address (as comparable() wrote it) up to an English word for near, which a
 * landmark follows: "T Nagar Chennai near Madurai Mess" is in Chennai, written with or without a
 * comma. The whole part where it has none.
 */
export function beforeEnglishNear(text: string): string {
  const at = Math.min(
    ...englishNear.map((word) => text.indexOf(` ${word} `)).filter((index) => index !== -1),
  );
  return Number.isFinite(at) ? text.slice(0, at + 1) : text;
}

/**
 * Whether a part of an address (as comparable() wrote it) names a landmark, with a word for near
 * anywhere in it: "near Madurai Mess", "மதுரை மெஸ் அருகில்".
 */
export function namesALandmark(text: string): boolean {
  return hasEnglishNear(text) || scriptNear.some((word) => text.includes(` ${word}`));
}

/**
 * Whether the mention ending at `end` in one part of an address (as comparable() wrote it) is a
 * landmark's: after an English word for near ("Hotel Sea View, near Chennai Airport"), or just
 * before a script's, which follows its landmark ("விடுதி, சென்னை விமான நிலையம் அருகில்"). The
 * airport in "Chennai airport, near arrival gate 4" is where the passenger is.
 */
function isLandmarkAt(text: string, end: number): boolean {
  const next = wordAt(text, end + 1);
  return hasEnglishNear(text.slice(0, end)) || scriptNear.some((word) => next.startsWith(word));
}

/** The English word, whole ("Airportview Hotel" is no airport), and as it is also typed. */
const englishAirports = ["airport", "air port"];

/**
 * Each script's words for airport (its language's place-names.ts), as one word or two, which may
 * carry a case ending (விமான நிலையத்தில், "at the airport").
 */
const scriptAirports = scriptPlaceNames
  .flatMap((language) => language.airport)
  .map((word) => comparable(word).trim());

/**
 * Where a part of an address (as comparable() wrote it) names the airport the passenger is at:
 * where each mention of one ends, neither before a road word ("Old Airport Road") nor as a
 * landmark ("Hotel Sea View, near Chennai Airport").
 */
export function airportEnds(text: string): number[] {
  return [
    ...englishAirports.flatMap((word) => mentionEnds(text, word, true)),
    ...scriptAirports.flatMap((word) => mentionEnds(text, word, false)),
  ].filter((end) => !isLandmarkAt(text, end));
}
