import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { escapeAttr } from "../config/seo";
import { site } from "../config/site";
import { languageInfo, languages, type Language } from "../shared/i18n/languages";

/**
 * What the pages with no script share (the privacy notices, the not-found pages): a bar leading
 * home and to the other languages (`pathIn`: a notice leads to the other notices, a not-found
 * page to the other home pages), and the document around the page, with the site's stylesheet
 * written in.
 */

export function LanguageBar({
  language,
  homeLabel,
  othersLabel,
  pathIn,
}: {
  language: Language;
  homeLabel: string;
  othersLabel: string;
  /** Where the page stands in another language. */
  pathIn: (language: Language) => string;
}) {
  const others = languages.filter((other) => other !== language);
  return (
    <header className="container container--narrow privacy-bar">
      <a className="legal__back" href={languageInfo[language].path}>
        ← {homeLabel}
      </a>
      <nav aria-label={othersLabel}>
        <ul className="privacy-bar__languages">
          {others.map((other) => (
            <li key={other}>
              <a
                href={pathIn(other)}
                lang={languageInfo[other].tag}
                hrefLang={languageInfo[other].tag}
              >
                {languageInfo[other].name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The whole page: `head` holds what is the page's own beside its title. */
export function noScriptDocument(page: {
  language: Language;
  title: string;
  head: string[];
  body: ReactElement;
  css: string;
}): string {
  const head = [
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    `<title>${escapeAttr(`${page.title} | ${site.name}`)}</title>`,
    ...page.head,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<style>${page.css}</style>`,
  ];
  return `<!doctype html>
<html lang="${languageInfo[page.language].tag}">
  <head>
    ${head.join("\n    ")}
  </head>
  <body>
    ${renderToStaticMarkup(page.body)}
  </body>
</html>
`;
}
