import { StrictMode } from "react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app";
import { LegalPage } from "./legal/legal-page";
import { privacyNoticeDocument, privacyNoticeFile } from "./legal/privacy-notice";
import { languageInfo, languages } from "./shared/i18n/languages";
import { formMessagesFor, messagesFor, staticMessagesFor } from "./shared/i18n/messages-for";
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
          />,
        ),
    ]),
  ),
  "legal.html": () => render(<LegalPage />),
};

/**
 * The pages with no script at all, each written whole (with the site's stylesheet, `css`): the
 * privacy notice in every language.
 */
export const documents: Record<string, (css: string) => string> = Object.fromEntries(
  languages.map((language) => [
    privacyNoticeFile(language),
    (css: string) => privacyNoticeDocument(language, css),
  ]),
);
