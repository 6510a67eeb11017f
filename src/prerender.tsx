import { StrictMode } from "react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app";
import { LegalPage } from "./legal/legal-page";
import { privacyNoticeDocument, privacyNoticeFile } from "./legal/privacy-notice";
import { notFoundDocument, notFoundFile } from "./not-found/not-found-page";
import { RouteApp } from "./route-app";
import { routeHead, routeTrip } from "./config/route-seo";
import { routePath } from "./config/navigation";
import { routePages as routes } from "./shared/fares/route-pages";
import { languageInfo, languages } from "./shared/i18n/languages";
import { messagesFor, staticMessagesFor } from "./shared/i18n/messages-for";
import { formMessagesFor } from "./shared/i18n/form-messages-for";
import { allRouteWords } from "./shared/i18n/route-words";
import { wordsAtHand } from "./lib/messages";

/**
 * Build-time rendering (scripts/build/prerender.ts): the pages' HTML is written into dist/ so a
 * visitor on a slow network sees the content before any JavaScript arrives; React then hydrates
 * it.
 *
 * The forms are lazy components. A first pass (prerender, which waits for them) loads them; the
 * second, plain pass then finds them ready and writes their full HTML with no placeholder and no
 * inline script (which the CSP would block, and which would make the browser discard the forms'
 * HTML with an error).
 */
async function render(tree: ReactNode): Promise<string> {
  const element = <StrictMode>{tree}</StrictMode>;
  const { prelude } = await prerenderToNodeStream(element);
  for await (const chunk of prelude) void chunk;
  return renderToString(element);
}

/** Each page's file in dist/ ("index.html", "ta/index.html" …), with what renders it. */
export const pages: Record<string, () => Promise<string>> = {
  ...Object.fromEntries(
    languages.map((language) => [
      `${languageInfo[language].path.slice(1)}index.html`,
      () =>
        render(
          <App
            messages={messagesFor(language)}
            staticMessages={staticMessagesFor(language)}
            formWords={wordsAtHand(formMessagesFor(language))}
            routeWords={allRouteWords[language]}
          />,
        ),
    ]),
  ),
  "legal.html": () => render(<LegalPage />),
};

/**
 * The pages with no script at all, each written whole (with the site's stylesheet, `css`): the
 * privacy notice and the page for a missing address, in every language.
 */
export const documents: Record<string, (css: string) => string> = Object.fromEntries(
  languages.flatMap((language) => [
    [privacyNoticeFile(language), (css: string) => privacyNoticeDocument(language, css)],
    [notFoundFile(language), (css: string) => notFoundDocument(language, css)],
  ]),
);
/** A route page: its file, its language's template, its head, its root's data and its HTML. */
export interface RoutePageBuild {
  file: string;
  template: string;
  head: string;
  /** What the page's script reads from its root (src/route-start.tsx). */
  data: Record<"slug" | "pickup" | "drop", string>;
  render: () => Promise<string>;
}

/** Every route in both directions, in every language. */
export const routePages: RoutePageBuild[] = languages.flatMap((language) => {
  const t = staticMessagesFor(language);
  const routeWords = allRouteWords[language];
  const words = { messages: messagesFor(language), staticMessages: t, routeWords };
  const formWords = wordsAtHand(formMessagesFor(language));
  return routes.map((route) => {
    const trip = routeTrip(routeWords, route);
    return {
      file: `${routePath(language, route.slug).slice(1)}index.html`,
      template: `${languageInfo[language].path.slice(1)}index.html`,
      head: routeHead(t, routeWords, route),
      data: trip,
      render: () => render(<RouteApp {...words} formWords={formWords} trip={trip} route={route} />),
    };
  });
});
