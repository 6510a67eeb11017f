import type { Plugin } from "vite";
import { privacyNoticePath } from "../../src/config/navigation.ts";
import { languages } from "../../src/shared/i18n/languages.ts";

/**
 * Under `vite dev`, the privacy notices at their addresses (/privacy/, /ta/privacy/ …), as the
 * build writes them (src/prerender.tsx), with the stylesheet linked rather than written in: so
 * the footer's and the forms' links lead somewhere while developing too.
 */
export function privacyNoticesInDev(): Plugin {
  const byPath = new Map(languages.map((language) => [privacyNoticePath(language), language]));
  return {
    name: "privacy-notices-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? "/", "http://dev").pathname.replace(/index\.html$/, "");
        const language = byPath.get(path);
        if (!language) return next();
        server.ssrLoadModule("/src/legal/privacy-notice.tsx").then((notice) => {
          const html = (
            notice as typeof import("../../src/legal/privacy-notice.tsx")
          ).privacyNoticeDocument(language, "");
          const styled = html.replace(
            "<style></style>",
            '<link rel="stylesheet" href="/src/styles.css" />',
          );
          response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(styled);
        }, next);
      });
    },
  };
}
