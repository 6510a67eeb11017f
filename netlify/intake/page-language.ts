import {
  isLanguage,
  languageInfo,
  languages,
  type Language,
} from "../../src/shared/i18n/languages";

/**
 * The language of the page a request came from, by its Referer's path (/ta/ …): for the answers
 * given before the form's own `language` field is read, and for an old thank-you link. Reads
 * only the list of languages, never their words, so a JSON post loads none of them.
 */
export function pageLanguage(request: Request): Language {
  const referer = request.headers.get("referer");
  if (!referer) return "en";
  try {
    const path = new URL(referer).pathname;
    return (
      languages.find(
        (language) => language !== "en" && path.startsWith(languageInfo[language].path),
      ) ?? "en"
    );
  } catch {
    return "en";
  }
}

/** The form's own language field where it names one, else the page's. */
export function postedLanguage(posted: unknown, page: Language): Language {
  return isLanguage(posted) ? posted : page;
}
