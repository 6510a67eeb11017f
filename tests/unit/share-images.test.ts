import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fingerprint, shareCardsFile, type DrawnCard } from "../../scripts/build/share-card-prints";
import { shareCardHtml } from "../../src/share-card/share-card";
import { shareCardSize, shareImagePath } from "../../src/share-card/share-image";
import { languages } from "../../src/shared/i18n/languages";

const drawn = JSON.parse(readFileSync(shareCardsFile, "utf8")) as Record<string, DrawnCard>;
const redraw = "out of date: run npm run share-images";

describe.each(languages)("the %s share card", (language) => {
  const png = readFileSync(join(import.meta.dirname, "../../public", shareImagePath(language)));

  it("is a PNG of the size the pages' heads announce", () => {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    // IHDR, the first chunk: width and height, big-endian, from byte 16.
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(shareCardSize);
  });

  it("was drawn from the words, areas and number the site has now, and is the picture drawn", () => {
    expect(drawn[language]?.html, redraw).toBe(fingerprint(shareCardHtml(language)));
    expect(drawn[language]?.png, redraw).toBe(fingerprint(png));
  });
});
