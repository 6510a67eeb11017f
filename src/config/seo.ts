import { serviceAreas, site } from "./site.ts";
import { fares as siteFares, rupees, type Fares } from "../shared/fares.ts";

/**
 * Head content built from the config (site details here, prices in src/shared/fare-config.ts),
 * injected into the HTML at build time by vite.config.ts. Functions of the fares, so a changed
 * price shows in the description and the JSON-LD without anyone writing it again.
 */
export const pageTitle = `${site.name} | One-Way Drop Taxi in Chennai & South India`;

const areaList = (names: readonly string[]) =>
  `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export function describePage(fares: Fares = siteFares): string {
  const prices = fares.pricingPlans
    .map((plan) => `${plan.title} ${rupees(plan.pricePerKm)}/km`)
    .join(", ");
  return `One-way drop taxi across ${areaList(serviceAreas.map((area) => area.name))}. Airport transfers, outstation drops, 24/7. ${prices}.`;
}

export const pageDescription = describePage();

export function structuredData(fares: Fares = siteFares) {
  return {
    "@context": "https://schema.org",
    "@type": ["TaxiService", "LocalBusiness"],
    name: site.name,
    description: describePage(fares),
    url: site.url,
    telephone: site.phoneE164,
    email: site.emails[0],
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" },
    geo: { "@type": "GeoCoordinates", latitude: site.mapCenter.lat, longitude: site.mapCenter.lng },
    openingHours: site.openingHours,
    areaServed: serviceAreas.map((area) => ({ "@type": "State", name: area.name })),
    priceRange: `${rupees(fares.lowestPricePerKm)}–${rupees(fares.highestPricePerKm)} per km`,
  };
}
