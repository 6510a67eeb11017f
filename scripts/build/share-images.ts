/**
 * npm run share-images: draws each language's share card (src/share-card/share-card.ts) in
 * Debian's Chromium and writes it to public/share/<language>.png, with the fingerprints of the
 * HTML it was drawn from and of the picture in share-cards.json (share-card-prints.ts). Run it
 * whenever the words, the areas or the phone number on the cards change;
 * tests/unit/share-images.test.ts says when. Without a script's Noto font Chromium would draw
 * boxes for its letters, so it refuses to draw then.
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { shareCardFonts, shareCardHtml } from "../../src/share-card/share-card";
import { shareCardSize, shareImagePath } from "../../src/share-card/share-image";
import { languages } from "../../src/shared/i18n/languages";
import { chromiumArgs, chromiumPath } from "../harness/chromium";
import { fingerprint, shareCardsFile, type DrawnCard } from "./share-card-prints";

const installed = execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
const missing = shareCardFonts.filter((font) => !installed.includes(font));
if (missing.length > 0) {
  console.error(
    `!!! No ${missing.join(", ")}: the cards would show boxes. sudo apt-get install fonts-noto-core`,
  );
  process.exit(1);
}

const publicDir = join(import.meta.dirname, "../../public");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const drawn: Record<string, DrawnCard> = {};
try {
  const page = await browser.newPage({ viewport: shareCardSize });
  for (const language of languages) {
    const html = shareCardHtml(language);
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    const file = join(publicDir, shareImagePath(language));
    await mkdir(join(file, ".."), { recursive: true });
    await writeFile(file, png);
    drawn[language] = { html: fingerprint(html), png: fingerprint(png) };
    console.log(`Wrote public${shareImagePath(language)}`);
  }
} finally {
  await browser.close();
}
await writeFile(shareCardsFile, `${JSON.stringify(drawn, null, 2)}\n`);
