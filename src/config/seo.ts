import type { TaxiService, WithContext } from "schema-dts";
import { site } from "./site.ts";
import { routePath } from "./navigation.ts";
import { fares, vehicles } from "../shared/fares/fares.ts";
import {
  displayName,
  otherSlugs,
  routePages,
  vehicleFares,
  type RoutePage,
} from "../shared/fares/route-pages.ts";
import { areaCodes } from "../shared/page-keys.ts";
import { languageInfo, languages, type Language } from "../shared/i18n/languages.ts";
import type { RouteWords, StaticMessages } from "../shared/i18n/messages.ts";

/**
 * Each language's page head, built from the config and that language's words, injected into the
 * HTML at build time by vite.config.ts: title, description, canonical address, the alternates in
 * every language (hreflang, with English as x-default), Open Graph and JSON-LD. Functions of the
 * fares, so a changed price shows in the description and the JSON-LD without anyone writing it
 * again.
 */

export const pageUrl = (language: Language) => `${site.url}${languageInfo[language].path}`;

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

const escapeAttr = (text: string) =>
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

/** A route page's address in a language, absolute. */
export const routeUrl = (slug: string) => (language: Language) =>
  `${site.url}${routePath(language, slug)}`;

/** A route's two places in a language's words, as its page names them. */
export function routeNames(words: RouteWords, route: RoutePage): [from: string, to: string] {
  return [displayName(words, route.from), displayName(words, route.to)];
}

/**
 * A route page's JSON-LD: the trip as a TaxiService of the business (the home pages' @id),
 * serving both places, with an offer per vehicle in rupees. Typed by schema-dts, so a property
 * the vocabulary lacks, or a value of the wrong type, fails the typecheck.
 */
export function routeStructuredData(
  t: StaticMessages,
  words: RouteWords,
  route: RoutePage,
): WithContext<TaxiService> {
  const [from, to] = routeNames(words, route);
  return {
    "@context": "https://schema.org",
    "@type": "TaxiService",
    name: words.title(from, to),
    description: routeDescription(t, words, route),
    url: routeUrl(route.slug)(t.language),
    provider: {
      "@type": "LocalBusiness",
      "@id": `${site.url}/#business`,
      name: site.name,
      telephone: site.phoneE164,
      url: pageUrl(t.language),
    },
    areaServed: [from, to].map((name) => ({ "@type": "City" as const, name })),
    offers: vehicleFares(route).map(({ vehicle, fare }) => ({
      "@type": "Offer" as const,
      name: t.withSeats(vehicle),
      price: fare,
      priceCurrency: "INR",
      itemOffered: { "@type": "Service" as const, name: vehicles[vehicle].label },
    })),
  };
}

function routeDescription(t: StaticMessages, words: RouteWords, route: RoutePage): string {
  const [from, to] = routeNames(words, route);
  const sedan = vehicleFares(route).find(({ vehicle }) => vehicle === fares.defaultVehicle)!;
  return words.description(from, to, t.format.number(route.km), t.format.rupees(sedan.fare));
}

/** The head of a route page in a language, as HTML. */
export function routeHead(t: StaticMessages, words: RouteWords, route: RoutePage): string {
  const [from, to] = routeNames(words, route);
  return headTags(
    t.language,
    `${words.title(from, to)} | ${site.name}`,
    routeDescription(t, words, route),
    routeUrl(route.slug),
    routeStructuredData(t, words, route),
  );
}

/** Title, description, canonical (the page's own address), alternates, Open Graph, JSON-LD. */
function headTags(
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
    `<meta property="og:image" content="${site.url}/og-image.svg" />`,
    `<meta property="og:locale" content="${ogLocale(language)}" />`,
    ...languages
      .filter((other) => other !== language)
      .map((other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`),
    `<meta name="twitter:card" content="summary" />`,
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

/** sitemap.xml: each language's page and each route page, with their alternates; the legal page. */
export function sitemap(): string {
  const pages = [
    ...sitemapEntries(pageUrl),
    ...routePages.flatMap((route) => sitemapEntries(routeUrl(route.slug))),
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

/**
 * Netlify's _redirects: a route's address in another spelling of either place
 * ("/bengaluru-to-madras-taxi/") to the route's own, in every language, permanently.
 */
export function redirects(): string {
  const lines = routePages.flatMap((route) =>
    languages.flatMap((language) =>
      otherSlugs(route).map(
        (slug) => `${routePath(language, slug)} ${routePath(language, route.slug)} 301`,
      ),
    ),
  );
  return `${lines.join("\n")}\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
