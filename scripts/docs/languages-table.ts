/**
 * npm run docs:languages: writes the table of each language's review state into
 * docs/languages.md, between its markers. The state is the language files' own (`review` in its
 * static words, and in its privacy notice), so the doc cannot drift from the files; tests/unit/languages-table.test.ts fails
 * when the committed table is not the one this would write.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import { languageInfo, languages, type Language } from "../../src/shared/i18n/languages";
import { allStaticMessages } from "../../src/shared/i18n/messages-for";
import { privacyNotices } from "../../src/shared/i18n/privacy-notices";
import type { Review } from "../../src/shared/i18n/messages";

export const languagesDoc = join(import.meta.dirname, "../../docs/languages.md");
export const regenerate = "npm run docs:languages";

const start = "<!-- languages-table:start";
const end = "<!-- languages-table:end -->";

function reviewer(language: Language, { status, by }: Review): string {
  if (status === "source") return "— (the product's own words)";
  if (status === "drafted") return "nobody yet: needs a native speaker";
  if (!by) throw new Error(`${language} is reviewed: set review.by to the reviewer and the date`);
  return by;
}

/** A file's state and who reviewed it, for the words and the privacy notice alike. */
const state = (language: Language, review: Review) =>
  `${review.status} | ${reviewer(language, review)}`;

function table(): string {
  const rows = languages.map((language) => {
    const { englishName, path } = languageInfo[language];
    const words = state(language, allStaticMessages[language].review);
    const notice = state(language, privacyNotices[language].review);
    return `| ${englishName} | \`${language}\` | \`${path}\` | ${words} | ${notice} |`;
  });
  return [
    "| language | code | page | words | reviewed by | privacy notice | reviewed by |",
    "| - | - | - | - | - | - | - |",
    ...rows,
  ].join("\n");
}

/** docs/languages.md as it should be: `doc` with its table rewritten, formatted as Prettier would. */
export async function withLanguagesTable(doc: string): Promise<string> {
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${languagesDoc} has lost its table markers`);
  const open = doc.slice(from, doc.indexOf("\n", from) + 1);
  const written = `${doc.slice(0, from)}${open}\n${table()}\n\n${doc.slice(to)}`;
  const options = await resolveConfig(languagesDoc);
  return format(written, { ...options, filepath: languagesDoc });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const doc = readFileSync(languagesDoc, "utf8");
  const updated = await withLanguagesTable(doc);
  writeFileSync(languagesDoc, updated);
  console.log(updated === doc ? "docs/languages.md is up to date." : "Wrote docs/languages.md.");
}
