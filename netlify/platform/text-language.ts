import { languageInfo, languages } from "../../src/shared/i18n/languages";

/** Each language's script, but the pages' own (English, Latin letters). */
const scripts = languages
  .filter((language) => language !== "en")
  .map((language) => ({
    tag: languageInfo[language].tag,
    letters: new RegExp(`\\p{Script=${languageInfo[language].script}}`, "gu"),
  }));

const latinLetters = /\p{Script=Latin}/gu;

/**
 * ` lang="ta-IN"` for text a passenger typed mostly in the script of one of the site's
 * languages, to put on the element that holds it in an operator's English page or mail (a screen
 * reader then reads "அருண் குமார்" in a Tamil voice, not spelled out by an English one); "" else.
 */
export function langAttribute(text: string): string {
  const latin = text.match(latinLetters)?.length ?? 0;
  const script = scripts.find(({ letters }) => (text.match(letters)?.length ?? 0) > latin);
  return script ? ` lang="${script.tag}"` : "";
}
