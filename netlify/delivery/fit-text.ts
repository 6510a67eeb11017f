import { oneLine } from "../../src/shared/text";

/**
 * Cutting text for a phone's narrow lines. Lengths are counted in graphemes, the characters a
 * person sees: a cut by UTF-16 units can split an emoji or a Tamil letter in half, and half a
 * surrogate pair is not even text (it turns into U+FFFD, or makes encodeURIComponent throw).
 */

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), ({ segment }) => segment);
}

function cutGraphemes(parts: readonly string[], max: number): string {
  if (parts.length <= max) return parts.join("");
  return `${parts
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}

/** At most `max` graphemes; a cut one ends in "…". */
export function cutText(text: string, max: number): string {
  return cutGraphemes(graphemes(text), max);
}

export const maxSubjectLength = 50;
/** A piece is never cut shorter than this ("Ch…"): below it, the end of the subject goes instead. */
const minPieceLength = 3;
/** Down to this a place or a message's first words still read as themselves ("Thiruvanant…"). */
const readablePieceLength = 12;

/** "R.", "R" or "R.K.": letters of one grapheme each, with or without their dots. */
function isInitial(word: string): boolean {
  return word.split(".").every((part) => graphemes(part).length <= 1);
}

/**
 * Titles passengers write before a name ("Dr. Lakshmi", "Smt. Meena", "Thiru Selvam"). Not
 * "Selvi", which is as often a name as the Tamil "Miss".
 */
const titles = new Set([
  "dr",
  "mr",
  "mrs",
  "ms",
  "smt",
  "shri",
  "sri",
  "shree",
  "thiru",
  "tmt",
  "prof",
]);
const isTitle = (word: string) => titles.has(word.replaceAll(".", "").toLowerCase());

/**
 * What an operator calls the person: the first word of the name that is neither an initial nor a
 * title ("R. Lakshmi Narayanan", "Dr. Lakshmi" → "Lakshmi"); the whole name when it has no other.
 */
export function firstName(name: string): string {
  const line = oneLine(name);
  return line.split(" ").find((word) => !isInitial(word) && !isTitle(word)) ?? line;
}

/**
 * The pieces cut to equal lengths, longest first, so "Arun Kumar" loses letters before "Ooty"
 * does, and none below `floor` graphemes; null when even that leaves them over `budget`.
 */
function fitPieces(split: readonly string[][], budget: number, floor: number): string[] | null {
  const lengths = split.map((parts) => parts.length);
  const used = (cap: number) => lengths.reduce((sum, length) => sum + Math.min(length, cap), 0);
  for (let cap = Math.max(floor, ...lengths); cap >= floor; cap--) {
    if (used(cap) > budget) continue;
    // Room left after cutting every long piece to `cap`: one more grapheme each, earliest first.
    let spare = budget - used(cap);
    return split.map((parts) => {
      const extra = parts.length > cap && spare > 0 ? (spare--, 1) : 0;
      return cutGraphemes(parts, cap + extra);
    });
  }
  return null;
}

export interface SubjectParts {
  /** The person's name: at least the first name (firstName) stays whole whenever it can. */
  name: string;
  /** What may be shortened: places, a message's first line. */
  pieces: readonly string[];
}

/**
 * A subject of at most 50 graphemes, what a phone shows of it. `build` places the name and the
 * pieces among the parts that always stay whole (a reference, a date and time, a phone number).
 * When it does not fit, in this order: the pieces are shortened while they stay readable
 * ("Thiruvanant…"); then the name is its first name alone (the mail's preview and body carry the
 * whole name) and the pieces may go down to a few letters ("Ch…"); then the first name is cut too.
 * Only if even that cannot make room is the subject cut at its end.
 */
export function fitSubject(
  build: (name: string, ...pieces: string[]) => string,
  { name, pieces }: SubjectParts,
): string {
  const budget = maxSubjectLength - graphemes(build("", ...pieces.map(() => ""))).length;
  const split = pieces.map((piece) => graphemes(oneLine(piece)));
  const whole = graphemes(oneLine(name));
  const first = graphemes(firstName(name));
  const attempts: [string[], number][] = [
    [whole, readablePieceLength],
    [first, minPieceLength],
  ];
  for (const [nameParts, floor] of attempts) {
    const fitted = fitPieces(split, budget - nameParts.length, floor);
    if (fitted) return oneLine(build(nameParts.join(""), ...fitted));
  }
  const shortest = split.map((parts) => cutGraphemes(parts, minPieceLength));
  const nameRoom = budget - shortest.reduce((sum, piece) => sum + graphemes(piece).length, 0);
  if (nameRoom >= minPieceLength) return oneLine(build(cutGraphemes(first, nameRoom), ...shortest));
  return cutText(
    oneLine(build(whole.join(""), ...split.map((parts) => parts.join("")))),
    maxSubjectLength,
  );
}
