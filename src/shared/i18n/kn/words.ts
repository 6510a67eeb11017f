import { fares } from "../../fares/fares.ts";
import { areaCodes } from "../../page-keys.ts";
import type { Messages, StaticMessages } from "../en/words.ts";
import { hour12 } from "../format.ts";
import { format, withSeats } from "./form-words.ts";

/** Kannada. Drafted: not yet reviewed by a native speaker (docs/languages.md). */

const areas: Messages["areas"] = {
  TN: "ತಮಿಳುನಾಡು",
  KL: "ಕೇರಳ",
  AP: "ಆಂಧ್ರಪ್ರದೇಶ",
  KA: "ಕರ್ನಾಟಕ",
  PY: "ಪುದುಚೇರಿ",
};
const areaNames = areaCodes.map((code) => areas[code]);
/** "A, B, C ಮತ್ತು D": Intl's Kannada list puts a comma before ಮತ್ತು. */
const areaList = `${areaNames.slice(0, -1).join(", ")} ಮತ್ತು ${areaNames.at(-1)}`;

const plans: StaticMessages["pricing"]["plans"] = {
  mini: {
    title: "ಮಿನಿ",
    note: "ಹ್ಯಾಚ್‌ಬ್ಯಾಕ್",
    features: ["ಹ್ಯಾಚ್‌ಬ್ಯಾಕ್ ಆರಾಮ", "ಕಡಿಮೆ ದೂರದ ಪ್ರಯಾಣಕ್ಕೆ ಸೂಕ್ತ"],
  },
  sedan: {
    title: "ಸೆಡಾನ್",
    note: "ಸೆಡಾನ್",
    features: ["ಹೆಚ್ಚು ಡಿಕ್ಕಿ ಜಾಗ", "ಏರ್‌ಪೋರ್ಟ್ ಪ್ರಯಾಣಕ್ಕೆ ಉತ್ತಮ"],
  },
  suv: {
    title: "SUV/MUV",
    note: "SUV ಅಥವಾ MUV",
    features: ["ಕುಟುಂಬದ ಲಗೇಜಿಗೂ ಜಾಗ", "ದೂರದ ಪ್ರಯಾಣ, ಘಾಟಿ ರಸ್ತೆಗಳು"],
  },
};

const nav: Messages["nav"] = {
  home: "ಮುಖಪುಟ",
  about: "ನಮ್ಮ ಬಗ್ಗೆ",
  services: "ಸೇವೆಗಳು",
  booking: "ಬುಕಿಂಗ್",
  contact: "ಸಂಪರ್ಕ",
};

const legal: StaticMessages["legal"] = {
  privacy: "ಗೌಪ್ಯತಾ ಸೂಚನೆ",
  terms: "ಸೇವಾ ನಿಯಮಗಳು (ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ)",
  cookies: "ಕುಕೀ ನೀತಿ (ಇಂಗ್ಲಿಷ್‌ನಲ್ಲಿ)",
};

const services: StaticMessages["services"]["cards"] = {
  airport: {
    title: "ಏರ್‌ಪೋರ್ಟ್ ಪ್ರಯಾಣ",
    description:
      "ಚೆನ್ನೈ, ಬೆಂಗಳೂರು, ಕೊಚ್ಚಿ, ಕೊಯಮತ್ತೂರು ಸೇರಿದಂತೆ ನಾವು ಸೇವೆ ನೀಡುವ ಎಲ್ಲ ಏರ್‌ಪೋರ್ಟ್‌ಗಳಿಗೆ ಪಿಕಪ್, ಡ್ರಾಪ್ — ನಿಮ್ಮ ವಿಮಾನದ ಸಮಯಕ್ಕೆ ತಕ್ಕಂತೆ.",
  },
  oneWay: {
    title: "ಒನ್-ವೇ ಡ್ರಾಪ್",
    description: "ನೀವು ಪ್ರಯಾಣಿಸುವ ದೂರಕ್ಕೆ ಮಾತ್ರ ಹಣ ಕೊಡಿ. ಖಾಲಿ ವಾಪಸ್ ಪ್ರಯಾಣಕ್ಕೆ ದರವಿಲ್ಲ.",
  },
  corporate: {
    title: "ಕಾರ್ಪೊರೇಟ್ ಸೇವೆಗಳು",
    description: "ಸಿಬ್ಬಂದಿ ಮತ್ತು ಅತಿಥಿಗಳಿಗೆ ನಂಬಬಹುದಾದ ಕಾರುಗಳು; ಕಂಪನಿಗಳಿಗೆ ತಿಂಗಳಿಗೊಮ್ಮೆ ಬಿಲ್.",
  },
  allDay: {
    title: "24/7 ಲಭ್ಯ",
    description: "ಮುಂಜಾನೆಯ ವಿಮಾನವಿರಲಿ, ತಡರಾತ್ರಿಯ ರೈಲಿರಲಿ: ಯಾವುದೇ ಸಮಯದಲ್ಲಿ, ಯಾವುದೇ ದಿನ ಕರೆ ಮಾಡಿ.",
  },
  payment: {
    title: "ಸುಲಭ ಪಾವತಿ",
    description: "ಪ್ರಯಾಣದ ಕೊನೆಯಲ್ಲಿ UPI, ಕಾರ್ಡ್ ಅಥವಾ ನಗದು ಮೂಲಕ ಪಾವತಿಸಿ. ಸ್ಪಷ್ಟ ಬಿಲ್, ಮುಚ್ಚಿಟ್ಟ ಶುಲ್ಕಗಳಿಲ್ಲ.",
  },
  local: {
    title: "ಸ್ಥಳೀಯ ಅನುಭವ",
    description: "ದಕ್ಷಿಣ ಭಾರತದ ಹೆದ್ದಾರಿಗಳು, ಘಾಟಿಗಳು, ದೇವಾಲಯ ಪಟ್ಟಣಗಳನ್ನು ಚೆನ್ನಾಗಿ ಬಲ್ಲ ಚಾಲಕರು.",
  },
};

const stats: StaticMessages["about"]["stats"] = {
  safe: { value: "100%", label: "ಸುರಕ್ಷಿತ ಪ್ರಯಾಣಗಳು" },
  rating: { value: "4.9", label: "ಗ್ರಾಹಕರ ರೇಟಿಂಗ್" },
  clients: { value: "15,000+", label: "ಸಂತೃಪ್ತ ಗ್ರಾಹಕರು" },
};

const testimonials: Messages["testimonials"]["people"] = {
  priya: {
    name: "ಪ್ರಿಯಾ ರಾಮನ್",
    role: "ಐಟಿ ಉದ್ಯೋಗಿ, ಚೆನ್ನೈ",
    quote:
      "ಹಿಂದಿನ ರಾತ್ರಿಯೇ ಮುಂಜಾನೆ 4 ಗಂಟೆಯ ಏರ್‌ಪೋರ್ಟ್ ಡ್ರಾಪ್ ಬುಕ್ ಮಾಡಿದ್ದೆ. ಚಾಲಕರು ಹತ್ತು ನಿಮಿಷ ಮುಂಚೆಯೇ ನಮ್ಮ ಮನೆ ಬಾಗಿಲಲ್ಲಿ ಇದ್ದರು.",
  },
  arun: {
    name: "ಅರುಣ್ ಕುಮಾರ್",
    role: "ವ್ಯಾಪಾರ ಪ್ರಯಾಣಿಕ, ಕೊಯಮತ್ತೂರು",
    quote: "ಕೊಯಮತ್ತೂರಿನಿಂದ ಬೆಂಗಳೂರಿಗೆ ಒನ್-ವೇ, ನ್ಯಾಯಯುತ ದರದಲ್ಲಿ. ಸ್ವಚ್ಛ ಸೆಡಾನ್, ಎಚ್ಚರಿಕೆಯಿಂದ ಓಡಿಸುವ ಚಾಲಕ.",
  },
  lakshmi: {
    name: "ಲಕ್ಷ್ಮಿ ನಾಯರ್",
    role: "ಕುಟುಂಬ ಪ್ರವಾಸ, ಕೊಚ್ಚಿ",
    quote: "ನಾವು ಏಳು ಜನರಿಗೂ ನಮ್ಮ ಲಗೇಜಿಗೂ Innovaದಲ್ಲಿ ಆರಾಮವಾಗಿ ಜಾಗ ಸಿಕ್ಕಿತು. ಪಿಕಪ್‌ನಲ್ಲಿ ಸ್ವಲ್ಪ ತಡ, ಉಳಿದದ್ದೆಲ್ಲ ಅದ್ಭುತ.",
  },
  rafi: {
    name: "ಮೊಹಮ್ಮದ್ ರಫಿ",
    role: "ವಿದ್ಯಾರ್ಥಿ, ಪುದುಚೇರಿ",
    quote: "ಪುದುಚೇರಿಯಿಂದ ಚೆನ್ನೈ ಏರ್‌ಪೋರ್ಟ್‌ಗೆ, ವಾಪಸ್ ದರವಿಲ್ಲದೆ. ಪ್ರತಿ ಸೆಮಿಸ್ಟರ್‌ಗೂ ಇವರನ್ನೇ ಬುಕ್ ಮಾಡುತ್ತೇನೆ.",
  },
};

const address = "ಅಣ್ಣಾ ಸಾಲೈ, ಚೆನ್ನೈ, ತಮಿಳುನಾಡು 600002";

/** The waiting charge: in the rates' list of charges and on every route page. */
const waiting = () => `ಕಾಯುವಿಕೆ: ಉಚಿತ ಸಮಯದ ನಂತರ ನಿಮಿಷಕ್ಕೆ ${format.rupees(fares.waitingChargePerMinute)}`;

export const kn: Messages = {
  language: "kn",
  skipToContent: "ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ",
  nav,
  areas,
  header: {
    mainNav: "ಮುಖ್ಯ ಮೆನು",
    mobileNav: "ಮೆನು",
    callUs: "ಕರೆ ಮಾಡಿ: ",
    serviceAreas: "ಸೇವಾ ಪ್ರದೇಶಗಳು: ",
    openMenu: "ಮೆನು ತೆರೆಯಿರಿ",
    closeMenu: "ಮೆನು ಮುಚ್ಚಿ",
    call: (phone) => `ಕರೆ ಮಾಡಿ: ${phone}`,
    weServe: "ಸೇವಾ ಪ್ರದೇಶಗಳು:",
    language: "ಭಾಷೆ: ",
    stayInEnglish: "ಇಂಗ್ಲಿಷ್‌ನಲ್ಲೇ ಮುಂದುವರಿಯಿರಿ",
  },
  loadingForm: "ಫಾರ್ಮ್ ಲೋಡ್ ಆಗುತ್ತಿದೆ…",
  booking: {
    title: "ನಿಮ್ಮ ಪ್ರಯಾಣ ಬುಕ್ ಮಾಡಿ",
    intro: "ಎಲ್ಲಿಂದ, ಎಲ್ಲಿಗೆ, ಯಾವಾಗ ಎಂದು ತಿಳಿಸಿ. ಖಚಿತಪಡಿಸಲು ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ನಾವೇ ಕರೆ ಮಾಡುತ್ತೇವೆ.",
  },
  testimonials: {
    title: "ನಮ್ಮ ಪ್ರಯಾಣಿಕರ ಮಾತು",
    region: "ಪ್ರಯಾಣಿಕರ ಅಭಿಪ್ರಾಯಗಳು",
    carousel: "ಸ್ಲೈಡ್ ಶೋ",
    slide: "ಅಭಿಪ್ರಾಯ",
    slideLabel: (index, count, name) => `${count}ರಲ್ಲಿ ${index}: ${name}`,
    previous: "ಹಿಂದಿನ ಅಭಿಪ್ರಾಯ",
    next: "ಮುಂದಿನ ಅಭಿಪ್ರಾಯ",
    show: (index, count) => `${count}ರಲ್ಲಿ ${index}ನೇ ಅಭಿಪ್ರಾಯ ತೋರಿಸಿ`,
    rated: (rating, out) => `${out}ಕ್ಕೆ ${rating} ರೇಟಿಂಗ್`,
    people: testimonials,
  },
  contact: {
    title: "ಇಂದೇ ಸಂಪರ್ಕಿಸಿ",
    intro:
      "ಪ್ರಶ್ನೆಗಳು, ಕಾರ್ಪೊರೇಟ್ ಖಾತೆಗಳು, ದೂರದ ಪ್ರಯಾಣದ ದರ: ಬರೆಯಿರಿ ಅಥವಾ ಕರೆ ಮಾಡಿ, ಪ್ರತಿಯೊಂದು ಸಂದೇಶಕ್ಕೂ ಉತ್ತರಿಸುತ್ತೇವೆ.",
    infoTitle: "ಸಂಪರ್ಕ ವಿವರಗಳು",
    whatsapp: "WhatsApp ಮಾಡಿ",
    areas: `ಸೇವಾ ಪ್ರದೇಶಗಳು: ${areaNames.join(", ")} ಮತ್ತು ಅಂತರರಾಜ್ಯ ಪ್ರಯಾಣ`,
    hours: "ಕೆಲಸದ ಸಮಯ: ಸೋಮವಾರದಿಂದ ಭಾನುವಾರದವರೆಗೆ, 24 ಗಂಟೆಯೂ",
    address,
    mapTitle: "ಚೆನ್ನೈನಲ್ಲಿರುವ ನಮ್ಮ ಕಚೇರಿ",
    openMap: "Google Mapsನಲ್ಲಿ ತೆರೆಯಿರಿ",
    marker: "ನಮ್ಮ ಕಚೇರಿ",
  },
};

export const knStatic: StaticMessages = {
  language: "kn",
  review: { status: "drafted" },
  format,
  head: {
    title: "ಚೆನ್ನೈ ಮತ್ತು ದಕ್ಷಿಣ ಭಾರತದಾದ್ಯಂತ ಒನ್-ವೇ ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ",
    description: () =>
      `${areaList} — ಎಲ್ಲೆಡೆ ಒನ್-ವೇ ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ. ಏರ್‌ಪೋರ್ಟ್ ಪ್ರಯಾಣ, ಬೇರೆ ಊರಿಗೆ ಡ್ರಾಪ್, 24/7. ${fares.pricingPlans
        .map((plan) => `${plans[plan.id].title} ${format.rupees(plan.pricePerKm)}/km`)
        .join(", ")}.`,
  },
  notFound: {
    title: "ಪುಟ ಸಿಗಲಿಲ್ಲ",
    text: "ಈ ವಿಳಾಸದಲ್ಲಿ ಪುಟವಿಲ್ಲ: ಅದು ಸ್ಥಳಾಂತರಗೊಂಡಿರಬಹುದು, ಅಥವಾ ಒಂದು ಅಕ್ಷರ ತಪ್ಪಿರಬಹುದು. ನಮ್ಮ ಮಾರ್ಗಗಳು ಮತ್ತು ದರಗಳು ಮುಖಪುಟದಲ್ಲಿವೆ.",
    otherLanguages: "ಈ ತಾಣ ಇತರ ಭಾಷೆಗಳಲ್ಲಿ",
  },
  nav,
  legal,
  areas,
  interState: "ಅಂತರರಾಜ್ಯ ಪ್ರಯಾಣ",
  address,
  withSeats,
  hero: {
    eyebrow: "ಒನ್-ವೇ ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ · 24/7",
    title: "ಒಂದು ಕಡೆಯ ದರ ಮಾತ್ರ. ದಕ್ಷಿಣ ಭಾರತದಾದ್ಯಂತ ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ.",
    lead: `ಏರ್‌ಪೋರ್ಟ್ ಪ್ರಯಾಣ, ಬೇರೆ ಊರಿಗೆ ಡ್ರಾಪ್, ಕಚೇರಿ ಪ್ರಯಾಣ — ${areaNames.join(", ")} ಮತ್ತು ಅದರಾಚೆಗೂ. ವಾಪಸ್ ದರವಿಲ್ಲ, ಅನಿರೀಕ್ಷಿತ ಶುಲ್ಕಗಳೂ ಇಲ್ಲ.`,
    book: "ಪ್ರಯಾಣ ಬುಕ್ ಮಾಡಿ",
    rates: "ನಮ್ಮ ದರಗಳನ್ನು ನೋಡಿ",
    highlights: ["ಅನುಭವಿ ಚಾಲಕರು", "ಸಮಯಕ್ಕೆ ಸರಿಯಾಗಿ", "ನ್ಯಾಯಯುತ ದರಗಳು"],
  },
  services: {
    title: "ನಮ್ಮ ಸೇವೆಗಳು",
    intro: "ಯಾವುದೇ ಪ್ರಯಾಣವಿರಲಿ, ಒಂದೇ ಕರೆಯಲ್ಲಿ ಸ್ವಚ್ಛವಾದ ಕಾರು ಮತ್ತು ದಾರಿ ಗೊತ್ತಿರುವ ಚಾಲಕ.",
    cards: services,
    learnMore: "ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ",
    learnMoreAbout: (service) => `: ${service}`,
    messages: {
      airport: "ಏರ್‌ಪೋರ್ಟ್ ಪ್ರಯಾಣದ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಲು ಬಯಸುತ್ತೇನೆ",
      oneWay: "ಒನ್-ವೇ ಡ್ರಾಪ್ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಲು ಬಯಸುತ್ತೇನೆ",
      corporate: "ಕಾರ್ಪೊರೇಟ್ ಸೇವೆಗಳ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಲು ಬಯಸುತ್ತೇನೆ",
      allDay: "ರಾತ್ರಿ ಮತ್ತು ಬೆಳಗಿನ ಜಾವದಲ್ಲೂ ಕಾರು ಸಿಗುತ್ತದೆಯೇ ಎಂದು ತಿಳಿಯಲು ಬಯಸುತ್ತೇನೆ",
      payment: "ಪಾವತಿ ವಿಧಾನಗಳ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಲು ಬಯಸುತ್ತೇನೆ",
      local: "ನಿಮ್ಮ ಡ್ರೈವರ್‌ಗಳು ಮತ್ತು ಮಾರ್ಗಗಳ ಬಗ್ಗೆ ಇನ್ನಷ್ಟು ತಿಳಿಯಲು ಬಯಸುತ್ತೇನೆ",
    },
  },
  about: {
    title: "ನಮ್ಮ ಬಗ್ಗೆ",
    story: (business) =>
      `ಒಂದೇ ಕಾರು ಮತ್ತು ಒಂದು ಸರಳ ಆಲೋಚನೆಯೊಂದಿಗೆ ${business} ಆರಂಭವಾಯಿತು: ಒಂದು ಕಡೆಗೆ ಮಾತ್ರ ಹೋಗುವ ಪ್ರಯಾಣಿಕರು ಒಂದು ಕಡೆಯ ದರವನ್ನು ಮಾತ್ರ ಕೊಡಬೇಕು. ಇಂದು ನಮ್ಮ ಚಾಲಕರು ತಮಿಳುನಾಡು, ಕೇರಳ, ಆಂಧ್ರಪ್ರದೇಶ, ಕರ್ನಾಟಕ ಮತ್ತು ಪುದುಚೇರಿಯ ಎಲ್ಲ ಜಿಲ್ಲೆಗಳಿಗೂ ಹಗಲು ರಾತ್ರಿ ಸಂಚರಿಸುತ್ತಾರೆ.`,
    promise:
      "ಪ್ರತಿಯೊಬ್ಬ ಚಾಲಕರ ವಿವರಗಳನ್ನೂ ಪರಿಶೀಲಿಸಿದ್ದೇವೆ, ಅವರು ದೂರದ ಮಾರ್ಗಗಳಲ್ಲಿ ಅನುಭವಿಗಳು; ಪ್ರತಿ ಪ್ರಯಾಣಕ್ಕೂ ಮುನ್ನ ಕಾರನ್ನು ಸ್ವಚ್ಛಗೊಳಿಸುತ್ತೇವೆ; ಪ್ರಯಾಣಕ್ಕೂ ಮುನ್ನವೇ ದರ ತಿಳಿಸುತ್ತೇವೆ.",
    stats,
  },
  pricing: {
    title: "ನಮ್ಮ ದರಗಳು",
    intro: "ಕಿಲೋಮೀಟರ್‌ಗೆ ಸರಳ ದರ. ಒಂದು ಕಡೆಯ ಪ್ರಯಾಣಕ್ಕೆ ಮಾತ್ರ ಪಾವತಿಸಿ.",
    popular: "ಹೆಚ್ಚು ಜನಪ್ರಿಯ",
    perKm: "/ km",
    plans,
    upTo: (count) => `${count} ಜನರವರೆಗೆ`,
    book: (what) => `${what} ಬುಕ್ ಮಾಡಿ`,
    waiting,
    chargesTitle: "ಹೆಚ್ಚುವರಿ ಶುಲ್ಕಗಳು",
    charges: () => [
      `ಏರ್‌ಪೋರ್ಟ್ ಪಿಕಪ್ ${format.rupees(fares.airportPickupCharge)}`,
      waiting(),
      // The night charge is by definition from night to morning; Kannada says the part of the
      // day before the hour.
      `ರಾತ್ರಿ ಶುಲ್ಕ ${format.percent(fares.night.rate)}: ರಾತ್ರಿ ${hour12(fares.night.from)} ರಿಂದ ಬೆಳಿಗ್ಗೆ ${hour12(fares.night.until)} ರವರೆಗೆ`,
      `ಪ್ರತಿ ಹೆಚ್ಚುವರಿ ನಿಲುಗಡೆಗೆ ${format.rupees(fares.extraStopCharge)}`,
      "ಅಂತರರಾಜ್ಯ ಪರ್ಮಿಟ್ ಆಯಾ ರಾಜ್ಯದ ನಿಯಮದಂತೆ",
      "ಲಗೇಜ್ ಹೇರಲು ಸಹಾಯ ಉಚಿತ",
    ],
  },
  footer: {
    tagline: `${areaList} — ಎಲ್ಲೆಡೆ ಒನ್-ವೇ ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ.`,
    quickLinks: "ಮುಖ್ಯ ಲಿಂಕ್‌ಗಳು",
    serviceAreas: "ಸೇವಾ ಪ್ರದೇಶಗಳು",
    contact: "ಸಂಪರ್ಕ",
    rights: "ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.",
  },
};
