import { vehicleTypes, type VehicleType } from "../shared/fare-config";

/**
 * Section anchors. Nav links, footer links and buttons take their hrefs from here and the
 * sections take their ids from here, so a link can never point at a section that isn't there
 * (the old site's about-us and our-services links did).
 */
export const sectionIds = {
  home: "home",
  services: "our-services",
  about: "about-us",
  pricing: "pricing",
  booking: "book-now",
  testimonials: "testimonials",
  contact: "contact-us",
} as const;

export const anchor = (id: string) => `#${id}`;

export const navLinks = [
  { label: "Home", href: anchor(sectionIds.home) },
  { label: "About Us", href: anchor(sectionIds.about) },
  { label: "Our Services", href: anchor(sectionIds.services) },
  { label: "Book Now", href: anchor(sectionIds.booking) },
  { label: "Contact Us", href: anchor(sectionIds.contact) },
] as const;

/** The legal pages live on their own page so they can be linked to and read without the app. */
export const legalLinks = [
  { label: "Privacy Policy", href: "/legal.html#privacy" },
  { label: "Terms of Service", href: "/legal.html#terms" },
  { label: "Cookie Policy", href: "/legal.html#cookies" },
] as const;

/**
 * "Book Mini", "Book SUV/MUV" and friends link to #book-<vehicle>: a place at the top of the
 * booking section (so a plain link, before any script, lands on the form) that the form reads to
 * choose the vehicle. The vehicle lives in the URL, so the link can be shared.
 */
export const bookVehicleId = (vehicle: VehicleType) => `book-${vehicle}`;

export function vehicleFromHash(hash: string): VehicleType | undefined {
  return vehicleTypes.find((vehicle) => hash === anchor(bookVehicleId(vehicle)));
}
