import { serviceAreas, site } from "./site.ts";

/** Head content built from the one config file, injected into the HTML at build time. */
export const pageTitle = `${site.name} | One-Way Drop Taxi in Chennai & South India`;
export const pageDescription =
  "One-way drop taxi across Tamil Nadu, Kerala, Andhra Pradesh, Karnataka and Puducherry. Airport transfers, outstation drops, 24/7. Mini ₹12/km, Sedan ₹15/km, SUV ₹18/km.";

export function structuredData() {
  return {
    "@context": "https://schema.org",
    "@type": ["TaxiService", "LocalBusiness"],
    name: site.name,
    description: pageDescription,
    url: site.url,
    telephone: site.phoneE164,
    email: site.emails[0],
    address: { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "IN" },
    geo: { "@type": "GeoCoordinates", latitude: site.mapCenter.lat, longitude: site.mapCenter.lng },
    openingHours: "Mo-Su 00:00-23:59",
    areaServed: serviceAreas.map((area) => ({ "@type": "State", name: area.name })),
    priceRange: "₹12–₹18 per km",
  };
}
