/**
 * What visitors type, made safe to store and to show. The shared schemas apply these rules, so
 * what is stored is already clean, and the operator mail applies them again to whatever it
 * reads back (rows stored before the rules existed included).
 *
 * A name or a place must stay on one line: a line break in it would let the visitor write lines
 * of their own into the operator's mail (a "Call:" line with another number, say). Control
 * characters and the invisible marks that reorder how text is displayed (U+202E and its
 * family) are removed everywhere; the joiners Tamil, Malayalam and Kannada spelling needs are
 * not among them.
 */

/**
 * C0 and C1 controls, and the bidirectional embeddings, overrides, isolates and marks; all but
 * \n, which is by then the only line break left.
 */
const invisible = /(?!\n)[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
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
    .replace(invisible, "");
}

/** For names and places: one line, single spaces, nothing invisible. */
export function oneLine(text: string): string {
  return clean(text, " ").replace(/\s+/g, " ").trim();
}

/** For a message: the visitor's own line breaks kept (as \n), nothing else invisible. */
export function multiLine(text: string): string {
  return clean(text, "\n").trim();
}

/** Postgres text cannot hold U+0000, so a value with one is refused rather than altered. */
export function hasNul(text: string): boolean {
  return text.includes("\u0000");
}
