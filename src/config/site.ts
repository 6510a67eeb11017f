import { businessPhoneE164 } from "../shared/business-phone.ts";
import { unbreakablePhone, whatsappDigits } from "../shared/phone.ts";

/**
 * Every business detail the site shows lives here, so the operators can change a phone number,
 * a price or an area in one place. Nothing here is secret: it is all printed on the page.
 */

export const site = {
  /** The brand: the same in every language. Words a visitor reads are in src/shared/i18n. */
  name: "South India Drop Taxi",
  /** Shown to people; `phoneE164` is what tel: and WhatsApp links use. */
  phoneDisplay: unbreakablePhone(businessPhoneE164),
  phoneE164: businessPhoneE164,
  /** WhatsApp number in international form without "+", as wa.me expects. */
  whatsappNumber: whatsappDigits(businessPhoneE164),
  emails: ["bookings@droptaxi.example", "support@droptaxi.example"] as const,
  url: "https://droptaxi.example",
  /**
   * Whom a passenger asks about their personal data (a copy, a correction, erasure) or complains
   * to first: named by role, so the notice stays true when the person changes.
   */
  grievance: {
    role: "Grievance Officer",
    email: "support@droptaxi.example",
    phoneE164: businessPhoneE164,
    /** How soon a request is answered, as the privacy notice promises it. */
    answerWithinDays: 7,
  },
  /** The hours in schema.org's form, for the JSON-LD (each language file words them). */
  openingHours: "Mo-Su 00:00-23:59",
  /** Fixed point the map centres on (Chennai). */
  mapCenter: { lat: 13.0827, lng: 80.2707 },
  mapZoom: 12,
  /** Social profiles: an icon is shown only for a URL that is set. */
  social: {
    facebook: "",
    instagram: "",
    twitter: "",
    youtube: "",
  },
} as const;

export type SocialNetwork = keyof typeof site.social;

/**
 * Header turns solid once the page has scrolled more than this many pixels. styles.css repeats it
 * for the moment before the script runs (header-turns-solid); the no-script e2e test holds the two
 * together.
 */
export const headerSolidAfterPx = 20;

/** Testimonial carousel slide duration. */
export const carouselTransitionMs = 500;
