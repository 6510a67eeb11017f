import { join } from "node:path";
import type { Plugin } from "vite";
import { isLanguage, type Language } from "../../src/shared/i18n/languages.ts";

/**
 * What index.html names as a page's script: `/page-entry/ta.ts` for the Tamil page,
 * `/page-entry/route-ta.ts` for every Tamil route page.
 */
export const entryPrefix = "/page-entry/";
const virtualPrefix = "\0page-entry:";
const root = join(import.meta.dirname, "../..");

/** A language's file in src/shared/i18n, as a string literal for an entry's source. */
const languageFile = (language: Language, file: string) =>
  JSON.stringify(join(root, "src/shared/i18n", language, file));

/** Its forms' words, loaded when the forms are: a chunk of their own (see entrySource). */
const formWordsImport = (language: Language) =>
  `() => import(${languageFile(language, "form-words.ts").slice(0, -1)}?forms").then((words) => words.${language}Forms)`;

/**
 * A language's page script, as this plugin writes it: its own words (and no other language's),
 * its forms' words as a chunk of their own (`form-words.ts?forms`: a module apart from the one
 * the page's words take `format` and `withSeats` from, fetched beside the forms' code after the
 * first paint), and under `vite dev`, which keeps nothing pre-rendered, the words of the
 * sections a built page keeps (sections/kept.tsx).
 */
export function entrySource(language: Language): string {
  const words = languageFile(language, "words.ts");
  const routeWords = languageFile(language, "route-words.ts");
  return [
    `import { ${language}, ${language}Static } from ${words};`,
    `import { ${language}Routes } from ${routeWords};`,
    `import { start } from ${JSON.stringify(join(root, "src/start.tsx"))};`,
    `start(${language}, ${formWordsImport(language)},`,
    `  import.meta.env.DEV ? ${language}Static : undefined, import.meta.env.DEV ? ${language}Routes : undefined);`,
  ].join("\n");
}

/**
 * A language's route pages' script: its own words, the route page's app (src/route-start.tsx,
 * which reads the route from the pre-rendered page) and the forms' words as for the home page;
 * under `vite dev` only, the kept sections' words and the route table, to render them.
 */
export function routeEntrySource(language: Language): string {
  const words = languageFile(language, "words.ts");
  const routeWords = languageFile(language, "route-words.ts");
  const routes = JSON.stringify(join(root, "src/shared/fares/route-pages.ts"));
  return [
    `import { ${language}, ${language}Static } from ${words};`,
    `import { ${language}Routes } from ${routeWords};`,
    `import { routePageBySlug } from ${routes};`,
    `import { startRoute } from ${JSON.stringify(join(root, "src/route-start.tsx"))};`,
    `startRoute(${language}, ${formWordsImport(language)},`,
    `  import.meta.env.DEV ? { staticMessages: ${language}Static, routeWords: ${language}Routes, routeOf: routePageBySlug } : undefined);`,
  ].join("\n");
}

const routePrefix = "route-";

/**
 * Every language in src/shared/i18n/languages.ts has a page script and a route pages' script
 * without a file of its own, so a new language needs no entry written by hand.
 */
export function languageEntries(): Plugin {
  return {
    name: "language-entries",
    enforce: "pre",
    resolveId(id) {
      if (!id.startsWith(entryPrefix)) return null;
      const page = id.slice(entryPrefix.length).replace(/\.ts$/, "");
      const language = page.replace(routePrefix, "");
      return isLanguage(language) ? `${virtualPrefix}${page}` : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const page = id.slice(virtualPrefix.length);
      const language = page.replace(routePrefix, "");
      if (!isLanguage(language)) return null;
      return page.startsWith(routePrefix) ? routeEntrySource(language) : entrySource(language);
    },
  };
}
