/**
 * npm run share-images: draws each language's share card (src/share-card/share-card.ts) in Debian's
 * Chromium and writes it to public/share/<language>.png, with the fingerprint of the HTML it was
 * drawn from in share-cards.json beside this script. Run it whenever the words, the areas or the
 * phone number on the cards change; tests/unit/share-images.test.ts says when.
 */
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { shareCardHtml } from "../../src/share-card/share-card";
import { shareCardSize, shareImagePath } from "../../src/share-card/share-image";
import { languages } from "../../src/shared/i18n/languages";
import { chromiumArgs, chromiumPath } from "../harness/chromium";
import { repoRoot } from "../checks/bundle-functions";

export const shareCardsFile = join(import.meta.dirname, "share-cards.json");
export const fingerprint = (html: string) => createHash("sha256").update(html).digest("hex");

if (process.argv[1] === import.meta.filename) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const prints: Record<string, string> = {};
  try {
    const page = await browser.newPage({ viewport: shareCardSize });
    for (const language of languages) {
      const html = shareCardHtml(language);
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      const file = join(repoRoot, "public", shareImagePath(language));
      await mkdir(join(file, ".."), { recursive: true });
      await writeFile(file, await page.screenshot({ type: "png" }));
      prints[language] = fingerprint(html);
      console.log(`Wrote public${shareImagePath(language)}`);
    }
  } finally {
    await browser.close();
  }
  await writeFile(shareCardsFile, `${JSON.stringify(prints, null, 2)}\n`);
}
