import { renderToStaticMarkup } from "react-dom/server";
import { anchor, notFoundPath, sectionIds } from "../config/navigation";
import { escapeAttr } from "../config/seo";
import { site } from "../config/site";
import { languageInfo, languages, type Language } from "../shared/i18n/languages";
import { messagesFor, staticMessagesFor } from "../shared/i18n/messages-for";
import { allRouteWords } from "../shared/i18n/route-words";

/**
 * What an address the site does not have answers, in the language of the folder it was asked in
 * (at notFoundPath; notFoundRules in seo.ts sends Netlify there). Route pages come from a table
 * the business edits: a renamed or removed row leaves its old address in chats and search
 * results, and whoever follows it should land in their own language with a way on (home, the
 * routes, a call). No script, as the privacy notices; never indexed.
 */
function NotFound({ language }: { language: Language }) {
  const t = staticMessagesFor(language);
  const { header } = messagesFor(language);
  const home = languageInfo[language].path;
  const others = languages.filter((other) => other !== language);
  return (
    <>
      {/* The privacy notices' bar: home, and the site in the other languages. */}
      <header className="container container--narrow privacy-bar">
        <a className="legal__back" href={home}>
          ← {t.nav.home}
        </a>
        <nav aria-label={t.notFound.otherLanguages}>
          <ul className="privacy-bar__languages">
            {others.map((other) => (
              <li key={other}>
                <a
                  href={languageInfo[other].path}
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
      <main id="main" className="legal container container--narrow">
        <h1>{t.notFound.title}</h1>
        <p>{t.notFound.text}</p>
        <ul>
          <li>
            <a href={`${home}${anchor(sectionIds.popularRoutes)}`}>
              {allRouteWords[language].popularTitle}
            </a>
          </li>
          <li>
            <a href={`tel:${site.phoneE164}`}>{header.call(site.phoneDisplay)}</a>
          </li>
        </ul>
      </main>
    </>
  );
}

/** The whole page, with the site's stylesheet (`css`) written in. */
export function notFoundDocument(language: Language, css: string): string {
  const t = staticMessagesFor(language);
  const head = [
    `<meta charset="UTF-8" />`,
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    `<title>${escapeAttr(`${t.notFound.title} | ${site.name}`)}</title>`,
    `<meta name="robots" content="noindex" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<style>${css}</style>`,
  ];
  const body = renderToStaticMarkup(<NotFound language={language} />);
  return `<!doctype html>
<html lang="${languageInfo[language].tag}">
  <head>
    ${head.join("\n    ")}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
}

/** Its file in dist/: "404.html", "ta/404.html". */
export const notFoundFile = (language: Language) => notFoundPath(language).slice(1);
