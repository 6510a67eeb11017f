import { fares, type PlanId } from "../../fares/fares.ts";
import type {
  AreaCode,
  LegalId,
  NavId,
  ServiceId,
  StatId,
  TestimonialId,
} from "../../page-keys.ts";
import { areaCodes } from "../../page-keys.ts";
import { hour12 } from "../format.ts";
import { format, withSeats } from "./form-words.ts";
import type { Language } from "../languages.ts";

/**
 * The English page's words: the product's own, and the source every translation follows. The
 * spec's messages are here exactly as the spec writes them. Three exports, by when a page needs
 * them: `en` as it starts, `enStatic` only at build time, and `enForms` with the forms (in
 * form-words.ts, which the functions import without the page's words). Their types
 * are what every other language file must be: a key missing there, or one English does not have,
 * fails the typecheck; a key no code reads fails tests/unit/messages.test.ts.
 *
 * A sentence with a link in it is a function of the link (`<Link>(…) => (string | Link)[]`), so
 * each language puts the link where its word order needs it.
 */

/** How far a file has come: English is the source; a translation is drafted until reviewed. */
export type ReviewStatus = "source" | "drafted" | "reviewed";

/** A file's state, and once reviewed who reviewed it and when ("Name, 2027-01-15"). */
export interface Review {
  status: ReviewStatus;
  by?: string;
}

export interface PlanWords {
  title: string;
  /** The kind of car, beside the plan's capacity. */
  note: string;
  features: readonly string[];
}
export interface CardWords {
  title: string;
  description: string;
}
export interface StatWords {
  value: string;
  label: string;
}
export interface TestimonialWords {
  /** As the passenger's name is written in this language. */
  name: string;
  role: string;
  quote: string;
}

/** "22:00" → "10PM", "06:30" → "6:30AM": the spec's way of writing the night window. */
export function clockLabel(time: string): string {
  return `${hour12(time)}${time < "12:00" ? "AM" : "PM"}`;
}

const areas: Record<AreaCode, string> = {
  TN: "Tamil Nadu",
  KL: "Kerala",
  AP: "Andhra Pradesh",
  KA: "Karnataka",
  PY: "Puducherry",
};
const areaNames = areaCodes.map((code) => areas[code]);

const plans: Record<PlanId, PlanWords> = {
  mini: {
    title: "Mini",
    note: "Hatchback",
    features: ["Hatchback comfort", "Ideal for short drops"],
  },
  sedan: { title: "Sedan", note: "Sedan", features: ["Extra boot space", "Best for airport runs"] },
  suv: {
    title: "SUV/MUV",
    note: "SUV or MUV",
    features: ["Room for family luggage", "Long trips and hill roads"],
  },
};

const nav: Record<NavId, string> = {
  home: "Home",
  about: "About Us",
  services: "Our Services",
  booking: "Book Now",
  contact: "Contact Us",
};

/** The footer's legal links: the privacy notice is in every language, the terms and cookies in English only (other languages say so in these links). */
const legal: Record<LegalId, string> = {
  privacy: "Privacy Notice",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
};

const services: Record<ServiceId, CardWords> = {
  airport: {
    title: "Airport Transfers",
    description:
      "Pickups and drops at Chennai, Bengaluru, Kochi, Coimbatore and every airport we serve, timed to your flight.",
  },
  oneWay: {
    title: "One-Way Drop",
    description: "Pay only for the distance you travel. No return fare for the empty trip back.",
  },
  corporate: {
    title: "Corporate Services",
    description: "Reliable cars for staff and guests, with monthly billing for companies.",
  },
  allDay: {
    title: "24/7 Availability",
    description: "Early-morning flights and late-night trains: call any hour, any day.",
  },
  payment: {
    title: "Easy Payment",
    description:
      "Pay by UPI, card or cash at the end of the trip. A clear bill, no hidden charges.",
  },
  local: {
    title: "Local Expertise",
    description: "Drivers who know the highways, ghats and temple towns of South India.",
  },
};

const stats: Record<StatId, StatWords> = {
  safe: { value: "100%", label: "Safe Rides" },
  rating: { value: "4.9", label: "Customer Rating" },
  clients: { value: "15k+", label: "Happy Clients" },
};

const testimonials: Record<TestimonialId, TestimonialWords> = {
  priya: {
    name: "Priya Raman",
    role: "IT professional, Chennai",
    quote:
      "Booked a 4 AM airport drop the night before. The driver was at my gate ten minutes early.",
  },
  arun: {
    name: "Arun Kumar",
    role: "Business traveller, Coimbatore",
    quote: "Coimbatore to Bengaluru one way at a fair price. Clean sedan and a careful driver.",
  },
  lakshmi: {
    name: "Lakshmi Nair",
    role: "Family trip, Kochi",
    quote:
      "The Innova fit all seven of us and our luggage. A small delay at pickup, otherwise perfect.",
  },
  rafi: {
    name: "Mohammed Rafi",
    role: "Student, Puducherry",
    quote: "Puducherry to Chennai airport with no return fare. I use them every semester.",
  },
};

const address = "Anna Salai, Chennai, Tamil Nadu 600002";

/** The waiting charge: in the rates' list of charges and on every route page. */
const waiting = () =>
  `Waiting ${format.rupees(fares.waitingChargePerMinute)} per minute after the grace period`;

/** The words the page needs in the browser, as it starts: the parts a visitor acts on. */
export const en = {
  language: "en" as Language,
  skipToContent: "Skip to content",
  nav,
  areas,
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    callUs: "Call us: ",
    serviceAreas: "Service areas: ",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    call: (phone: string) => `Call ${phone}`,
    weServe: "We serve:",
    /** The language switcher's name, read out before the language it shows. */
    language: "Language: ",
    /** Closes the offer (on the English page) to read the page in the language chosen before. */
    stayInEnglish: "Stay in English",
  },
  /** Where a form stands until its code (and its words, `enForms`) arrive. */
  loadingForm: "Loading the form…",
  booking: {
    title: "Book Your Ride",
    intro: "Tell us where and when. We call you back within minutes to confirm.",
  },
  testimonials: {
    title: "What Our Passengers Say",
    region: "Testimonials",
    carousel: "carousel",
    slide: "slide",
    slideLabel: (index: number, count: number, name: string) => `${index} of ${count}: ${name}`,
    previous: "Previous testimonial",
    next: "Next testimonial",
    show: (index: number, count: number) => `Show testimonial ${index} of ${count}`,
    rated: (rating: number, out: number) => `Rated ${rating} out of ${out}`,
    people: testimonials,
  },
  contact: {
    title: "Contact Us Today",
    intro:
      "Questions, corporate accounts or a quote for a long trip: write or call, we answer every message.",
    infoTitle: "Contact information",
    whatsapp: "WhatsApp us",
    areas: `Service areas: ${areaNames.join(", ")} and inter-state travel`,
    hours: "Working hours: Monday to Sunday 24/7",
    address,
    mapTitle: "Find us in Chennai",
    openMap: "Open in Google Maps",
    marker: "Our office",
  },
};

export type Messages = typeof en;

/**
 * The words of the sections nobody acts on in the browser (the head, hero, services, about,
 * rates, footer): written into the HTML at build time, which the browser keeps as it is, so no
 * page's scripts carry them (src/app.tsx).
 */
export const enStatic = {
  language: "en" as Language,
  review: { status: "source" } as Review,
  format,
  head: {
    /** After the business's name in the page's title. */
    title: "One-Way Drop Taxi in Chennai & South India",
    description: () =>
      `One-way drop taxi across ${format.and(areaNames)}. Airport transfers, outstation drops, 24/7. ${fares.pricingPlans
        .map((plan) => `${plans[plan.id].title} ${format.rupees(plan.pricePerKm)}/km`)
        .join(", ")}.`,
  },
  /** The page an address the site does not have gets (src/not-found/not-found-page.tsx). */
  notFound: {
    title: "Page not found",
    text: "There is no page at this address: it may have moved, or a letter may be wrong. Our routes and fares are on the home page.",
    otherLanguages: "This site in other languages",
  },
  nav,
  legal,
  areas,
  interState: "Inter-state Travel",
  address,
  withSeats,
  hero: {
    eyebrow: "One-way drop taxi · 24/7",
    title: "Pay one way only. Drop taxis across South India.",
    lead: `Airport transfers, outstation drops and corporate travel across ${areaNames.join(", ")} and beyond. No return fare, no surprises.`,
    book: "Book a Ride",
    rates: "View Our Rates",
    highlights: ["Professional Drivers", "On-Time Service", "Competitive Rates"],
  },
  services: {
    title: "Our Services",
    intro: "Whatever the trip, one call gets you a clean car and a driver who knows the road.",
    cards: services,
    learnMore: "Learn More",
    /** Read out after "Learn More". */
    learnMoreAbout: (service: string) => ` about ${service}`,
    /**
     * What each card's "Learn More" starts the contact message with: a sentence of its own per
     * service, since a title does not fit every language's "about …" (Tamil's "எளிதாகப் பணம்
     * செலுத்தலாம் பற்றி" is no sentence).
     */
    messages: {
      airport: "I would like to know more about Airport Transfers",
      oneWay: "I would like to know more about One-Way Drop",
      corporate: "I would like to know more about Corporate Services",
      allDay: "I would like to know more about 24/7 Availability",
      payment: "I would like to know more about Easy Payment",
      local: "I would like to know more about Local Expertise",
    } satisfies Record<ServiceId, string>,
  },
  about: {
    title: "About Us",
    story: (business: string) =>
      `${business} started with one car and a simple idea: a passenger going one way should pay one way. Today our drivers cover every district of Tamil Nadu, Kerala, Andhra Pradesh, Karnataka and Puducherry, day and night.`,
    promise:
      "Every driver is verified and experienced on long routes, every car is cleaned before each trip, and every fare is quoted before you travel.",
    stats,
  },
  pricing: {
    title: "Our Rates",
    intro: "Simple per-kilometre pricing. You pay for one way only.",
    popular: "Most Popular",
    perKm: "per km",
    plans,
    upTo: (count: number) => `up to ${count} passengers`,
    book: (what: string) => `Book ${what}`,
    waiting,
    chargesTitle: "Additional charges",
    charges: () => [
      `Airport pickup ${format.rupees(fares.airportPickupCharge)}`,
      waiting(),
      `Night charge ${format.percent(fares.night.rate)} between ${clockLabel(fares.night.from)} and ${clockLabel(fares.night.until)}`,
      `Extra stops ${format.rupees(fares.extraStopCharge)} each`,
      "Interstate permit as per state rules",
      "Luggage help included",
    ],
  },
  footer: {
    tagline:
      "One-way drop taxi across Tamil Nadu, Kerala, Andhra Pradesh, Karnataka and Puducherry.",
    quickLinks: "Quick Links",
    serviceAreas: "Service Areas",
    contact: "Contact",
    rights: "All rights reserved.",
  },
};

export type StaticMessages = typeof enStatic;
