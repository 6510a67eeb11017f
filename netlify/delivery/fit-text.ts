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

/**
 * A subject of at most 50 graphemes, what a phone shows of it. `build` places the pieces among
 * the parts that always stay whole (a reference, a time, a phone number); when it is too long the
 * longest pieces are shortened first, to equal lengths, so "Arun Kumar" loses letters before
 * "Ooty" does. Only if even short pieces cannot make room is the subject cut at its end.
 */
export function fitSubject(build: (...pieces: string[]) => string, pieces: readonly string[]) {
  const split = pieces.map((piece) => graphemes(oneLine(piece)));
  const budget = maxSubjectLength - graphemes(build(...pieces.map(() => ""))).length;
  const lengths = split.map((parts) => parts.length);
  const used = (cap: number) => lengths.reduce((sum, length) => sum + Math.min(length, cap), 0);
  for (let cap = Math.max(0, ...lengths); cap >= minPieceLength; cap--) {
    if (used(cap) > budget) continue;
    // Room left after cutting every long piece to `cap`: one more grapheme each, earliest first.
    let spare = budget - used(cap);
    const fitted = split.map((parts) => {
      const extra = parts.length > cap && spare > 0 ? (spare--, 1) : 0;
      return cutGraphemes(parts, cap + extra);
    });
    return oneLine(build(...fitted));
  }
  return cutText(oneLine(build(...split.map((parts) => parts.join("")))), maxSubjectLength);
}
