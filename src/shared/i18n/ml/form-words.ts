import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { bookableMonthsAhead } from "../../pickup-time.ts";
import type { FormMessages } from "../en/form-words.ts";
import { formatsFor } from "../format.ts";

/**
 * Malayalam: the forms' words (labels, field errors, what a sent or failed form says), apart from
 * the page's (words.ts), so the functions that render a form's answer carry these alone. Their
 * review state is the one words.ts declares.
 */

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
export const format = /* @__PURE__ */ formatsFor("ml-IN");

const vehicles: Record<VehicleType, string> = {
  hatchback: "ഹാച്ച്ബാക്ക്",
  sedan: "സെഡാൻ",
  suv: "SUV",
  innova: "Innova",
};
export const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} പേർ വരെ)`;

const retype = (what: string) =>
  `${what} വീണ്ടും ടൈപ്പ് ചെയ്യുക: അതിൽ കണ്ണിൽ കാണാത്ത, സേവ് ചെയ്യാനാകാത്ത ഒരു അക്ഷരമുണ്ട്`;
const place = (what: string) => ({
  required: `${what} നൽകുക`,
  too_long: `${what} ${maxLength.place} അക്ഷരങ്ങൾക്കുള്ളിൽ ചുരുക്കി എഴുതുക`,
  hidden_character: retype(what),
});

// Built when first read (pure): a page's first scripts, which need none of these, stay free
// of the limits they quote.
const fieldErrors: FormMessages["fieldErrors"] = /* @__PURE__ */ (() => ({
  name: {
    required: "നിങ്ങളുടെ പേര് നൽകുക",
    too_long: `പേര് ${maxLength.name} അക്ഷരങ്ങൾക്കുള്ളിൽ ചുരുക്കി എഴുതുക`,
    hidden_character: retype("നിങ്ങളുടെ പേര്"),
  },
  email: {
    required: "നിങ്ങളുടെ ഇമെയിൽ വിലാസം നൽകുക",
    too_long: "ഈ ഇമെയിൽ വിലാസം വളരെ നീളമുള്ളതാണ്. ഒന്നുകൂടി പരിശോധിച്ച് നൽകുക",
    invalid: "ശരിയായ ഇമെയിൽ വിലാസം നൽകുക, ഉദാ. name@example.com",
  },
  phone: {
    required: "നിങ്ങളുടെ ഫോൺ നമ്പർ നൽകുക",
    invalid: "10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക; വിദേശ നമ്പറാണെങ്കിൽ + രാജ്യ കോഡും ചേർക്കുക",
  },
  message: {
    required: "നിങ്ങളുടെ സന്ദേശം എഴുതുക",
    too_long: `സന്ദേശം ${maxLength.message} അക്ഷരങ്ങൾക്കുള്ളിൽ ചുരുക്കി എഴുതുക`,
    hidden_character: retype("നിങ്ങളുടെ സന്ദേശം"),
  },
  pickupLocation: place("പിക്കപ്പ് സ്ഥലം"),
  dropoffLocation: place("ഡ്രോപ്പ് സ്ഥലം"),
  pickupDate: {
    required: "പിക്കപ്പ് തീയതി തിരഞ്ഞെടുക്കുക",
    not_a_date: "ശരിയായ ഒരു തീയതി തിരഞ്ഞെടുക്കുക",
    past_date: "ആ തീയതി കഴിഞ്ഞുപോയി. ഇന്നോ അതിനുശേഷമോ ഉള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക.",
    too_far_ahead: `${bookableMonthsAhead} മാസം വരെ മുൻകൂട്ടിയുള്ള ബുക്കിംഗുകളേ ഞങ്ങൾ എടുക്കുന്നുള്ളൂ. ഇതിലും നേരത്തെയുള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക.`,
  },
  pickupTime: {
    required: "പിക്കപ്പ് സമയം തിരഞ്ഞെടുക്കുക",
    no_am_pm: "സമയത്തിനൊപ്പം am അല്ലെങ്കിൽ pm ചേർക്കുക, ഉദാ. 6:30 am അല്ലെങ്കിൽ 6:30 pm",
    past_time:
      "ആ പിക്കപ്പ് സമയം ഇന്ന് കഴിഞ്ഞുപോയി. പിന്നീടുള്ള ഒരു സമയം തിരഞ്ഞെടുക്കുക; അർദ്ധരാത്രിക്ക് ശേഷമുള്ള പിക്കപ്പിന് നാളത്തെ തീയതി തിരഞ്ഞെടുക്കുക.",
  },
  passengers: {
    required: "യാത്രക്കാരുടെ എണ്ണം തിരഞ്ഞെടുക്കുക",
    too_many: () =>
      `ഒരു കാറിൽ പരമാവധി ${fares.maxPassengers} പേർ മാത്രം. അതിൽ കൂടുതൽ പേരുണ്ടെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.`,
    over_capacity: ({ passengers = 1, vehicleType = fares.defaultVehicle }) =>
      `${vehicles[vehicleType]} കാറിൽ ${fares.vehicles[vehicleType].capacity} പേർക്ക് മാത്രമേ ഇരിക്കാനാകൂ. ${passengers} പേർക്ക് ${format.or(
        fares.vehiclesFor(passengers).map(withSeats),
      )} തിരഞ്ഞെടുക്കുക.`,
  },
  vehicleType: { required: "വാഹനം തിരഞ്ഞെടുക്കുക" },
  extraStops: {
    required: "അധിക സ്റ്റോപ്പുകളുടെ എണ്ണം തിരഞ്ഞെടുക്കുക",
    too_many: () =>
      `ഓൺലൈനായി പരമാവധി ${fares.maxExtraStops} അധിക സ്റ്റോപ്പുകൾ മാത്രമേ ചേർക്കാനാകൂ; കൂടുതൽ വേണമെങ്കിൽ ഞങ്ങളെ വിളിക്കുക`,
  },
}))();

const failures: FormMessages["failures"] = {
  validation: "അടയാളപ്പെടുത്തിയ വിവരങ്ങൾ പരിശോധിക്കുക.",
  bad_json: "ആ അഭ്യർത്ഥന ഞങ്ങൾക്ക് വായിക്കാനായില്ല.",
  unsupported_media_type: "ഫോം JSON ആയി അയയ്ക്കുക.",
  too_large: "ഇത് വളരെ നീളമുള്ളതാണ്. ചുരുക്കി വീണ്ടും അയയ്ക്കുക.",
  method_not_allowed: "ഈ വിലാസം ഫോം സമർപ്പണങ്ങൾ (POST) മാത്രമേ സ്വീകരിക്കൂ.",
  bad_idempotency_key: "ആ അഭ്യർത്ഥന ഞങ്ങൾക്ക് വായിക്കാനായില്ല.",
  form_idempotency_key:
    "ആ അഭ്യർത്ഥന ഞങ്ങൾക്ക് സ്വീകരിക്കാനായില്ല. ദയവായി ഞങ്ങളുടെ പേജിൽ നിന്ന് ഫോം വീണ്ടും അയയ്ക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.",
  other_site:
    "ഈ ഫോം മറ്റൊരു വെബ്സൈറ്റിൽ നിന്നാണ് അയച്ചത്. ഞങ്ങളുടെ സ്വന്തം പേജ് ഉപയോഗിക്കൂ, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ.",
  idempotency_key_reused: "അയയ്ക്കുന്നതിനിടെ നിങ്ങളുടെ വിവരങ്ങൾ മാറി. വീണ്ടും അയയ്ക്കുക.",
  removed:
    "ഈ അഭ്യർത്ഥനയുടെ വിവരങ്ങൾ ഞങ്ങൾ നീക്കം ചെയ്തു, അതിനാൽ ഇത് വീണ്ടും അയയ്ക്കാനായില്ല. ഇപ്പോഴും ടാക്സി വേണമെങ്കിൽ, ദയവായി വീണ്ടും അയയ്ക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.",
  rate_limited: (minutes) =>
    `കുറച്ച് മിനിറ്റുകൾക്കുള്ളിൽ ഇതുപോലുള്ള പല അഭ്യർത്ഥനകൾ ഞങ്ങൾക്ക് ലഭിച്ചു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.`,
  unavailable:
    "ഇപ്പോൾ നിങ്ങളുടെ അഭ്യർത്ഥന സേവ് ചെയ്യാനായില്ല. ഒരു മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.",
  internal: "ഞങ്ങളുടെ ഭാഗത്ത് എന്തോ പിഴവ് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.",
  offline: "സെർവറുമായി ബന്ധപ്പെടാനായില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.",
};

const sooner: FormMessages["booking"]["sooner"] = (call, whatsapp) => [
  "വേഗം വേണമെങ്കിൽ ",
  call,
  " അല്ലെങ്കിൽ ",
  whatsapp,
  ".",
];
const otherWays: FormMessages["booking"]["otherWays"] = (whatsapp, call) => [
  whatsapp,
  " അല്ലെങ്കിൽ ",
  call,
  ".",
];
const estimate: FormMessages["fare"]["estimate"] = (total, km) => [
  "ഏകദേശ നിരക്ക്: ",
  total,
  ` (ഏതാണ്ട് ${km} km)`,
];

export const mlForms: FormMessages = {
  format,
  withSeats,
  vehicle: (type: VehicleType) => vehicles[type],
  sending: "അയയ്ക്കുന്നു...",
  privacyLink: "നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ എങ്ങനെ ഉപയോഗിക്കുന്നു",
  phoneHint: "10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ, അല്ലെങ്കിൽ + രാജ്യ കോഡോടുകൂടിയ നമ്പർ",
  fieldErrors,
  failures,
  keptHeld: (minutes) =>
    `കുറച്ച് മിനിറ്റുകൾക്കുള്ളിൽ ഇതുപോലുള്ള പല അഭ്യർത്ഥനകൾ ഞങ്ങൾക്ക് ലഭിച്ചു. ഇത് ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്, ഏകദേശം ${minutes} മിനിറ്റിന് ശേഷം തനിയെ പോകും: ഈ പേജ് തുറന്നുവയ്ക്കൂ, അല്ലെങ്കിൽ പിന്നീട് വീണ്ടും തുറക്കൂ.`,
  keptNews: {
    bookingSent: "ഈ ഫോണിൽ സൂക്ഷിച്ചിരുന്ന ബുക്കിംഗ് അയച്ചു.",
    bookingNotSent: "ഈ ഫോണിൽ സൂക്ഷിച്ചിരുന്ന ബുക്കിംഗ് അയയ്ക്കാൻ കഴിഞ്ഞില്ല.",
    messageSent: "ഈ ഫോണിൽ സൂക്ഷിച്ചിരുന്ന സന്ദേശം അയച്ചു.",
    messageNotSent: "ഈ ഫോണിൽ സൂക്ഷിച്ചിരുന്ന സന്ദേശം അയയ്ക്കാൻ കഴിഞ്ഞില്ല.",
    show: "കാണുക",
    close: "അടയ്ക്കുക",
  },
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `സാധാരണ ${minutes} മിനിറ്റിനുള്ളിൽ ഞങ്ങളുടെ ഓപ്പറേറ്റർ ${phone} എന്ന നമ്പറിൽ നിങ്ങളെ വിളിക്കും.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "ബുക്കിംഗ് ലഭിച്ചു", contact: "സന്ദേശം ലഭിച്ചു" },
    gone: "ഈ സ്ഥിരീകരണം ഇനി ഇവിടെ കാണിക്കില്ല. ബുക്കിംഗിനെക്കുറിച്ച് ചോദ്യമുണ്ടെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ.",
    removed:
      "ഞങ്ങളുടെ സ്വകാര്യതാ അറിയിപ്പിൽ പറഞ്ഞതുപോലെ, ഈ അന്വേഷണത്തിന്റെ വിവരങ്ങൾ നീക്കം ചെയ്തു. ഇതിനെക്കുറിച്ച് ചോദ്യമുണ്ടെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ.",
    notShownNow:
      "നിങ്ങളുടെ അഭ്യർത്ഥന ഞങ്ങൾക്ക് ലഭിച്ചു. അതിന്റെ വിവരങ്ങൾ ഇപ്പോൾ കാണിക്കാനാവുന്നില്ല: കുറച്ചു മിനിറ്റുകൾക്ക് ശേഷം ഈ പേജ് വീണ്ടും തുറക്കൂ, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ.",
    problemTitle: "നിങ്ങൾ അയച്ചത് പരിശോധിക്കൂ",
    tryAgainTitle: "വീണ്ടും ശ്രമിക്കൂ",
    fixAndResend: "മുൻപത്തെ പേജിലേക്ക് മടങ്ങൂ: നിങ്ങൾ ടൈപ്പ് ചെയ്തതെല്ലാം അവിടെയുണ്ട്. തിരുത്തി വീണ്ടും അയയ്ക്കൂ.",
    tryAgain: "മുൻപത്തെ പേജിലേക്ക് മടങ്ങൂ: നിങ്ങൾ ടൈപ്പ് ചെയ്തതെല്ലാം അവിടെയുണ്ട്. കുറച്ചു കഴിഞ്ഞ് വീണ്ടും അയയ്ക്കൂ.",
    call: (phone) => `അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ: ${phone}`,
    needItSooner: (phone) => `വേഗം വേണമെങ്കിൽ ${phone} എന്ന നമ്പറിൽ വിളിക്കൂ`,
    home: "സൈറ്റിലേക്ക് മടങ്ങുക",
  },
  // "ആൾ" for one person, "പേർ" for several: how a booking counts people in Malayalam.
  passengers: (count) => `${count} ${count === 1 ? "ആൾ" : "പേർ"}`,
  booking: {
    labels: {
      pickupLocation: "പിക്കപ്പ് സ്ഥലം",
      dropoffLocation: "ഡ്രോപ്പ് സ്ഥലം",
      pickupDate: "പിക്കപ്പ് തീയതി",
      pickupTime: "പിക്കപ്പ് സമയം",
      passengers: "യാത്രക്കാർ",
      vehicleType: "വാഹനം",
      name: "നിങ്ങളുടെ പേര്",
      phone: "ഫോൺ",
      extraStops: "വഴിയിലെ അധിക സ്റ്റോപ്പുകൾ",
    },
    noStops: "ഇല്ല",
    stops: (count, price) => `${count} (${price})`,
    submit: "ബുക്ക് ചെയ്യുക",
    thanks: "നിങ്ങളുടെ ബുക്കിംഗിന് നന്ദി! വിവരങ്ങൾ ഉറപ്പിക്കാൻ ഞങ്ങൾ ഉടൻ ബന്ധപ്പെടും.",
    trip: (from, to, date, time) => `${from} → ${to}, ${date}, ${time}`,
    night: (evening, morning) => `${evening} അർദ്ധരാത്രിക്ക് ശേഷം, ${morning} പുലരും മുമ്പ്`,
    reference: "നിങ്ങളുടെ ബുക്കിംഗ് നമ്പർ: ",
    greeting: (name, reference, trip) =>
      `നമസ്കാരം ${name}, നിങ്ങളുടെ ടാക്സി ബുക്കിംഗ് ${reference} (${trip}) സംബന്ധിച്ച് എഴുതുകയാണ്.`,
    call: (phone) => `${phone} എന്ന നമ്പറിൽ വിളിക്കുക`,
    sendOnWhatsapp: "WhatsApp-ൽ അയയ്ക്കുക",
    sooner,
    alsoBooked: (count) =>
      `ഈ പേജിൽ നിന്ന് നിങ്ങൾ ${count} ബുക്കിംഗുകൾ അയച്ചിട്ടുണ്ട്; ${count === 2 ? "രണ്ടും" : "അവയെല്ലാം"} നിലവിലുണ്ട്, ഒന്നും റദ്ദായിട്ടില്ല. ഒന്ന് മറ്റൊന്നിന് പകരമാണെങ്കിൽ, ഞങ്ങൾ വിളിക്കുമ്പോൾ അക്കാര്യം പറയൂ, അല്ലെങ്കിൽ ഇപ്പോൾ തന്നെ ഞങ്ങളെ വിളിക്കൂ.`,
    error: "നിങ്ങളുടെ ബുക്കിംഗ് അയയ്ക്കാനായില്ല. നിങ്ങൾ ടൈപ്പ് ചെയ്തതെല്ലാം ഇവിടെയുണ്ട്.",
    whatsappInstead: "ഈ ബുക്കിംഗ് WhatsApp-ൽ അയയ്ക്കുക",
    callInstead: (phone) => `${phone} എന്ന നമ്പറിൽ വിളിക്കുക`,
    otherWays,
    kept: "ഇതുവരെ സ്ഥിരീകരിച്ചിട്ടില്ല. നിങ്ങളുടെ ബുക്കിംഗ് ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്, ഞങ്ങൾ സ്ഥിരീകരിക്കുന്നതുവരെ തനിയെ അയച്ചുകൊണ്ടിരിക്കും: ഈ പേജ് തുറന്നുവയ്ക്കൂ, അല്ലെങ്കിൽ പിന്നീട് വീണ്ടും തുറക്കൂ.",
    pickupSoon: (minutes) =>
      `നിങ്ങളുടെ പിക്കപ്പ് ഇനി ${minutes} മിനിറ്റിനുള്ളിൽ: ഉടൻ കാർ അയയ്ക്കാൻ, ഇപ്പോൾ തന്നെ ഞങ്ങളെ വിളിക്കുകയും ചെയ്യൂ.`,
    expired: (date, time) =>
      `${date}, ${time}-നുള്ള നിങ്ങളുടെ ബുക്കിംഗ് അയയ്ക്കാനായില്ല: ഫോണിൽ ഇന്റർനെറ്റ് ഇല്ലാതിരുന്ന സമയത്ത് പിക്കപ്പ് സമയം കഴിഞ്ഞുപോയി. ദയവായി ഞങ്ങളെ വിളിക്കൂ.`,
  },
  fare: {
    estimate,
    distance: (km, rate, fare) => `${km} km × ${rate} = ${fare}`,
    night: (rate, amount) => `രാത്രി ചാർജ് ${rate}: ${amount}`,
    airport: (amount) => `എയർപോർട്ട് പിക്കപ്പ്: ${amount}`,
    stops: (amount) => `അധിക സ്റ്റോപ്പുകൾ: ${amount}`,
    note: "ഇത് ഏകദേശ നിരക്ക് മാത്രം: ടോൾ, പാർക്കിംഗ്, അന്തർസംസ്ഥാന പെർമിറ്റ് എന്നിവ പുറമെ.",
    unknownRoute: "ഈ റൂട്ട് ഞങ്ങളുടെ നിരക്ക് പട്ടികയിലില്ല: ഞങ്ങളുടെ ഓപ്പറേറ്റർ നിങ്ങളെ വിളിച്ച് നിരക്ക് അറിയിക്കും.",
    prompt: "ഏകദേശ നിരക്ക് കാണാൻ പിക്കപ്പ് സ്ഥലവും ഡ്രോപ്പ് സ്ഥലവും ടൈപ്പ് ചെയ്യുക.",
  },
  contact: {
    formTitle: "ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കൂ",
    labels: { name: "പേര്", email: "ഇമെയിൽ", phone: "ഫോൺ", message: "സന്ദേശം" },
    submit: "സന്ദേശം അയയ്ക്കുക",
    thanks: "നിങ്ങളുടെ സന്ദേശത്തിന് നന്ദി! ഞങ്ങൾ ഉടൻ ബന്ധപ്പെടും.",
    greeting: (name) => `നമസ്കാരം ${name}, ഞങ്ങളുടെ ടാക്സി സേവനത്തിന് നിങ്ങൾ അയച്ച സന്ദേശത്തെക്കുറിച്ച് എഴുതുകയാണ്.`,
    error: "നിങ്ങളുടെ സന്ദേശം അയയ്ക്കുന്നതിൽ ഒരു പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.",
    kept: "ഇതുവരെ സ്ഥിരീകരിച്ചിട്ടില്ല. നിങ്ങളുടെ സന്ദേശം ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്, ഞങ്ങൾ സ്ഥിരീകരിക്കുന്നതുവരെ തനിയെ അയച്ചുകൊണ്ടിരിക്കും: ഈ പേജ് തുറന്നുവയ്ക്കൂ, അല്ലെങ്കിൽ പിന്നീട് വീണ്ടും തുറക്കൂ.",
    sooner: (call, whatsapp) => ["വേഗം മറുപടി വേണമെങ്കിൽ ", call, " അല്ലെങ്കിൽ ", whatsapp, "."],
    writeOnWhatsapp: "WhatsApp-ൽ എഴുതൂ",
  },
};
