import type { Retention } from "../kinds/retention";
import { readablePhone, unbreakablePhone } from "../../src/shared/phone";
import { oneLine } from "../../src/shared/text";

/**
 * Nothing that names or reaches a passenger goes into the functions' logs: a log line names the
 * enquiry by kind, id and reference. What a line quotes from elsewhere (a mail server's answer,
 * which may repeat the mail's subject; a database error, which may repeat a value) is passed
 * through `redact` with the enquiry's personal strings first.
 */
export const removed = "[removed]";

/** Shorter than this, a cut piece of a message or a place is too common a string to remove. */
const shortestPiece = 6;
/** A word of a name shorter than this is an initial or a particle, not the person. */
const shortestNameWord = 3;

/** The number in every spelling a line could carry it: +91 98400 12345, 919840012345, 9840012345. */
function phoneSpellings(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  const national = /^\+91(\d{10})$/.exec(phone)?.[1];
  return [
    phone,
    readablePhone(phone),
    unbreakablePhone(phone),
    digits,
    ...(national ? [national, `${national.slice(0, 5)} ${national.slice(5)}`] : []),
  ];
}

export interface PersonalStrings {
  /** Removed wherever they appear whole. */
  texts: string[];
  /** Free text on one line, removed also by its start where a subject cut it ("Airport dr…"). */
  pieces: string[];
  /** Removed as whole words (a first name in a subject). */
  words: string[];
}

/**
 * What would name or reach the passenger of a row (by column: a stored row, or a submission's
 * columns before it is stored), in the kind's cleared and place columns.
 */
export function personalStrings(
  retention: Retention,
  row: Readonly<Record<string, unknown>>,
): PersonalStrings {
  const values = [...retention.cleared, ...retention.places]
    .map((column) => row[column])
    .filter((value): value is string => typeof value === "string" && value.trim() !== "");
  const isPhone = (value: string) => /^\+\d{8,15}$/.test(value);
  const phones = values.filter(isPhone).flatMap(phoneSpellings);
  // A subject or a header carries a message on one line.
  const pieces = values.filter((value) => /\s/.test(value)).map(oneLine);
  const short = values.filter((value) => [...value].length < shortestPiece);
  // Words of names and short places; an address or a number goes only whole (its "com" is no one's).
  const words = values
    .filter((value) => !isPhone(value) && !value.includes("@"))
    .filter((value) => !value.includes("\n") && value.split(/\s+/).length <= 6)
    .flatMap((value) => value.split(/[\s,.]+/))
    .filter((word) => [...word].length >= shortestNameWord && !/^\d+$/.test(word));
  return {
    texts: [...values, ...pieces, ...phones],
    pieces,
    words: [...short, ...words],
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The longest start of `value` (at least `shortestPiece` characters) that `text` contains. */
function longestStartIn(text: string, value: string): string | null {
  const characters = [...value];
  for (let length = characters.length; length >= shortestPiece; length--) {
    const start = characters.slice(0, length).join("").trimEnd();
    if ([...start].length >= shortestPiece && text.includes(start)) return start;
  }
  return null;
}

const longestFirst = (values: readonly string[]) =>
  [...new Set(values)].sort((a, b) => b.length - a.length);

/** One or more MIME encoded-words in a row (RFC 2047), the blanks between them part of the run. */
const encodedWords = /=\?utf-8\?([qb])\?([^?\s]*)\?=(?:\s*=\?utf-8\?[qb]\?[^?\s]*\?=)*/gi;
const encodedWord = /=\?utf-8\?([qb])\?([^?\s]*)\?=/gi;

/**
 * A mail server that refuses a mail may quote its subject as sent: encoded (a name in Tamil
 * script, the "→" of a route), where the name and phone would pass by unseen. Decoded first,
 * bytes of neighbouring words joined, so a letter split between two words comes back whole.
 */
function decodeEncodedWords(text: string): string {
  return text.replace(encodedWords, (run) => {
    const bytes = [...run.matchAll(encodedWord)].map(([, encoding, payload = ""]) =>
      encoding!.toLowerCase() === "b"
        ? Buffer.from(payload, "base64")
        : Buffer.from(
            payload
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ),
    );
    return Buffer.concat(bytes).toString("utf8");
  });
}

/** The text with every personal string (or the start of one a subject cut) replaced. */
export function redact(text: string, personal: PersonalStrings): string {
  let safe = decodeEncodedWords(text);
  // A short value is removed as a word (below), never inside a longer one.
  for (const value of longestFirst(personal.texts)) {
    if ([...value].length >= shortestPiece) safe = safe.replaceAll(value, removed);
  }
  for (const value of longestFirst(personal.pieces)) {
    for (let start = longestStartIn(safe, value); start; start = longestStartIn(safe, value)) {
      safe = safe.replaceAll(start, removed);
    }
  }
  for (const word of personal.words) {
    const bounded = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "giu");
    safe = safe.replace(bounded, removed);
  }
  return safe;
}
