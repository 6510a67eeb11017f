/**
 * npm run docs:languages: writes the table of each language's review state into
 * docs/languages.md, between its markers. The state is the language file's own (`review` in its
 * static words), so the doc cannot drift from the files; tests/unit/languages-table.test.ts fails
 * when the committed table is not the one this would write.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import { languageInfo, languages, type Language } from "../../src/shared/i18n/languages";
import { allStaticMessages } from "../../src/shared/i18n/messages-for";
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

function table(): string {
  const rows = languages.map((language) => {
    const { englishName, path } = languageInfo[language];
    const review = allStaticMessages[language].review;
    return `| ${englishName} | \`${language}\` | \`${path}\` | ${review.status} | ${reviewer(language, review)} |`;
  });
  return [
    "| language | code | page | state | reviewed by |",
    "| - | - | - | - | - |",
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
