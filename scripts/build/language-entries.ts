import { join } from "node:path";
import type { Plugin } from "vite";
import { isLanguage, type Language } from "../../src/shared/i18n/languages.ts";

/** What index.html names as a page's script: `/page-entry/ta.ts` for the Tamil page. */
export const entryPrefix = "/page-entry/";
const virtualPrefix = "\0page-entry:";
const root = join(import.meta.dirname, "../..");

/**
 * A language's page script, as this plugin writes it: its own words (and no other language's),
 * its forms' words as a chunk of their own (`words.ts?forms`, which the bundler reduces to that
 * export, fetched beside the forms' code after the first paint), and under `vite dev`, which
 * keeps nothing pre-rendered, the words of the sections a built page keeps (sections/kept.tsx).
 */
export function entrySource(language: Language): string {
  const words = JSON.stringify(join(root, "src/shared/i18n", language, "words.ts"));
  return [
    `import { ${language}, ${language}Static } from ${words};`,
    `import { start } from ${JSON.stringify(join(root, "src/start.tsx"))};`,
    `start(${language}, () => import(${words.slice(0, -1)}?forms").then((words) => words.${language}Forms),`,
    `  import.meta.env.DEV ? ${language}Static : undefined);`,
  ].join("\n");
}

/**
 * Every language in src/shared/i18n/languages.ts has a page script without a file of its own,
 * so a new language needs no entry written by hand.
 */
export function languageEntries(): Plugin {
  return {
    name: "language-entries",
    enforce: "pre",
    resolveId(id) {
      if (!id.startsWith(entryPrefix)) return null;
      const language = id.slice(entryPrefix.length).replace(/\.ts$/, "");
      return isLanguage(language) ? `${virtualPrefix}${language}` : null;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const language = id.slice(virtualPrefix.length);
      return isLanguage(language) ? entrySource(language) : null;
    },
  };
}
