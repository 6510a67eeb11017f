/**
 * The languages the site is written in. Every page carries this short list (the switcher names
 * each language in its own script); the words of a language live in its own folder (en/, ta/ …),
 * which only that language's page loads.
 */
export const languages = ["en", "ta", "ml", "te", "kn"] as const;
export type Language = (typeof languages)[number];

export interface LanguageInfo {
  /** BCP 47 tag: the page's lang and hreflang, and the locale its figures are formatted for. */
  tag: string;
  /** The name its readers use, in its own script. */
  name: string;
  /** The name the operators' mail and the WhatsApp prefill use (both stay in English). */
  englishName: string;
  /** Where its page is. */
  path: string;
  /**
   * Its script's Unicode name: text a passenger typed in it is marked with the language's tag on
   * the operators' English pages and mail, so a screen reader reads it in the right voice.
   */
  script: string;
}

export const languageInfo: Record<Language, LanguageInfo> = {
  en: { tag: "en-IN", name: "English", englishName: "English", path: "/", script: "Latin" },
  ta: { tag: "ta-IN", name: "தமிழ்", englishName: "Tamil", path: "/ta/", script: "Tamil" },
  ml: { tag: "ml-IN", name: "മലയാളം", englishName: "Malayalam", path: "/ml/", script: "Malayalam" },
  te: { tag: "te-IN", name: "తెలుగు", englishName: "Telugu", path: "/te/", script: "Telugu" },
  kn: { tag: "kn-IN", name: "ಕನ್ನಡ", englishName: "Kannada", path: "/kn/", script: "Kannada" },
};

/**
 * What the English page offers a visitor who chose another language before (or whose browser
 * asks for one): a link in that language, since it is the one they read.
 */
export const readThisPageIn: Record<Exclude<Language, "en">, string> = {
  ta: "இந்தப் பக்கத்தைத் தமிழில் படிக்க",
  ml: "ഈ പേജ് മലയാളത്തിൽ വായിക്കാം",
  te: "ఈ పేజీని తెలుగులో చదవండి",
  kn: "ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ",
};

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** A posted language, or English for anything else (a missing or unknown form field). */
export const languageOr = (language: unknown): Language => (isLanguage(language) ? language : "en");
