import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fingerprint, shareCardsFile } from "../../scripts/build/share-images";
import { shareCardHtml } from "../../src/share-card/share-card";
import { shareCardSize, shareImagePath } from "../../src/share-card/share-image";
import { languages } from "../../src/shared/i18n/languages";

const drawn = JSON.parse(readFileSync(shareCardsFile, "utf8")) as Record<string, string>;

describe.each(languages)("the %s share card", (language) => {
  it("is a PNG of the size the pages' heads announce", () => {
    const png = readFileSync(join(import.meta.dirname, "../../public", shareImagePath(language)));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    // IHDR, the first chunk: width and height, big-endian, from byte 16.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(shareCardSize);
  });

  it("was drawn from the words, areas and number the site has now", () => {
    expect(drawn[language], "out of date: run npm run share-images").toBe(
      fingerprint(shareCardHtml(language)),
    );
  });
});
