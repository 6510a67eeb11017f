/**
 * What visitors type, made safe to store and to show. The shared schemas apply these rules, so
 * what is stored is already clean, and the operator mail applies them again to whatever it
 * reads back (rows stored before the rules existed included).
 *
 * A name or a place must stay on one line: a line break in it would let the visitor write lines
 * of their own into the operator's mail (a "Call:" line with another number, say). Control
 * characters and whatever draws nothing (the marks that reorder how text is displayed, U+202E
 * and its family; zero-width spaces; blank letters) are removed everywhere; the joiners Tamil,
 * Malayalam and Kannada spelling needs are not among them.
 */

/**
 * C0 and C1 controls but \n (by then the only line break left); format characters, which draw
 * nothing (the bidirectional marks, zero-width spaces, the word joiner, tags), but for the
 * joiners (U+200C, U+200D) and a flag's tags (🏴 and the letters of Scotland, say: the first
 * group, kept whole); and the letters and signs that draw a blank (the Hangul fillers, the blank
 * Braille pattern, the combining grapheme joiner), so that a name is never only air.
 */
const invisible =
  /(\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f})|(?!\n|\u200c|\u200d)[\p{Cc}\p{Cf}\u034f\u115f\u1160\u2800\u3164\uffa0]/gu;
const lineBreaks = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * Half of a UTF-16 surrogate pair with no other half: not a character, and not storable as one.
 * With the u flag a whole pair reads as one code point, so \p{Cs} matches only the halves left
 * alone (and needs no lookbehind, which older Safari cannot parse in the form's bundle).
 */
const loneSurrogates = /\p{Cs}/gu;

function clean(text: string, lineBreak: string): string {
  return text
    .replace(loneSurrogates, "")
    .replace(lineBreaks, lineBreak)
    .replace(/\t/g, " ")
    .replace(invisible, (_invisible, flag?: string) => flag ?? "");
}

/** For names and places: one line, single spaces, nothing invisible. */
export function oneLine(text: string): string {
  return clean(text, " ").replace(/\s+/g, " ").trim();
}

/** For a message: the visitor's own line breaks kept (as \n), nothing else invisible. */
export function multiLine(text: string): string {
  return clean(text, "\n").trim();
}

/**
 * Whether the text shows anything: not only the joiners kept above and combining marks with no
 * letter to sit on (a name of those alone would reach the operator as nothing).
 */
export function showsSomething(text: string): boolean {
  return /[^\p{M}\u200c\u200d\s]/u.test(text);
}

/** Postgres text cannot hold U+0000, so a value with one is refused rather than altered. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/**
 * The most code units a letter is allowed on average: a Malayalam conjunct takes three or four,
 * a Tamil or Kannada letter with its vowel sign two; marks piled on one letter without end are
 * refused.
 */
export const mostUnitsPerLetter = 4;

let letters: Intl.Segmenter | undefined;

/**
 * Whether the text has at most `max` letters as a reader counts them (grapheme clusters: "ക്ക"
 * is one, though three code units), so a limit said as "under 120 letters" means what a
 * Malayalam reader counts (a browser whose ICU does not join conjuncts counts more, so near the
 * limit it may refuse what the server takes; a Tamil letter with its vowel sign is one in all).
 * Text no longer than `max` in code units needs no counting, which keeps the segmenter's first
 * use (ICU's data) off the usual request.
 */
export function withinLetters(text: string, max: number): boolean {
  if (text.length <= max) return true;
  if (text.length > max * mostUnitsPerLetter) return false;
  // A browser without Intl.Segmenter counts code points, which is no worse than before.
  if (typeof Intl.Segmenter !== "function") return [...text].length <= max;
  letters ??= new Intl.Segmenter("en", { granularity: "grapheme" });
  const iterator = letters.segment(text)[Symbol.iterator]();
  for (let count = 0; !iterator.next().done; count++) if (count >= max) return false;
  return true;
}
