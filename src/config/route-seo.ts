import type { TaxiService, WithContext } from "schema-dts";
import { site } from "./site.ts";
import { routePath } from "./navigation.ts";
import { headTags, pageUrl } from "./seo.ts";
import { fares, vehicles } from "../shared/fares/fares.ts";
import {
  displayName,
  otherSlugs,
  routePages,
  vehicleFares,
  type RoutePage,
} from "../shared/fares/route-pages.ts";
import { languages, type Language } from "../shared/i18n/languages.ts";
import type { RouteWords, StaticMessages } from "../shared/i18n/messages.ts";

/**
 * The route pages' heads (title, description, canonical, alternates, JSON-LD), their entries in
 * the sitemap and the redirects of other spellings' addresses: written by the build from the
 * route table, the fare config and each language's route words.
 */

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

/** What a route page's script reads from its root: its address and the form's two places. */
export function routeTrip(words: RouteWords, route: RoutePage) {
  const [pickup, drop] = routeNames(words, route);
  return { slug: route.slug, pickup, drop };
}

/** Every route page's address in each language, for the sitemap. */
export const routePageUrls = () => routePages.map((route) => routeUrl(route.slug));

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
