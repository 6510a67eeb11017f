import { vehicleTypes, type VehicleType } from "../shared/fares/fare-config.ts";
import type { LegalId, NavId } from "../shared/page-keys.ts";
import { languageInfo, type Language } from "../shared/i18n/languages.ts";

/**
 * Section anchors. Nav links, footer links and buttons take their hrefs from here and the
 * sections take their ids from here, so a link can never point at a section that isn't there
 * (the old site's about-us and our-services links did). The ids are the same on every language's
 * page, so a link or a language switch keeps the visitor's place.
 */
export const sectionIds = {
  home: "home",
  services: "our-services",
  about: "about-us",
  pricing: "pricing",
  booking: "book-now",
  testimonials: "testimonials",
  contact: "contact-us",
  /** The home page's list of route pages. */
  popularRoutes: "popular-routes",
  /** A route page's own sections; its booking form keeps the home page's id. */
  route: "route",
  routeCharges: "charges",
  moreRoutes: "more-routes",
} as const;

export const anchor = (id: string) => `#${id}`;

/** Their words are the language file's `nav`. */
export const navLinks: readonly { id: NavId; href: string }[] = [
  { id: "home", href: anchor(sectionIds.home) },
  { id: "about", href: anchor(sectionIds.about) },
  { id: "services", href: anchor(sectionIds.services) },
  { id: "booking", href: anchor(sectionIds.booking) },
  { id: "contact", href: anchor(sectionIds.contact) },
];

/** Each language's privacy notice, a page of its own with no script: "/privacy/", "/ta/privacy/". */
export const privacyNoticePath = (language: Language) => `${languageInfo[language].path}privacy/`;

/**
 * Each language's page for an address the site does not have: "/404.html", which Netlify answers
 * any missing address with, and "/ta/404.html" for those under a language's folder (notFoundRules).
 */
export const notFoundPath = (language: Language) => `${languageInfo[language].path}404.html`;

/**
 * The footer's legal links: the privacy notice in the page's language, then the terms and the
 * cookie policy on the legal page, which is in English.
 */
export const legalLinks = (
  language: Language,
): readonly { id: LegalId; href: string; hrefLang: string }[] => [
  { id: "privacy", href: privacyNoticePath(language), hrefLang: languageInfo[language].tag },
  { id: "terms", href: "/legal.html#terms", hrefLang: languageInfo.en.tag },
  { id: "cookies", href: "/legal.html#cookies", hrefLang: languageInfo.en.tag },
];

/**
 * "Book Mini", "Book SUV/MUV" and friends link to #book-<vehicle>: a place at the top of the
 * booking section (so a plain link, before any script, lands on the form) that the form reads to
 * choose the vehicle. The vehicle lives in the URL, so the link can be shared.
 */
export const bookVehicleId = (vehicle: VehicleType) => `book-${vehicle}`;

export function vehicleFromHash(hash: string): VehicleType | undefined {
  return vehicleTypes.find((vehicle) => hash === anchor(bookVehicleId(vehicle)));
}

/** A route page's address in a language: "/ta/chennai-to-madurai-taxi/". */
export const routePath = (language: Language, slug: string) =>
  `${languageInfo[language].path}${slug}/`;
