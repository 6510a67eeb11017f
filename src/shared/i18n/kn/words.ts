import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { areaCodes } from "../../page-keys.ts";
import type { FormMessages, Messages, StaticMessages } from "../en/words.ts";
import { formatsFor, hour12 } from "../format.ts";

/** Kannada. Drafted: not yet reviewed by a native speaker (docs/languages.md). */

// Kannada's own CLDR data groups digits 1,234,567; prices in Karnataka are written 12,34,567.
// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
const format = /* @__PURE__ */ formatsFor("kn-IN", "en-IN");

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

const vehicles: Record<VehicleType, string> = {
  hatchback: "ಹ್ಯಾಚ್‌ಬ್ಯಾಕ್",
  sedan: "ಸೆಡಾನ್",
  suv: "SUV",
  innova: "Innova",
};
const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} ಜನರವರೆಗೆ)`;

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

const retype = (what: string) => `${what} ಮತ್ತೆ ಟೈಪ್ ಮಾಡಿ: ಅದರಲ್ಲಿ ಉಳಿಸಲಾಗದ ಕಾಣದ ಅಕ್ಷರವೊಂದಿದೆ`;
const place = (what: string, whatObject: string) => ({
  required: `${whatObject} ನಮೂದಿಸಿ`,
  too_long: `${what} ${maxLength.place} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು: ಚಿಕ್ಕದಾಗಿ ಬರೆಯಿರಿ`,
  hidden_character: retype(whatObject),
});

// Built when first read (pure): a page's first scripts, which need none of these, stay free
// of the limits they quote.
const fieldErrors: FormMessages["fieldErrors"] = /* @__PURE__ */ (() => ({
  name: {
    required: "ನಿಮ್ಮ ಹೆಸರನ್ನು ನಮೂದಿಸಿ",
    too_long: `ಹೆಸರು ${maxLength.name} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು: ಚಿಕ್ಕದಾಗಿ ಬರೆಯಿರಿ`,
    hidden_character: retype("ನಿಮ್ಮ ಹೆಸರನ್ನು"),
  },
  email: {
    required: "ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ",
    too_long: "ಈ ಇಮೇಲ್ ವಿಳಾಸ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ. ಒಮ್ಮೆ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ನಮೂದಿಸಿ",
    invalid: "ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ, ಉದಾ. name@example.com",
  },
  phone: {
    required: "ನಿಮ್ಮ ಫೋನ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ",
    invalid: "10 ಅಂಕಿಯ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ; ವಿದೇಶಿ ಸಂಖ್ಯೆಯಾದರೆ + ದೇಶದ ಕೋಡ್ ಸೇರಿಸಿ",
  },
  message: {
    required: "ನಿಮ್ಮ ಸಂದೇಶ ಬರೆಯಿರಿ",
    too_long: `ಸಂದೇಶ ${maxLength.message} ಅಕ್ಷರಗಳನ್ನು ಮೀರಬಾರದು: ಚಿಕ್ಕದಾಗಿ ಬರೆಯಿರಿ`,
    hidden_character: retype("ನಿಮ್ಮ ಸಂದೇಶವನ್ನು"),
  },
  pickupLocation: place("ಪಿಕಪ್ ಸ್ಥಳ", "ಪಿಕಪ್ ಸ್ಥಳವನ್ನು"),
  dropoffLocation: place("ಡ್ರಾಪ್ ಸ್ಥಳ", "ಡ್ರಾಪ್ ಸ್ಥಳವನ್ನು"),
  pickupDate: {
    required: "ಪಿಕಪ್ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ",
    not_a_date: "ಸರಿಯಾದ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ",
    past_date: "ಆ ದಿನಾಂಕ ಈಗಾಗಲೇ ಕಳೆದಿದೆ. ಇಂದಿನ ಅಥವಾ ನಂತರದ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ.",
  },
  pickupTime: {
    required: "ಪಿಕಪ್ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ",
    past_time: "ಆ ಪಿಕಪ್ ಸಮಯ ಈಗಾಗಲೇ ಕಳೆದಿದೆ. ನಂತರದ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ.",
  },
  passengers: {
    required: "ಪ್ರಯಾಣಿಕರ ಸಂಖ್ಯೆ ಆಯ್ಕೆಮಾಡಿ",
    too_many: () =>
      `ಒಂದು ಕಾರಿನಲ್ಲಿ ಗರಿಷ್ಠ ${fares.maxPassengers} ಜನ ಮಾತ್ರ. ಇದಕ್ಕಿಂತ ಹೆಚ್ಚು ಜನರಿದ್ದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
    over_capacity: ({ passengers = 1, vehicleType = fares.defaultVehicle }) =>
      `${vehicles[vehicleType]} ಕಾರಿನಲ್ಲಿ ${fares.vehicles[vehicleType].capacity} ಜನರಿಗೆ ಮಾತ್ರ ಜಾಗವಿದೆ. ${passengers} ಜನರಿಗೆ ${format.or(
        fares.vehiclesFor(passengers).map(withSeats),
      )} ಆಯ್ಕೆಮಾಡಿ.`,
  },
  vehicleType: { required: "ವಾಹನ ಆಯ್ಕೆಮಾಡಿ" },
  extraStops: {
    required: "ಹೆಚ್ಚುವರಿ ನಿಲುಗಡೆಗಳ ಸಂಖ್ಯೆ ಆಯ್ಕೆಮಾಡಿ",
    too_many: () =>
      `ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಗರಿಷ್ಠ ${fares.maxExtraStops} ಹೆಚ್ಚುವರಿ ನಿಲುಗಡೆಗಳನ್ನು ಮಾತ್ರ ಸೇರಿಸಬಹುದು; ಇನ್ನಷ್ಟು ಬೇಕಾದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ`,
  },
}))();

const failures: FormMessages["failures"] = {
  validation: "ಗುರುತಿಸಿದ ವಿವರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ.",
  bad_json: "ಆ ವಿನಂತಿಯನ್ನು ನಮಗೆ ಓದಲಾಗಲಿಲ್ಲ.",
  unsupported_media_type: "ಫಾರ್ಮ್ ಅನ್ನು JSON ಆಗಿ ಕಳುಹಿಸಿ.",
  too_large: "ಇದು ತುಂಬಾ ಉದ್ದವಾಗಿದೆ. ಚಿಕ್ಕದಾಗಿಸಿ ಮತ್ತೆ ಕಳುಹಿಸಿ.",
  method_not_allowed: "ಈ ವಿಳಾಸ ಫಾರ್ಮ್ ಸಲ್ಲಿಕೆಗಳನ್ನು (POST) ಮಾತ್ರ ಸ್ವೀಕರಿಸುತ್ತದೆ.",
  bad_idempotency_key: "ಆ ವಿನಂತಿಯನ್ನು ನಮಗೆ ಓದಲಾಗಲಿಲ್ಲ.",
  form_idempotency_key:
    "ಆ ವಿನಂತಿಯನ್ನು ನಮಗೆ ಸ್ವೀಕರಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ನಮ್ಮ ಪುಟದಿಂದ ಫಾರ್ಮ್ ಅನ್ನು ಮತ್ತೆ ಕಳುಹಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
  other_site: "ಈ ಫಾರ್ಮ್ ಬೇರೆ ವೆಬ್‌ಸೈಟ್‌ನಿಂದ ಕಳುಹಿಸಲಾಗಿದೆ. ದಯವಿಟ್ಟು ನಮ್ಮದೇ ಪುಟವನ್ನು ಬಳಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
  idempotency_key_reused: "ಕಳುಹಿಸುತ್ತಿರುವಾಗಲೇ ನಿಮ್ಮ ವಿವರಗಳು ಬದಲಾದವು. ಮತ್ತೆ ಕಳುಹಿಸಿ.",
  rate_limited: (minutes) =>
    `ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ನೀವು ಹಲವು ಬಾರಿ ಕಳುಹಿಸಿದ್ದೀರಿ. ${minutes} ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
  unavailable: "ಈಗ ನಿಮ್ಮ ವಿನಂತಿಯನ್ನು ಉಳಿಸಲಾಗಲಿಲ್ಲ. ಒಂದು ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
  internal: "ನಮ್ಮ ಕಡೆಯಿಂದ ಏನೋ ತಪ್ಪಾಗಿದೆ. ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
  offline: "ಸರ್ವರ್ ತಲುಪಲಾಗಲಿಲ್ಲ. ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕ ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
};

const sooner: FormMessages["booking"]["sooner"] = (call, whatsapp) => [
  "ಬೇಗ ಬೇಕಿದ್ದರೆ ",
  call,
  " ಅಥವಾ ",
  whatsapp,
  ".",
];
const otherWays: FormMessages["booking"]["otherWays"] = (whatsapp, call) => [
  whatsapp,
  " ಅಥವಾ ",
  call,
  ".",
];
const estimate: FormMessages["fare"]["estimate"] = (total, km) => [
  "ಅಂದಾಜು ದರ: ",
  total,
  ` (ಸುಮಾರು ${km} km)`,
];

const address = "ಅಣ್ಣಾ ಸಾಲೈ, ಚೆನ್ನೈ, ತಮಿಳುನಾಡು 600002";

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
    chargesTitle: "ಹೆಚ್ಚುವರಿ ಶುಲ್ಕಗಳು",
    charges: () => [
      `ಏರ್‌ಪೋರ್ಟ್ ಪಿಕಪ್ ${format.rupees(fares.airportPickupCharge)}`,
      `ಕಾಯುವಿಕೆ: ಉಚಿತ ಸಮಯದ ನಂತರ ನಿಮಿಷಕ್ಕೆ ${format.rupees(fares.waitingChargePerMinute)}`,
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

export const knForms: FormMessages = {
  format,
  withSeats,
  sending: "ಕಳುಹಿಸುತ್ತಿದ್ದೇವೆ...",
  privacyLink: "ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನಾವು ಹೇಗೆ ಬಳಸುತ್ತೇವೆ",
  phoneHint: "10 ಅಂಕಿಯ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಅಥವಾ + ದೇಶದ ಕೋಡ್ ಸಹಿತ ಸಂಖ್ಯೆ",
  fieldErrors,
  failures,
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `ಸಾಮಾನ್ಯವಾಗಿ ${minutes} ನಿಮಿಷದೊಳಗೆ ನಮ್ಮ ಆಪರೇಟರ್ ನಿಮ್ಮ ${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "ಬುಕಿಂಗ್ ತಲುಪಿದೆ", contact: "ಸಂದೇಶ ತಲುಪಿದೆ" },
    gone: "ಈ ದೃಢೀಕರಣವನ್ನು ಇನ್ನು ಇಲ್ಲಿ ತೋರಿಸಲಾಗುವುದಿಲ್ಲ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಬಗ್ಗೆ ಪ್ರಶ್ನೆ ಇದ್ದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
    removed:
      "ನಮ್ಮ ಗೌಪ್ಯತಾ ಸೂಚನೆಯಲ್ಲಿ ಹೇಳಿದಂತೆ, ಈ ವಿಚಾರಣೆಯ ವಿವರಗಳನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ. ಇದರ ಬಗ್ಗೆ ಪ್ರಶ್ನೆ ಇದ್ದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
    problemTitle: "ನೀವು ಕಳುಹಿಸಿದ್ದನ್ನು ಪರಿಶೀಲಿಸಿ",
    fixAndResend: "ಹಿಂದಿನ ಪುಟಕ್ಕೆ ಹಿಂದಿರುಗಿ: ನೀವು ಟೈಪ್ ಮಾಡಿದ್ದೆಲ್ಲ ಅಲ್ಲೇ ಇದೆ. ಸರಿಪಡಿಸಿ ಮತ್ತೆ ಕಳುಹಿಸಿ.",
    tryAgain: "ಹಿಂದಿನ ಪುಟಕ್ಕೆ ಹಿಂದಿರುಗಿ: ನೀವು ಟೈಪ್ ಮಾಡಿದ್ದೆಲ್ಲ ಅಲ್ಲೇ ಇದೆ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಕಳುಹಿಸಿ.",
    call: (phone) => `ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ: ${phone}`,
    needItSooner: (phone) => `ಬೇಗ ಬೇಕಿದ್ದರೆ ${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ`,
    home: "ಸೈಟ್‌ಗೆ ಹಿಂದಿರುಗಿ",
  },
  // "ವ್ಯಕ್ತಿ" for one person, "ಜನ" for several: how a booking counts people in Kannada.
  passengers: (count) => (count === 1 ? `${count} ವ್ಯಕ್ತಿ` : `${count} ಜನ`),
  booking: {
    labels: {
      pickupLocation: "ಪಿಕಪ್ ಸ್ಥಳ",
      dropoffLocation: "ಡ್ರಾಪ್ ಸ್ಥಳ",
      pickupDate: "ಪಿಕಪ್ ದಿನಾಂಕ",
      pickupTime: "ಪಿಕಪ್ ಸಮಯ",
      passengers: "ಪ್ರಯಾಣಿಕರು",
      vehicleType: "ವಾಹನ",
      name: "ನಿಮ್ಮ ಹೆಸರು",
      phone: "ಫೋನ್",
      extraStops: "ದಾರಿಯಲ್ಲಿ ಹೆಚ್ಚುವರಿ ನಿಲುಗಡೆಗಳು",
    },
    noStops: "ಇಲ್ಲ",
    stops: (count, price) => `${count} (${price})`,
    submit: "ಬುಕ್ ಮಾಡಿ",
    thanks: "ನಿಮ್ಮ ಬುಕಿಂಗ್‌ಗೆ ಧನ್ಯವಾದಗಳು! ವಿವರಗಳನ್ನು ಖಚಿತಪಡಿಸಲು ಶೀಘ್ರದಲ್ಲೇ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತೇವೆ.",
    trip: (from, to, date, time) => `${from} → ${to}, ${date}, ${time}`,
    reference: "ನಿಮ್ಮ ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ: ",
    call: (phone) => `${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ`,
    sendOnWhatsapp: "WhatsAppನಲ್ಲಿ ಕಳುಹಿಸಿ",
    sooner,
    error:
      "ನಿಮ್ಮ ಬುಕಿಂಗ್ ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ. ನೀವು ಟೈಪ್ ಮಾಡಿದ್ದೆಲ್ಲವೂ ಇಲ್ಲೇ ಇದೆ: ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ WhatsAppನಲ್ಲಿ ನಮಗೆ ಕಳುಹಿಸಿ.",
    whatsappInstead: "ಈ ಬುಕಿಂಗ್ ಅನ್ನು WhatsAppನಲ್ಲಿ ಕಳುಹಿಸಿ",
    callInstead: (phone) => `${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ`,
    otherWays,
    kept: "ಈಗ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವಿಲ್ಲ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ, ಇಂಟರ್ನೆಟ್ ಸಿಕ್ಕ ತಕ್ಷಣ ತಾನಾಗಿಯೇ ಹೋಗುತ್ತದೆ: ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ, ಅಥವಾ ನಂತರ ಮತ್ತೆ ತೆರೆಯಿರಿ.",
    expired: (date, time) =>
      `${date}, ${time} ಪಿಕಪ್‌ನ ನಿಮ್ಮ ಬುಕಿಂಗ್ ನಮಗೆ ತಲುಪಿಲ್ಲ: ನಿಮ್ಮ ಫೋನ್‌ನಲ್ಲಿ ಇಂಟರ್ನೆಟ್ ಇಲ್ಲದಿದ್ದಾಗಲೇ ಪಿಕಪ್ ಸಮಯ ಕಳೆದುಹೋಯಿತು. ದಯವಿಟ್ಟು ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
  },
  fare: {
    estimate,
    distance: (km, rate, fare) => `${km} km × ${rate} = ${fare}`,
    night: (rate, amount) => `ರಾತ್ರಿ ಶುಲ್ಕ ${rate}: ${amount}`,
    airport: (amount) => `ಏರ್‌ಪೋರ್ಟ್ ಪಿಕಪ್: ${amount}`,
    stops: (amount) => `ಹೆಚ್ಚುವರಿ ನಿಲುಗಡೆಗಳು: ${amount}`,
    note: "ಇದು ಅಂದಾಜು ದರ ಮಾತ್ರ: ಟೋಲ್, ಪಾರ್ಕಿಂಗ್, ಅಂತರರಾಜ್ಯ ಪರ್ಮಿಟ್ ಪ್ರತ್ಯೇಕ.",
    unknownRoute: "ಈ ಮಾರ್ಗ ನಮ್ಮ ದರ ಪಟ್ಟಿಯಲ್ಲಿಲ್ಲ: ನಮ್ಮ ಆಪರೇಟರ್ ನಿಮಗೆ ಕರೆ ಮಾಡಿ ದರ ತಿಳಿಸುತ್ತಾರೆ.",
    prompt: "ಅಂದಾಜು ದರ ನೋಡಲು ಪಿಕಪ್ ಸ್ಥಳ ಮತ್ತು ಡ್ರಾಪ್ ಸ್ಥಳವನ್ನು ಟೈಪ್ ಮಾಡಿ.",
  },
  contact: {
    formTitle: "ನಮಗೆ ಸಂದೇಶ ಕಳುಹಿಸಿ",
    labels: { name: "ಹೆಸರು", email: "ಇಮೇಲ್", phone: "ಫೋನ್", message: "ಸಂದೇಶ" },
    submit: "ಸಂದೇಶ ಕಳುಹಿಸಿ",
    thanks: "ನಿಮ್ಮ ಸಂದೇಶಕ್ಕೆ ಧನ್ಯವಾದಗಳು! ಶೀಘ್ರದಲ್ಲೇ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತೇವೆ.",
    error: "ನಿಮ್ಮ ಸಂದೇಶ ಕಳುಹಿಸುವಾಗ ದೋಷ ಉಂಟಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    kept: "ಈಗ ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವಿಲ್ಲ. ನಿಮ್ಮ ಸಂದೇಶ ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ, ಇಂಟರ್ನೆಟ್ ಸಿಕ್ಕ ತಕ್ಷಣ ತಾನಾಗಿಯೇ ಹೋಗುತ್ತದೆ: ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ, ಅಥವಾ ನಂತರ ಮತ್ತೆ ತೆರೆಯಿರಿ.",
    sooner: (call, whatsapp) => ["ಬೇಗ ಉತ್ತರ ಬೇಕಿದ್ದರೆ ", call, " ಅಥವಾ ", whatsapp, "."],
    writeOnWhatsapp: "WhatsAppನಲ್ಲಿ ಬರೆಯಿರಿ",
  },
};
