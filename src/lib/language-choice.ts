import { isLanguage, type Language } from "../shared/i18n/languages";

/**
 * The visitor's language choice, remembered for their next visit to "/" (where it is offered,
 * never forced), and the address of a language's page at the section they are reading.
 */

const storageKey = "language";

/** Sent on window just before the switcher leaves for another language's page. */
export const leavingForLanguage = "drop-taxi:leaving-for-language";

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Storage refused (private browsing, full): the choice is simply not remembered.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The language the English page offers: the one the visitor chose before, or else one the
 * browser asks for ahead of English. None once they chose English.
 */
export function offeredLanguage(): Exclude<Language, "en"> | undefined {
  const chosen = remembered();
  const asked =
    chosen ?? navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return isLanguage(asked) && asked !== "en" ? asked : undefined;
}

/** The section under the header: the last one whose top has scrolled up to it. */
function currentSectionId(): string | undefined {
  const headerBottom = document.querySelector(".header")?.getBoundingClientRect().bottom ?? 0;
  let current: string | undefined;
  for (const section of document.querySelectorAll<HTMLElement>("main > section[id]")) {
    // A little slack: a link to #pricing stops with its top exactly at the header's bottom.
    if (section.getBoundingClientRect().top <= headerBottom + 2) current = section.id;
  }
  return current;
}

/**
 * A page in another language (its path) at the section the visitor is reading (its top, from
 * the first section): the sections keep their ids in every language.
 */
export function pageAtSection(page: string): string {
  const section = currentSectionId();
  const first = document.querySelector("main > section[id]")?.id;
  return page + (section && section !== first ? `#${section}` : "");
}
