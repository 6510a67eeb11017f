import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { languagesDoc, regenerate, withLanguagesTable } from "../../scripts/docs/languages-table";

it("docs/languages.md's review table is the one the language files declare", async () => {
  const committed = readFileSync(languagesDoc, "utf8");
  expect(committed, `out of date: run ${regenerate}`).toBe(await withLanguagesTable(committed));
});
