import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

/** A folder a reader takes in at a glance: past this, it wants grouping by topic. */
const mostFiles = 15;
const root = join(import.meta.dirname, "../..");

function* folders(path: string): Generator<string> {
  yield path;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* folders(join(path, entry.name));
  }
}

it.each(["src", "netlify", "scripts"])(
  `no folder in %s/ holds more than ${mostFiles} source files`,
  (top) => {
    const crowded = [...folders(join(root, top))]
      .map((folder) => ({
        folder: relative(root, folder),
        files: readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile())
          .length,
      }))
      .filter(({ files }) => files > mostFiles);
    expect(crowded).toEqual([]);
  },
);
