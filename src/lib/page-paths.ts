import { createContext, useContext } from "react";
import { routePath } from "../config/navigation";
import { languageInfo, languages, type Language } from "../shared/i18n/languages";

/**
 * Where a page's own links lead. The switcher goes to this page in each language; a section
 * link ("#about-us") stays on the page when the page has that section, and otherwise goes to
 * the language's home page ("/ta/#about-us"). The home pages use the default; a route page
 * hands in its own (routePagePaths), so its header and footer lead nowhere that is not there.
 */
export interface PagePaths {
  languages: Readonly<Record<Language, string>>;
  section: (href: string) => string;
}

const each = (path: (language: Language) => string) =>
  Object.fromEntries(languages.map((language) => [language, path(language)])) as Record<
    Language,
    string
  >;

export const homePaths: PagePaths = {
  languages: each((language) => languageInfo[language].path),
  section: (href) => href,
};

export function routePagePaths(
  language: Language,
  slug: string,
  sectionsHere: readonly string[],
): PagePaths {
  return {
    languages: each((other) => routePath(other, slug)),
    section: (href) =>
      sectionsHere.some((id) => href === `#${id}`) ? href : `${languageInfo[language].path}${href}`,
  };
}

export const PagePathsContext = createContext<PagePaths>(homePaths);

export const usePagePaths = () => useContext(PagePathsContext);
