import { escapeAttr } from "../config/seo.ts";
import { site } from "../config/site.ts";
import { languageInfo, languages, type Language } from "../shared/i18n/languages.ts";
import { messagesFor, staticMessagesFor } from "../shared/i18n/messages-for.ts";
import { areaCodes } from "../shared/page-keys.ts";
import { shareCardSize } from "./share-image.ts";

/**
 * The fonts the card is drawn in: Noto for Latin and for each other script of the languages
 * (Noto names each after its script's Unicode name: "Noto Sans Tamil", "Noto Sans Devanagari").
 */
export const shareCardFonts = [
  "Noto Sans",
  ...languages
    .map((language) => languageInfo[language].script)
    .filter((script) => script !== "Latin")
    .map((script) => `Noto Sans ${script}`),
];

/**
 * The picture a chat app shows beside a shared link to the site (Open Graph's og:image), one per
 * language, in its own words: the service, the states it serves and the number to call. Chat apps
 * show PNG, not SVG, and cannot run a browser when the link is shared, so the cards are drawn
 * ahead of time by `npm run share-images` (scripts/build/share-images.ts) into public/share/,
 * from this HTML; `tests/unit/share-images.test.ts` fails when a card no longer matches its
 * words. A page of its own, exactly the card's size, drawn with Debian's Noto fonts.
 */
export function shareCardHtml(language: Language): string {
  const t = staticMessagesFor(language);
  const { header } = messagesFor(language);
  const areas = t.format.and(areaCodes.map((code) => t.areas[code]));
  const { width, height } = shareCardSize;
  return `<!doctype html>
<html lang="${languageInfo[language].tag}"><head><meta charset="utf-8"><style>
html,body{margin:0}
body{width:${width}px;height:${height}px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;justify-content:center;gap:28px;background:#111827;color:#fff;font-family:${shareCardFonts.map((font) => `"${font}"`).join(",")},sans-serif}
p{margin:0}
.brand{font-size:40px;font-weight:700;color:#facc15}
h1{margin:0;font-size:68px;line-height:1.2;font-weight:800}
.areas{font-size:34px;line-height:1.35;color:#e5e7eb}
.call{font-size:44px;font-weight:700;color:#facc15}
</style></head><body>
<p class="brand">${escapeAttr(site.name)}</p>
<h1>${escapeAttr(t.head.title)}</h1>
<p class="areas">${escapeAttr(areas)}</p>
<p class="call">${escapeAttr(header.call(site.phoneDisplay))}</p>
</body></html>
`;
}
