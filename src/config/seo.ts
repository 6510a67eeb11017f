import { site } from "./site.ts";
import { notFoundPath, privacyNoticePath } from "./navigation.ts";
import { shareCardSize, shareImagePath } from "../share-card/share-image.ts";
import { fares } from "../shared/fares/fares.ts";
import { areaCodes } from "../shared/page-keys.ts";
import { languageInfo, languages, type Language } from "../shared/i18n/languages.ts";
import type { StaticMessages } from "../shared/i18n/messages.ts";

/**
 * Each language's page head, built from the config and that language's words, injected into the
 * HTML at build time by vite.config.ts: title, description, canonical address, the alternates in
 * every language (hreflang, with English as x-default), Open Graph and JSON-LD. Functions of the
 * fares, so a changed price shows in the description and the JSON-LD without anyone writing it
 * again.
 */

export const pageUrl = (language: Language) => `${site.url}${languageInfo[language].path}`;
export const privacyNoticeUrl = (language: Language) => `${site.url}${privacyNoticePath(language)}`;

export const pageTitle = (t: StaticMessages) => `${site.name} | ${t.head.title}`;

/** Open Graph writes a locale with an underscore: ta_IN. */
const ogLocale = (language: Language) => languageInfo[language].tag.replace("-", "_");

export function structuredData(t: StaticMessages) {
  return {
    "@context": "https://schema.org",
    "@type": ["TaxiService", "LocalBusiness"],
    // One business behind the five pages.
    "@id": `${site.url}/#business`,
    name: site.name,
    description: t.head.description(),
    url: pageUrl(t.language),
    inLanguage: languageInfo[t.language].tag,
    knowsLanguage: languages.map((language) => languageInfo[language].tag),
    telephone: site.phoneE164,
    email: site.emails[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: t.address,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: site.mapCenter.lat, longitude: site.mapCenter.lng },
    openingHours: site.openingHours,
    areaServed: areaCodes.map((code) => ({ "@type": "State", name: t.areas[code] })),
    priceRange: `${t.format.rupees(fares.lowestPricePerKm)}–${t.format.rupees(fares.highestPricePerKm)} ${t.pricing.perKm}`,
  };
}

export const escapeAttr = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The alternates a page lists: its address in all five languages and x-default (English),
 * absolute, the same on each of the five. The home pages' by default.
 */
export function alternateLinks(urlIn: (language: Language) => string = pageUrl): string[] {
  return [
    ...languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${languageInfo[language].tag}" href="${urlIn(language)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${urlIn("en")}" />`,
  ];
}

/** The head of a language's page, as HTML. */
export function pageHead(t: StaticMessages): string {
  return headTags(t.language, pageTitle(t), t.head.description(), pageUrl, structuredData(t));
}

/** Title, description, canonical (the page's own address), alternates, Open Graph, JSON-LD. */
export function headTags(
  language: Language,
  pageTitle: string,
  pageDescription: string,
  urlIn: (language: Language) => string,
  data: object,
): string {
  const title = escapeAttr(pageTitle);
  const description = escapeAttr(pageDescription);
  const url = urlIn(language);
  // "<" is escaped inside JSON-LD so no value can close the script element early.
  const jsonLd = JSON.stringify(data).replace(/</g, "\\u003c");
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    ...alternateLinks(urlIn),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    // The language's share card: a chat app shows it beside the link (PNG: they show no SVG).
    `<meta property="og:image" content="${site.url}${shareImagePath(language)}" />`,
    `<meta property="og:image:width" content="${shareCardSize.width}" />`,
    `<meta property="og:image:height" content="${shareCardSize.height}" />`,
    `<meta property="og:locale" content="${ogLocale(language)}" />`,
    ...languages
      .filter((other) => other !== language)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join("\n    ");
}

/** A page's sitemap entries: one per language, each with the page's alternates. */
function sitemapEntries(urlIn: (language: Language) => string): string[] {
  const alternates = alternateLinks(urlIn)
    .map((link) => link.replace("<link", "<xhtml:link"))
    .join("\n    ");
  return languages.map(
    (language) => `  <url>\n    <loc>${urlIn(language)}</loc>\n    ${alternates}\n  </url>`,
  );
}

/**
 * sitemap.xml: each language's page and privacy notice, each page of `others` (a page's address in a language:
 * the route pages), with their alternates; the legal page.
 */
export function sitemap(others: readonly ((language: Language) => string)[] = []): string {
  const pages = [
    ...sitemapEntries(pageUrl),
    ...sitemapEntries(privacyNoticeUrl),
    ...others.flatMap(sitemapEntries),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages.join("\n")}
  <url>
    <loc>${site.url}/legal.html</loc>
  </url>
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`;
}

/**
 * _redirects lines after the routes' own: a missing address under a language's folder answers
 * that language's not-found page, status 404 (a missing one anywhere else gets the English
 * /404.html, as Netlify does unasked). Netlify applies them only where no file matches.
 */
export function notFoundRules(): string {
  const folders = languages.filter((language) => languageInfo[language].path !== "/");
  const lines = folders.map(
    (language) => `${languageInfo[language].path}* ${notFoundPath(language)} 404`,
  );
  return `${lines.join("\n")}\n`;
}
