import { languageInfo, type Language } from "../../src/shared/i18n/languages";

/**
 * The language the enquiry was sent in, for the operators' (English) mail: a "Prefers: Tamil"
 * line, and the name for the preview line when it is not English, so an operator knows before
 * calling which language to answer in.
 */
export function preferredLanguage(language: Language) {
  const name = languageInfo[language].englishName;
  return {
    field: ["Prefers", name] as const,
    /** For the preview line: nothing for English, the common case. */
    inPreview: language === "en" ? [] : [name],
  };
}
