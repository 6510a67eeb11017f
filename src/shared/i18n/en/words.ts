import { fares, passengerLabel, type PlanId, type VehicleType } from "../../fares/fares.ts";
import type { FieldErrorCode, FieldName } from "../../forms/field-errors.ts";
import { maxLength } from "../../forms/field-limits.ts";
import type { ApiErrorCode } from "../../forms/api.ts";
import type {
  AreaCode,
  LegalId,
  NavId,
  ServiceId,
  StatId,
  TestimonialId,
} from "../../page-keys.ts";
import { areaCodes } from "../../page-keys.ts";
import { formatsFor, hour12 } from "../format.ts";
import type { Language } from "../languages.ts";

/**
 * The English page's words: the product's own, and the source every translation follows. The
 * spec's messages are here exactly as the spec writes them. Three exports, by when a page needs
 * them: `en` as it starts, `enStatic` only at build time, `enForms` with the forms. Their types
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

/** What a field's message may quote: the form's values as they stand. */
export interface FieldErrorValues {
  passengers?: number;
  vehicleType?: VehicleType;
}
export type FieldMessage = string | ((values: FieldErrorValues) => string);
export type FieldErrorMessages = {
  [Field in FieldName]: Record<FieldErrorCode<Field>, FieldMessage>;
};
export type FailureMessages = Record<Exclude<ApiErrorCode, "rate_limited">, string> & {
  rate_limited: (minutes: number) => string;
};
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
export type WithLinks = <Link>(first: Link, second: Link) => (string | Link)[];
/** A sentence with one figure set apart (in bold): the words around it. */
export type WithFigure = <Figure>(figure: Figure, km: string) => (string | Figure)[];

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
const format = /* @__PURE__ */ formatsFor("en-IN");

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

/** The operators' names for the cars (fare-config.ts) are the English page's too. */
const vehicle = (type: VehicleType) => fares.vehicles[type].label;
const withSeats = (type: VehicleType) =>
  `${vehicle(type)} (up to ${fares.vehicles[type].capacity})`;

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

const retype = (what: string) => `Please retype ${what}: it has a hidden character we cannot save`;
const place = (what: string) => ({
  required: `Please enter the ${what}`,
  too_long: `Please keep the ${what} under ${maxLength.place} characters`,
  hidden_character: retype(`the ${what}`),
});

// Built when first read (pure): a page's first scripts, which need none of these, stay free
// of the limits they quote.
const fieldErrors: FieldErrorMessages = /* @__PURE__ */ (() => ({
  name: {
    required: "Please enter your name",
    too_long: `Please keep your name under ${maxLength.name} characters`,
    hidden_character: retype("your name"),
  },
  email: {
    required: "Please enter your e-mail address",
    too_long: "That e-mail address is too long",
    invalid: "Enter a valid e-mail address, like name@example.com",
  },
  phone: {
    required: "Please enter your phone number",
    invalid:
      "Enter a 10-digit Indian mobile number, or include the + country code for other countries",
  },
  message: {
    required: "Please write your message",
    too_long: `Please keep your message under ${maxLength.message} characters`,
    hidden_character: retype("your message"),
  },
  pickupLocation: place("pickup location"),
  dropoffLocation: place("drop location"),
  pickupDate: {
    required: "Please choose a pickup date",
    not_a_date: "Please choose a real date",
    past_date: "That date has already passed. Please choose today or a later date.",
  },
  pickupTime: {
    required: "Please choose a pickup time",
    past_time: "That pickup time has already passed. Please choose a later time.",
  },
  passengers: {
    required: "Please choose the number of passengers",
    too_many: () =>
      `We seat at most ${fares.maxPassengers} passengers in one car. For a larger group, please call us.`,
    over_capacity: ({ passengers = 1, vehicleType = fares.defaultVehicle }) =>
      `The ${vehicle(vehicleType)} seats up to ${fares.vehicles[vehicleType].capacity}. For ${passengers} passengers choose ${fares
        .vehiclesFor(passengers)
        .map(withSeats)
        .join(" or ")}.`,
  },
  vehicleType: { required: "Please choose a vehicle" },
  extraStops: {
    required: "Please choose the number of extra stops",
    too_many: () =>
      `We can plan at most ${fares.maxExtraStops} extra stops online; call us for more`,
  },
}))();

const sooner: WithLinks = (call, whatsapp) => ["Need it sooner? ", call, " or ", whatsapp, "."];
const otherWays: WithLinks = (whatsapp, call) => [whatsapp, " or ", call, "."];
const estimate: WithFigure = (total, km) => ["Estimated fare: ", total, ` for about ${km} km`];

const failures: FailureMessages = {
  validation: "Please check the highlighted fields.",
  bad_json: "We could not read that request.",
  unsupported_media_type: "Please send the form as JSON.",
  too_large: "That is too long for us to accept. Please shorten it and try again.",
  method_not_allowed: "This address only accepts form submissions (POST).",
  bad_idempotency_key: "We could not read that request.",
  form_idempotency_key:
    "We could not accept that request. Please send the form again from our page, or call us.",
  other_site: "This form was sent from another website. Please use our own page, or call us.",
  idempotency_key_reused: "Your details changed while they were being sent. Please send again.",
  rate_limited: (minutes) =>
    `You have sent several requests in a few minutes. Please try again in ${minutes} minute${minutes > 1 ? "s" : ""}, or call us.`,
  unavailable: "We could not save your request just now. Please try again in a minute, or call us.",
  internal: "Something went wrong on our side. Please try again.",
  offline: "We could not reach the server. Please try again.",
};

const address = "Anna Salai, Chennai, Tamil Nadu 600002";

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
    chargesTitle: "Additional charges",
    charges: () => [
      `Airport pickup ${format.rupees(fares.airportPickupCharge)}`,
      `Waiting ${format.rupees(fares.waitingChargePerMinute)} per minute after the grace period`,
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

/**
 * The forms' words: they travel with the forms' code, after the first paint, not in the page's
 * first scripts (the entries load this export as `en/words.ts?forms`, a module of its own).
 */
export const enForms = {
  format,
  withSeats,
  sending: "Sending...",
  /** Beside each form's submit button, to the privacy notice in the page's language. */
  privacyLink: "How we use your details",
  phoneHint: "A 10-digit Indian mobile, or a number with its + country code",
  passengers: passengerLabel,
  fieldErrors,
  failures,
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone: string, minutes: number) =>
    `An operator will call you on ${phone}, usually within ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "Booking received", contact: "Message received" },
    gone: "This confirmation is no longer shown here. If you have a question about your booking, call us.",
    /** A thank-you link to an enquiry whose details were removed (retention, or erasure). */
    removed:
      "The details of this enquiry were removed, as our privacy notice says. If you have a question about it, call us.",
    problemTitle: "Please check what you sent",
    fixAndResend:
      "Go back with your browser's Back button: everything you typed is still there. Correct it and send it again.",
    tryAgain:
      "Go back with your browser's Back button: everything you typed is still there. Send it again in a while.",
    call: (phone: string) => `Or call us: ${phone}`,
    needItSooner: (phone: string) => `Need it sooner? Call ${phone}`,
    home: "Back to the site",
  },
  booking: {
    labels: {
      pickupLocation: "Pickup location",
      dropoffLocation: "Drop location",
      pickupDate: "Pickup date",
      pickupTime: "Pickup time",
      passengers: "Passengers",
      vehicleType: "Vehicle",
      name: "Your name",
      phone: "Phone",
      extraStops: "Extra stops on the way",
    },
    noStops: "None",
    stops: (count: number, price: string) => `${count} (${price})`,
    submit: "Book Now",
    /** The spec's words. */
    thanks: "Thank you for your booking! We will contact you shortly to confirm the details.",
    trip: (from: string, to: string, date: string, time: string) =>
      `${from} → ${to}, ${date}, ${time}`,
    reference: "Your reference: ",
    call: (phone: string) => `Call ${phone}`,
    sendOnWhatsapp: "send it on WhatsApp",
    sooner,
    error:
      "We could not send your booking. Everything you typed is still here: try again, or send it to us on WhatsApp.",
    whatsappInstead: "Send this booking on WhatsApp",
    callInstead: (phone: string) => `call ${phone}`,
    otherWays,
    kept: "No connection just now. Your booking is saved on this phone and will be sent by itself as soon as it is online: keep this page open, or open it again later.",
    expired: (date: string, time: string) =>
      `Your booking for ${date} at ${time} was not sent: its pickup time passed while your phone was offline. Please call us.`,
  },
  fare: {
    estimate,
    distance: (km: string, rate: string, fare: string) => `${km} km × ${rate} = ${fare}`,
    night: (rate: string, amount: string) => `Night charge ${rate}: ${amount}`,
    airport: (amount: string) => `Airport pickup: ${amount}`,
    stops: (amount: string) => `Extra stops: ${amount}`,
    note: "Estimate only: tolls, parking and interstate permits are extra.",
    unknownRoute:
      "We don't have this route in our fare table: the operator will call you with a quote.",
    prompt: "Type your pickup and drop to see an estimated fare.",
  },
  contact: {
    formTitle: "Send us a message",
    labels: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
    submit: "Send Message",
    /** The spec's words. */
    thanks: "Thank you for your message! We will contact you soon.",
    /** The spec's words. */
    error: "There was an error sending your message. Please try again.",
    kept: "No connection just now. Your message is saved on this phone and will be sent by itself as soon as it is online: keep this page open, or open it again later.",
    sooner: <Link>(call: Link, whatsapp: Link) => [
      "Need an answer sooner? ",
      call,
      " or ",
      whatsapp,
      ".",
    ],
    writeOnWhatsapp: "write on WhatsApp",
  },
};

export type FormMessages = typeof enForms;
