import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import netlify from "@netlify/vite-plugin";
import { site } from "./src/config/site.ts";
import { pageDescription, pageTitle, structuredData } from "./src/config/seo.ts";
import { localServices } from "./netlify/local/dev-services.ts";

const escapeAttr = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Fills the HTML head from src/config, so business details are written in one place only. */
function siteHead(): Plugin {
  const values: Record<string, string> = {
    PAGE_TITLE: escapeAttr(pageTitle),
    PAGE_DESCRIPTION: escapeAttr(pageDescription),
    SITE_URL: site.url,
    SITE_NAME: escapeAttr(site.name),
  };
  // "<" is escaped inside JSON-LD so no value can close the script element early.
  const jsonLd = JSON.stringify(structuredData()).replace(/</g, "\\u003c");
  return {
    name: "site-head",
    transformIndexHtml(html) {
      return html
        .replace(/%([A-Z_]+)%/g, (match, key: string) => values[key] ?? match)
        .replace(
          "<!-- structured-data -->",
          `<script type="application/ld+json">${jsonLd}</script>`,
        );
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
  // SMTP (netlify/lib/env.ts); a deployed function never sees this.
  if (command === "serve") process.env.LOCAL_DEV_FALLBACKS ??= "true";
  return {
    plugins: [
      react(),
      siteHead(),
      localServices(),
      devWithoutCsp(),
      // Functions under `vite dev`; edge functions and Netlify DB are not used (the edge part
      // would try to download Deno, which this network does not allow).
      netlify({ edgeFunctions: { enabled: false }, database: { enabled: false } }),
    ],
    build: {
      rollupOptions: {
        input: { main: "index.html", legal: "legal.html" },
      },
    },
  };
});
