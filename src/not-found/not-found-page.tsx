import { anchor, notFoundPath, sectionIds } from "../config/navigation";
import { site } from "../config/site";
import { languageInfo, type Language } from "../shared/i18n/languages";
import { messagesFor, staticMessagesFor } from "../shared/i18n/messages-for";
import { allRouteWords } from "../shared/i18n/route-words";
import { LanguageBar, noScriptDocument } from "../legal/no-script-page";

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
  return (
    <>
      <LanguageBar
        language={language}
        homeLabel={t.nav.home}
        othersLabel={t.notFound.otherLanguages}
        pathIn={(other) => languageInfo[other].path}
      />
      <main id="main" className="legal container container--narrow">
        <h1>{t.notFound.title}</h1>
        <p>{t.notFound.text}</p>
        <ul className="not-found__ways">
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
  return noScriptDocument({
    language,
    title: staticMessagesFor(language).notFound.title,
    head: [`<meta name="robots" content="noindex" />`],
    body: <NotFound language={language} />,
    css,
  });
}

/** Its file in dist/: "404.html", "ta/404.html". */
export const notFoundFile = (language: Language) => notFoundPath(language).slice(1);
