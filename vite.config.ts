import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import netlify from "@netlify/vite-plugin";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "./src/config/site.ts";
import { escapeAttr, notFoundRules, pageHead, robotsTxt, sitemap } from "./src/config/seo.ts";
import { redirects, routeHead, routePageUrls, routeTrip } from "./src/config/route-seo.ts";
import { routePageBySlug } from "./src/shared/fares/route-pages.ts";
import { languageInfo, languages, type Language } from "./src/shared/i18n/languages.ts";
import { staticMessagesFor } from "./src/shared/i18n/messages-for.ts";
import { allRouteWords } from "./src/shared/i18n/route-words.ts";
import { localServices } from "./netlify/local/dev-services.ts";
import { languageEntries } from "./scripts/build/language-entries.ts";
import { privacyNoticesInDev } from "./scripts/build/privacy-notice-dev.ts";
import { fillRouteTemplate, routeTemplateFolder } from "./scripts/build/route-template.ts";

const root = import.meta.dirname;
const template = join(root, "index.html");

/**
 * `npm run build` builds one page at a time (scripts/build/build-pages.ts names it here), so each page
 * loads a single script of its own (its words, the app and React) rather than chunks shared
 * with the other languages: on a slow network every extra request before the first paint costs
 * about a round trip. Unset, every page is built at once (the secrets check does this).
 */
const onePage = process.env.BUILD_PAGE;

/** Each language's page file: "index.html" for English, "ta/index.html" for Tamil. */
const pageFile = (language: Language) => `${languageInfo[language].path.slice(1)}index.html`;

/**
 * Each language's route page template ("route-template/ta/index.html"): the build gives it the
 * language's route script, and scripts/build/prerender.ts writes every route page from it (its
 * head and its HTML), then deletes it.
 */
const routeTemplateFile = (language: Language) => `${routeTemplateFolder}/${pageFile(language)}`;

/** The language of a route page template's path, if it is one. */
function routeTemplateLanguage(path: string): Language | undefined {
  const match = new RegExp(`^/?${routeTemplateFolder}/(?:([a-z]{2})/)?index\\.html$`).exec(path);
  return match ? languages.find((language) => language === (match[1] ?? "en")) : undefined;
}

/** The language of a page file or path ("/ta/index.html", "/ta/"), English for anything else. */
function languageOf(path: string): Language {
  const folder = /^\/?([a-z]{2})\//.exec(path)?.[1];
  return languages.find((language) => language === folder) ?? "en";
}

/**
 * One template (index.html), a page per language: each language's page file is made from it
 * (in the build, as a file only this plugin knows; under `vite dev`, served at /ta/ and so on),
 * with its lang, its entry script (so it loads its own words and no others) and its head from
 * src/config/seo.ts. Also writes sitemap.xml and robots.txt, so the site's address is written once.
 */
function languagePages(): Plugin {
  const otherPages = new Map([
    ...languages
      .filter((language) => language !== "en")
      .map((language) => [join(root, pageFile(language)), language] as const),
    ...languages.map((language) => [join(root, routeTemplateFile(language)), language] as const),
  ]);
  return {
    name: "language-pages",
    resolveId: (id) => (otherPages.has(id) ? id : null),
    load: (id) => (otherPages.has(id) ? readFileSync(template, "utf8") : null),
    transformIndexHtml: {
      order: "pre",
      handler(html, { path }) {
        if (!html.includes("%PAGE_LANG%")) {
          return html
            .replace(/%SITE_NAME%/g, escapeAttr(site.name))
            .replace(/%SITE_URL%/g, escapeAttr(site.url));
        }
        const routeLanguage = routeTemplateLanguage(path);
        if (routeLanguage) {
          // The head is each route's own: the prerender writes it where the comment stands.
          return html
            .replace("%PAGE_LANG%", languageInfo[routeLanguage].tag)
            .replace("%PAGE_LANGUAGE%", `route-${routeLanguage}`);
        }
        const t = staticMessagesFor(languageOf(path));
        return html
          .replace("%PAGE_LANG%", languageInfo[t.language].tag)
          .replace("%PAGE_LANGUAGE%", t.language)
          .replace("<!-- page-head -->", pageHead(t));
      },
    },
    configureServer(server) {
      // Before Vite's own HTML handling, which would answer /ta/ with the English page.
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? "/", "http://dev").pathname;
        // A route page: its language's template with its head and its root's data; its script
        // renders it whole (src/route-start.tsx).
        const asked = /^\/(?:([a-z]{2})\/)?([a-z-]+-taxi)\/$/.exec(path);
        const route = asked && routePageBySlug(asked[2]!);
        const routeLanguage = languages.find((language) => language === (asked?.[1] ?? "en"));
        if (route && routeLanguage) {
          const words = allRouteWords[routeLanguage];
          server
            .transformIndexHtml(
              `/${routeTemplateFile(routeLanguage)}`,
              readFileSync(template, "utf8"),
              request.url,
            )
            .then((html) => {
              const page = fillRouteTemplate(html, {
                head: routeHead(staticMessagesFor(routeLanguage), words, route),
                data: routeTrip(words, route),
              });
              response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page);
            }, next);
          return;
        }
        const language = languageOf(path);
        if (language === "en") return next();
        if (path === `/${language}`) {
          response.writeHead(301, { Location: `/${language}/` }).end();
          return;
        }
        if (path !== `/${language}/` && path !== `/${language}/index.html`) return next();
        server
          .transformIndexHtml(`/${pageFile(language)}`, readFileSync(template, "utf8"), request.url)
          .then((html) => {
            response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
          }, next);
      });
    },
    generateBundle() {
      if (onePage && onePage !== "en") return;
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemap(routePageUrls()) });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt() });
      this.emitFile({
        type: "asset",
        fileName: "_redirects",
        // The exact addresses first: Netlify takes the first rule that matches.
        source: redirects() + notFoundRules(),
      });
    },
  };
}

/**
 * The Netlify plugin applies netlify.toml's headers under `vite dev` too (it has no switch for
 * that), and the production CSP blocks Vite's inline hot-reload preamble, so the dev page would
 * not start. This drops that one header in dev only; the built site is tested under the full set
 * (tests/e2e/headers.spec.ts). Listed before netlify() so its middleware runs first.
 */
function devWithoutCsp(): Plugin {
  return {
    name: "dev-without-csp",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((_request, response, next) => {
        const setHeader = response.setHeader.bind(response);
        response.setHeader = (name, value) =>
          name.toLowerCase() === "content-security-policy" ? response : setHeader(name, value);
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => {
  // Under `vite dev` the functions may write operator mail to the .data/outbox folder instead of
  // SMTP (netlify/platform/env.ts); a deployed function never sees this.
  if (command === "serve") process.env.LOCAL_DEV_FALLBACKS ??= "true";
  return {
    plugins: [
      react(),
      languageEntries(),
      languagePages(),
      privacyNoticesInDev(),
      localServices(),
      devWithoutCsp(),
      // Functions under `vite dev`; edge functions and Netlify DB are not used (the edge part
      // would try to download Deno, which this network does not allow).
      netlify({ edgeFunctions: { enabled: false }, database: { enabled: false } }),
    ],
    // index.html names its entry by a placeholder (the language), which Vite's dependency scan
    // cannot follow: named here, so `vite dev` bundles React, zod and friends before the first
    // page load instead of discovering them then and reloading the page under the visitor.
    optimizeDeps: { entries: ["src/start.tsx", "legal.html"] },
    build: {
      rollupOptions: {
        // src/shared is pure (its modules compute values, they do nothing else): a module there
        // none of whose exports a page uses leaves that page's scripts, with the modules it
        // imports (the home page lists the route pages at build time only; its script need
        // not carry the route table).
        treeshake: {
          moduleSideEffects: (id: string) => !id.includes("/src/shared/"),
        },
        input: Object.fromEntries(
          Object.entries({
            ...Object.fromEntries(
              languages.map((language) => [language, join(root, pageFile(language))]),
            ),
            ...Object.fromEntries(
              languages.map((language) => [
                `route-${language}`,
                join(root, routeTemplateFile(language)),
              ]),
            ),
            legal: join(root, "legal.html"),
          }).filter(([page]) => !onePage || page === onePage),
        ),
        output: {
          // A language's forms' words (its form-words.ts?forms) by the language's name: "ta-forms-….js".
          chunkFileNames: ({ facadeModuleId }) => {
            const language = /\/i18n\/([a-z]{2})\/form-words\.ts\?forms$/.exec(
              facadeModuleId ?? "",
            )?.[1];
            return language ? `assets/${language}-forms-[hash].js` : "assets/[name]-[hash].js";
          },
          // The stylesheet is the same for every page: one name, so the browser caches it once.
          assetFileNames: ({ names }) =>
            names.some((name) => name.endsWith(".css"))
              ? "assets/styles-[hash][extname]"
              : "assets/[name]-[hash][extname]",
        },
      },
    },
  };
});
