import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { bookableMonthsAhead } from "../../pickup-time.ts";
import type { FormMessages } from "../en/form-words.ts";
import { formatsFor } from "../format.ts";

/**
 * Kannada: the forms' words (labels, field errors, what a sent or failed form says), apart from
 * the page's (words.ts), so the functions that render a form's answer carry these alone. Their
 * review state is the one words.ts declares.
 */

// Kannada's own CLDR data groups digits 1,234,567; prices in Karnataka are written 12,34,567.
// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
export const format = /* @__PURE__ */ formatsFor("kn-IN", "en-IN");

const vehicles: Record<VehicleType, string> = {
  hatchback: "ಹ್ಯಾಚ್‌ಬ್ಯಾಕ್",
  sedan: "ಸೆಡಾನ್",
  suv: "SUV",
  innova: "Innova",
};
export const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} ಜನರವರೆಗೆ)`;

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
    too_far_ahead: `ಮುಂದಿನ ${bookableMonthsAhead} ತಿಂಗಳೊಳಗಿನ ಪ್ರಯಾಣಗಳಿಗೆ ಮಾತ್ರ ಬುಕಿಂಗ್ ಸ್ವೀಕರಿಸುತ್ತೇವೆ. ಆ ಅವಧಿಯೊಳಗಿನ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ.`,
  },
  pickupTime: {
    required: "ಪಿಕಪ್ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ",
    no_am_pm: "ಸಮಯಕ್ಕೆ am ಅಥವಾ pm ಸೇರಿಸಿ, ಉದಾ. 6:30 am ಅಥವಾ 6:30 pm",
    past_time:
      "ಆ ಪಿಕಪ್ ಸಮಯ ಇಂದು ಈಗಾಗಲೇ ಕಳೆದಿದೆ. ನಂತರದ ಸಮಯ ಆಯ್ಕೆಮಾಡಿ; ಮಧ್ಯರಾತ್ರಿಯ ನಂತರದ ಪಿಕಪ್‌ಗೆ ನಾಳೆಯ ದಿನಾಂಕ ಆಯ್ಕೆಮಾಡಿ.",
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
  removed:
    "ಈ ವಿನಂತಿಯ ವಿವರಗಳನ್ನು ನಾವು ತೆಗೆದುಹಾಕಿದ್ದೇವೆ, ಆದ್ದರಿಂದ ಇದನ್ನು ಮತ್ತೆ ಕಳುಹಿಸಲಾಗಿಲ್ಲ. ಇನ್ನೂ ಟ್ಯಾಕ್ಸಿ ಬೇಕಿದ್ದರೆ, ದಯವಿಟ್ಟು ಮತ್ತೆ ಕಳುಹಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
  rate_limited: (minutes) =>
    `ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಇಂತಹ ಹಲವು ವಿನಂತಿಗಳು ನಮಗೆ ಬಂದಿವೆ. ${minutes} ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
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

export const knForms: FormMessages = {
  format,
  withSeats,
  vehicle: (type: VehicleType) => vehicles[type],
  sending: "ಕಳುಹಿಸುತ್ತಿದ್ದೇವೆ...",
  privacyLink: "ನಿಮ್ಮ ವಿವರಗಳನ್ನು ನಾವು ಹೇಗೆ ಬಳಸುತ್ತೇವೆ",
  phoneHint: "10 ಅಂಕಿಯ ಭಾರತೀಯ ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಅಥವಾ + ದೇಶದ ಕೋಡ್ ಸಹಿತ ಸಂಖ್ಯೆ",
  fieldErrors,
  failures,
  keptHeld: (minutes) =>
    `ಕೆಲವೇ ನಿಮಿಷಗಳಲ್ಲಿ ಇಂತಹ ಹಲವು ವಿನಂತಿಗಳು ನಮಗೆ ಬಂದಿವೆ. ಇದನ್ನು ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ, ಸುಮಾರು ${minutes} ನಿಮಿಷದ ನಂತರ ತಾನಾಗಿಯೇ ಹೋಗುತ್ತದೆ: ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ, ಅಥವಾ ನಂತರ ಮತ್ತೆ ತೆರೆಯಿರಿ.`,
  keptNews: {
    bookingSent: "ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿದ್ದ ಬುಕಿಂಗ್ ಕಳುಹಿಸಲಾಗಿದೆ.",
    bookingNotSent: "ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿದ್ದ ಬುಕಿಂಗ್ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ.",
    messageSent: "ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿದ್ದ ಸಂದೇಶ ಕಳುಹಿಸಲಾಗಿದೆ.",
    messageNotSent: "ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿದ್ದ ಸಂದೇಶ ಕಳುಹಿಸಲು ಆಗಲಿಲ್ಲ.",
    show: "ನೋಡಿ",
    close: "ಮುಚ್ಚಿ",
  },
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `ಸಾಮಾನ್ಯವಾಗಿ ${minutes} ನಿಮಿಷದೊಳಗೆ ನಮ್ಮ ಆಪರೇಟರ್ ನಿಮ್ಮ ${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "ಬುಕಿಂಗ್ ತಲುಪಿದೆ", contact: "ಸಂದೇಶ ತಲುಪಿದೆ" },
    gone: "ಈ ದೃಢೀಕರಣವನ್ನು ಇನ್ನು ಇಲ್ಲಿ ತೋರಿಸಲಾಗುವುದಿಲ್ಲ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಬಗ್ಗೆ ಪ್ರಶ್ನೆ ಇದ್ದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
    removed:
      "ನಮ್ಮ ಗೌಪ್ಯತಾ ಸೂಚನೆಯಲ್ಲಿ ಹೇಳಿದಂತೆ, ಈ ವಿಚಾರಣೆಯ ವಿವರಗಳನ್ನು ತೆಗೆದುಹಾಕಲಾಗಿದೆ. ಇದರ ಬಗ್ಗೆ ಪ್ರಶ್ನೆ ಇದ್ದರೆ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
    notShownNow:
      "ನಿಮ್ಮ ವಿನಂತಿ ನಮಗೆ ತಲುಪಿದೆ. ಅದರ ವಿವರಗಳನ್ನು ಈಗ ತೋರಿಸಲಾಗುತ್ತಿಲ್ಲ: ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಈ ಪುಟವನ್ನು ಮತ್ತೆ ತೆರೆಯಿರಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.",
    problemTitle: "ನೀವು ಕಳುಹಿಸಿದ್ದನ್ನು ಪರಿಶೀಲಿಸಿ",
    tryAgainTitle: "ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ",
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
    night: (evening, morning) => `${evening} ಮಧ್ಯರಾತ್ರಿಯ ನಂತರ, ${morning} ಬೆಳಗಾಗುವ ಮುನ್ನ`,
    reference: "ನಿಮ್ಮ ಬುಕಿಂಗ್ ಸಂಖ್ಯೆ: ",
    greeting: (name, reference, trip) =>
      `ನಮಸ್ಕಾರ ${name}, ನಿಮ್ಮ ಟ್ಯಾಕ್ಸಿ ಬುಕಿಂಗ್ ${reference} (${trip}) ಬಗ್ಗೆ ಬರೆಯುತ್ತಿದ್ದೇವೆ.`,
    call: (phone) => `${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ`,
    sendOnWhatsapp: "WhatsAppನಲ್ಲಿ ಕಳುಹಿಸಿ",
    sooner,
    alsoBooked: (count) =>
      `ಈ ಪುಟದಿಂದ ನೀವು ${count} ಬುಕಿಂಗ್‌ಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ; ${count === 2 ? "ಎರಡೂ" : "ಅವೆಲ್ಲವೂ"} ದಾಖಲಾಗಿವೆ, ಯಾವುದೂ ರದ್ದಾಗಿಲ್ಲ. ಒಂದರ ಬದಲಿಗೆ ಇನ್ನೊಂದನ್ನು ಕಳುಹಿಸಿದ್ದರೆ, ನಾವು ಕರೆ ಮಾಡಿದಾಗ ಆ ವಿಷಯ ತಿಳಿಸಿ, ಅಥವಾ ಈಗಲೇ ನಮಗೆ ಕರೆ ಮಾಡಿ.`,
    error: "ನಿಮ್ಮ ಬುಕಿಂಗ್ ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ. ನೀವು ಟೈಪ್ ಮಾಡಿದ್ದೆಲ್ಲವೂ ಇಲ್ಲೇ ಇದೆ.",
    whatsappInstead: "ಈ ಬುಕಿಂಗ್ ಅನ್ನು WhatsAppನಲ್ಲಿ ಕಳುಹಿಸಿ",
    callInstead: (phone) => `${phone} ಸಂಖ್ಯೆಗೆ ಕರೆ ಮಾಡಿ`,
    otherWays,
    kept: "ಇನ್ನೂ ಖಚಿತಪಡಿಸಲಾಗಿಲ್ಲ. ನಿಮ್ಮ ಬುಕಿಂಗ್ ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ, ನಾವು ಖಚಿತಪಡಿಸುವವರೆಗೆ ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲಾಗುತ್ತದೆ: ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ, ಅಥವಾ ನಂತರ ಮತ್ತೆ ತೆರೆಯಿರಿ.",
    pickupSoon: (minutes) =>
      `ನಿಮ್ಮ ಪಿಕಪ್ ಇನ್ನು ${minutes} ನಿಮಿಷದಲ್ಲಿ: ತಕ್ಷಣ ಕಾರು ಕಳುಹಿಸಲು, ಈಗಲೇ ನಮಗೆ ಕರೆಯನ್ನೂ ಮಾಡಿ.`,
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
    greeting: (name) => `ನಮಸ್ಕಾರ ${name}, ನಮ್ಮ ಟ್ಯಾಕ್ಸಿ ಸೇವೆಗೆ ನೀವು ಕಳುಹಿಸಿದ ಸಂದೇಶದ ಬಗ್ಗೆ ಬರೆಯುತ್ತಿದ್ದೇವೆ.`,
    error: "ನಿಮ್ಮ ಸಂದೇಶ ಕಳುಹಿಸುವಾಗ ದೋಷ ಉಂಟಾಯಿತು. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.",
    kept: "ಇನ್ನೂ ಖಚಿತಪಡಿಸಲಾಗಿಲ್ಲ. ನಿಮ್ಮ ಸಂದೇಶ ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಲಾಗಿದೆ, ನಾವು ಖಚಿತಪಡಿಸುವವರೆಗೆ ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲಾಗುತ್ತದೆ: ಈ ಪುಟವನ್ನು ತೆರೆದೇ ಇಡಿ, ಅಥವಾ ನಂತರ ಮತ್ತೆ ತೆರೆಯಿರಿ.",
    sooner: (call, whatsapp) => ["ಬೇಗ ಉತ್ತರ ಬೇಕಿದ್ದರೆ ", call, " ಅಥವಾ ", whatsapp, "."],
    writeOnWhatsapp: "WhatsAppನಲ್ಲಿ ಬರೆಯಿರಿ",
  },
};
