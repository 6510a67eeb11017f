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
