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
 * One spelling for text that can be typed several ways: composed, lower case, without the
 * joiners (they change how a conjunct looks, not what it says) and with one form of each chillu.
 * Anything but letters and their vowel signs and viramas separates words; one space stands at
 * each end, so every word is found between two spaces.
 */
export function comparable(text: string): string {
  const words = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, "")
    .replace(/[\u0d7a-\u0d7f]/g, (chillu) => chillus[chillu] ?? chillu)
    .replace(/[^\p{L}\p{M}]+/gu, " ")
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

/** Whether text (as comparable() wrote it) names the place. */
export function names(text: string, { written, stems }: PlaceName): boolean {
  if (text.includes(` ${written} `)) return true;
  return stems.some((stem) => {
    for (let at = text.indexOf(` ${stem}`); at !== -1; at = text.indexOf(` ${stem}`, at + 1)) {
      const rest = at + 1 + stem.length;
      if (caseEndings.has(text.slice(rest, text.indexOf(" ", rest)))) return true;
    }
    return false;
  });
}
