import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { areaCodes } from "../../page-keys.ts";
import type { FormMessages, Messages, StaticMessages } from "../en/words.ts";
import { formatsFor } from "../format.ts";

/** Malayalam. Drafted: not yet reviewed by a native speaker (docs/languages.md). */

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
const format = /* @__PURE__ */ formatsFor("ml-IN");

const areas: Messages["areas"] = {
  TN: "തമിഴ്നാട്",
  KL: "കേരളം",
  AP: "ആന്ധ്രാപ്രദേശ്",
  KA: "കർണാടക",
  PY: "പുതുച്ചേരി",
};
const areaNames = areaCodes.map((code) => areas[code]);

const plans: StaticMessages["pricing"]["plans"] = {
  mini: {
    title: "മിനി",
    note: "ഹാച്ച്ബാക്ക്",
    features: ["ഹാച്ച്ബാക്ക് സൗകര്യം", "ചെറിയ യാത്രകൾക്ക് അനുയോജ്യം"],
  },
  sedan: {
    title: "സെഡാൻ",
    note: "സെഡാൻ",
    features: ["കൂടുതൽ ഡിക്കി സ്ഥലം", "എയർപോർട്ട് യാത്രകൾക്ക് ഏറ്റവും നല്ലത്"],
  },
  suv: {
    title: "SUV/MUV",
    note: "SUV അല്ലെങ്കിൽ MUV",
    features: ["കുടുംബത്തിന്റെ ലഗേജിനും ഇടം", "ദീർഘയാത്രകൾക്കും ചുരം റോഡുകൾക്കും"],
  },
};

const vehicles: Record<VehicleType, string> = {
  hatchback: "ഹാച്ച്ബാക്ക്",
  sedan: "സെഡാൻ",
  suv: "SUV",
  innova: "Innova",
};
const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} പേർ വരെ)`;

const nav: Messages["nav"] = {
  home: "ഹോം",
  about: "ഞങ്ങളെക്കുറിച്ച്",
  services: "സേവനങ്ങൾ",
  booking: "ബുക്കിംഗ്",
  contact: "ബന്ധപ്പെടുക",
};

const legal: StaticMessages["legal"] = {
  privacy: "സ്വകാര്യതാ അറിയിപ്പ്",
  terms: "സേവന നിബന്ധനകൾ (ഇംഗ്ലീഷിൽ)",
  cookies: "കുക്കി നയം (ഇംഗ്ലീഷിൽ)",
};

const services: StaticMessages["services"]["cards"] = {
  airport: {
    title: "എയർപോർട്ട് ട്രാൻസ്ഫർ",
    description:
      "ചെന്നൈ, ബെംഗളൂരു, കൊച്ചി, കോയമ്പത്തൂർ തുടങ്ങി ഞങ്ങൾ സേവനം നൽകുന്ന എല്ലാ എയർപോർട്ടുകളിലേക്കും പിക്കപ്പും ഡ്രോപ്പും — നിങ്ങളുടെ ഫ്ലൈറ്റ് സമയത്തിനനുസരിച്ച്.",
  },
  oneWay: {
    title: "വൺ-വേ ഡ്രോപ്പ്",
    description:
      "നിങ്ങൾ യാത്ര ചെയ്യുന്ന ദൂരത്തിന് മാത്രം പണം നൽകിയാൽ മതി. കാലിയായി തിരിച്ചുപോകുന്നതിന് നിരക്കില്ല.",
  },
  corporate: {
    title: "കോർപ്പറേറ്റ് സേവനങ്ങൾ",
    description: "ജീവനക്കാർക്കും അതിഥികൾക്കും വിശ്വസനീയമായ കാറുകൾ; കമ്പനികൾക്ക് മാസാന്ത ബില്ലിംഗ്.",
  },
  allDay: {
    title: "24/7 ലഭ്യം",
    description:
      "അതിരാവിലെയുള്ള ഫ്ലൈറ്റായാലും രാത്രി വൈകിയുള്ള ട്രെയിനായാലും: ഏത് സമയത്തും, ഏത് ദിവസവും വിളിക്കാം.",
  },
  payment: {
    title: "എളുപ്പത്തിൽ പണമടയ്ക്കാം",
    description:
      "യാത്രയുടെ അവസാനം UPI, കാർഡ് അല്ലെങ്കിൽ പണമായി നൽകാം. വ്യക്തമായ ബിൽ, മറഞ്ഞിരിക്കുന്ന ചാർജുകളില്ല.",
  },
  local: {
    title: "പ്രാദേശിക പരിചയം",
    description: "ദക്ഷിണേന്ത്യയിലെ ഹൈവേകളും ചുരങ്ങളും ക്ഷേത്രനഗരങ്ങളും നന്നായി അറിയുന്ന ഡ്രൈവർമാർ.",
  },
};

const stats: StaticMessages["about"]["stats"] = {
  safe: { value: "100%", label: "സുരക്ഷിത യാത്രകൾ" },
  rating: { value: "4.9", label: "ഉപഭോക്തൃ റേറ്റിംഗ്" },
  clients: { value: "15,000+", label: "സന്തുഷ്ടരായ ഉപഭോക്താക്കൾ" },
};

const testimonials: Messages["testimonials"]["people"] = {
  priya: {
    name: "പ്രിയ രാമൻ",
    role: "ഐടി പ്രൊഫഷണൽ, ചെന്നൈ",
    quote:
      "തലേന്ന് രാത്രിയാണ് പുലർച്ചെ 4 മണിക്കുള്ള എയർപോർട്ട് ഡ്രോപ്പ് ബുക്ക് ചെയ്തത്. ഡ്രൈവർ പത്ത് മിനിറ്റ് മുമ്പേ വീട്ടുപടിക്കൽ എത്തി.",
  },
  arun: {
    name: "അരുൺ കുമാർ",
    role: "ബിസിനസ് യാത്രികൻ, കോയമ്പത്തൂർ",
    quote:
      "കോയമ്പത്തൂരിൽ നിന്ന് ബെംഗളൂരുവിലേക്ക് ന്യായമായ നിരക്കിൽ വൺ-വേ. വൃത്തിയുള്ള സെഡാൻ, ശ്രദ്ധയോടെ ഓടിക്കുന്ന ഡ്രൈവർ.",
  },
  lakshmi: {
    name: "ലക്ഷ്മി നായർ",
    role: "കുടുംബയാത്ര, കൊച്ചി",
    quote:
      "ഞങ്ങൾ ഏഴുപേരും ഞങ്ങളുടെ ലഗേജും Innova-യിൽ സുഖമായി ഒതുങ്ങി. പിക്കപ്പിൽ ചെറിയ താമസം, ബാക്കിയെല്ലാം ഗംഭീരം.",
  },
  rafi: {
    name: "മുഹമ്മദ് റാഫി",
    role: "വിദ്യാർത്ഥി, പുതുച്ചേരി",
    quote:
      "പുതുച്ചേരിയിൽ നിന്ന് ചെന്നൈ എയർപോർട്ടിലേക്ക്, മടക്കയാത്രാ നിരക്കില്ലാതെ. ഓരോ സെമസ്റ്ററിലും ഇവരെയാണ് വിളിക്കുന്നത്.",
  },
};

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
  },
  pickupTime: {
    required: "പിക്കപ്പ് സമയം തിരഞ്ഞെടുക്കുക",
    past_time: "ആ പിക്കപ്പ് സമയം കഴിഞ്ഞുപോയി. പിന്നീടുള്ള ഒരു സമയം തിരഞ്ഞെടുക്കുക.",
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
  rate_limited: (minutes) =>
    `കുറച്ച് മിനിറ്റുകൾക്കുള്ളിൽ നിങ്ങൾ പലതവണ അയച്ചു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ വിളിക്കുക.`,
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

const address = "അണ്ണാ സാലൈ, ചെന്നൈ, തമിഴ്നാട് 600002";

export const ml: Messages = {
  language: "ml",
  skipToContent: "പ്രധാന ഉള്ളടക്കത്തിലേക്ക് പോകുക",
  nav,
  areas,
  header: {
    mainNav: "പ്രധാന മെനു",
    mobileNav: "മെനു",
    callUs: "വിളിക്കാം: ",
    serviceAreas: "സേവന മേഖലകൾ: ",
    openMenu: "മെനു തുറക്കുക",
    closeMenu: "മെനു അടയ്ക്കുക",
    call: (phone) => `വിളിക്കാം: ${phone}`,
    weServe: "സേവന മേഖലകൾ:",
    language: "ഭാഷ: ",
    stayInEnglish: "ഇംഗ്ലീഷിൽ തുടരാം",
  },
  loadingForm: "ഫോം ലോഡ് ചെയ്യുന്നു…",
  booking: {
    title: "നിങ്ങളുടെ യാത്ര ബുക്ക് ചെയ്യൂ",
    intro: "എവിടെ നിന്ന്, എവിടേക്ക്, എപ്പോൾ എന്ന് പറയൂ. ഉറപ്പിക്കാനായി മിനിറ്റുകൾക്കുള്ളിൽ ഞങ്ങൾ തിരികെ വിളിക്കും.",
  },
  testimonials: {
    title: "ഞങ്ങളുടെ യാത്രക്കാർ പറയുന്നത്",
    region: "യാത്രക്കാരുടെ അഭിപ്രായങ്ങൾ",
    carousel: "സ്ലൈഡ് ഷോ",
    slide: "അഭിപ്രായം",
    slideLabel: (index, count, name) => `${count}-ൽ ${index}: ${name}`,
    previous: "മുമ്പത്തെ അഭിപ്രായം",
    next: "അടുത്ത അഭിപ്രായം",
    show: (index, count) => `${count}-ൽ ${index}-ാമത്തെ അഭിപ്രായം കാണിക്കുക`,
    rated: (rating, out) => `${out}-ൽ ${rating} റേറ്റിംഗ്`,
    people: testimonials,
  },
  contact: {
    title: "ഇന്നുതന്നെ ബന്ധപ്പെടൂ",
    intro:
      "ചോദ്യങ്ങൾ, കോർപ്പറേറ്റ് അക്കൗണ്ടുകൾ, ദീർഘയാത്രയ്ക്കുള്ള നിരക്ക്: എഴുതൂ അല്ലെങ്കിൽ വിളിക്കൂ, എല്ലാ സന്ദേശങ്ങൾക്കും ഞങ്ങൾ മറുപടി നൽകും.",
    infoTitle: "ബന്ധപ്പെടാനുള്ള വിവരങ്ങൾ",
    whatsapp: "WhatsApp-ൽ ബന്ധപ്പെടാം",
    areas: `സേവന മേഖലകൾ: ${areaNames.join(", ")}, അന്തർസംസ്ഥാന യാത്രകളും`,
    hours: "പ്രവൃത്തി സമയം: തിങ്കൾ മുതൽ ഞായർ വരെ, 24 മണിക്കൂറും",
    address,
    mapTitle: "ചെന്നൈയിലെ ഞങ്ങളുടെ ഓഫീസ്",
    openMap: "Google Maps-ൽ തുറക്കാം",
    marker: "ഞങ്ങളുടെ ഓഫീസ്",
  },
};

export const mlStatic: StaticMessages = {
  language: "ml",
  review: { status: "drafted" },
  format,
  head: {
    title: "ചെന്നൈയിലും ദക്ഷിണേന്ത്യയിലെങ്ങും വൺ-വേ ഡ്രോപ്പ് ടാക്സി",
    description: () =>
      `${format.and(areaNames)} എന്നിവിടങ്ങളിലെങ്ങും വൺ-വേ ഡ്രോപ്പ് ടാക്സി. എയർപോർട്ട് ട്രാൻസ്ഫർ, ദൂരയാത്രാ ഡ്രോപ്പ്, 24/7. ${fares.pricingPlans
        .map((plan) => `${plans[plan.id].title} ${format.rupees(plan.pricePerKm)}/km`)
        .join(", ")}.`,
  },
  nav,
  legal,
  areas,
  interState: "അന്തർസംസ്ഥാന യാത്ര",
  address,
  withSeats,
  hero: {
    eyebrow: "വൺ-വേ ഡ്രോപ്പ് ടാക്സി · 24/7",
    title: "ഒരു വഴിക്കുള്ള തുക മാത്രം. ദക്ഷിണേന്ത്യയിലെങ്ങും ഡ്രോപ്പ് ടാക്സി.",
    lead: `എയർപോർട്ട് ട്രാൻസ്ഫർ, ദൂരയാത്രാ ഡ്രോപ്പ്, ഓഫീസ് യാത്രകൾ — ${areaNames.join(", ")} എന്നിവിടങ്ങളിലും അതിനപ്പുറവും. മടക്കയാത്രാ നിരക്കില്ല, അപ്രതീക്ഷിത ചാർജുകളുമില്ല.`,
    book: "യാത്ര ബുക്ക് ചെയ്യാം",
    rates: "നിരക്കുകൾ കാണാം",
    highlights: ["പരിചയസമ്പന്നരായ ഡ്രൈവർമാർ", "കൃത്യസമയത്ത്", "ന്യായമായ നിരക്ക്"],
  },
  services: {
    title: "ഞങ്ങളുടെ സേവനങ്ങൾ",
    intro: "ഏത് യാത്രയായാലും, ഒരൊറ്റ വിളിയിൽ വൃത്തിയുള്ള കാറും വഴി അറിയുന്ന ഡ്രൈവറും.",
    cards: services,
    learnMore: "കൂടുതൽ അറിയാൻ",
    learnMoreAbout: (service) => `: ${service}`,
    messages: {
      airport: "എയർപോർട്ട് ട്രാൻസ്ഫറിനെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു",
      oneWay: "വൺ-വേ ഡ്രോപ്പിനെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു",
      corporate: "കോർപ്പറേറ്റ് സേവനങ്ങളെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു",
      allDay: "രാത്രിയിലും അതിരാവിലെയും കാർ ലഭിക്കുമോ എന്ന് അറിയാൻ ആഗ്രഹിക്കുന്നു",
      payment: "പണമടയ്ക്കാനുള്ള വഴികളെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു",
      local: "നിങ്ങളുടെ ഡ്രൈവർമാരെയും റൂട്ടുകളെയും കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു",
    },
  },
  about: {
    title: "ഞങ്ങളെക്കുറിച്ച്",
    story: (business) =>
      `ഒരൊറ്റ കാറും ഒരു ലളിതമായ ആശയവുമായാണ് ${business} തുടങ്ങിയത്: ഒരു വഴിക്ക് മാത്രം പോകുന്ന യാത്രക്കാരൻ ഒരു വഴിക്കുള്ള തുക മാത്രം നൽകിയാൽ മതി. ഇന്ന് ഞങ്ങളുടെ ഡ്രൈവർമാർ തമിഴ്നാട്, കേരളം, ആന്ധ്രാപ്രദേശ്, കർണാടക, പുതുച്ചേരി എന്നിവിടങ്ങളിലെ എല്ലാ ജില്ലകളിലും രാവും പകലും യാത്രക്കാരെ എത്തിക്കുന്നു.`,
    promise:
      "ഓരോ ഡ്രൈവറെയും പരിശോധിച്ച് ഉറപ്പുവരുത്തിയിട്ടുണ്ട്, ദീർഘദൂര റൂട്ടുകളിൽ പരിചയവുമുണ്ട്; ഓരോ യാത്രയ്ക്കും മുമ്പ് കാർ വൃത്തിയാക്കുന്നു; യാത്രയ്ക്ക് മുമ്പുതന്നെ നിരക്ക് അറിയിക്കുന്നു.",
    stats,
  },
  pricing: {
    title: "ഞങ്ങളുടെ നിരക്കുകൾ",
    intro: "കിലോമീറ്ററിന് ലളിതമായ നിരക്ക്. ഒരു വഴിക്കുള്ള തുക മാത്രം നൽകിയാൽ മതി.",
    popular: "ഏറ്റവും ജനപ്രിയം",
    perKm: "/ km",
    plans,
    upTo: (count) => `${count} പേർ വരെ`,
    book: (what) => `${what} ബുക്ക് ചെയ്യാം`,
    chargesTitle: "അധിക ചാർജുകൾ",
    charges: () => [
      `എയർപോർട്ട് പിക്കപ്പ് ${format.rupees(fares.airportPickupCharge)}`,
      `കാത്തിരിപ്പ്: സൗജന്യ സമയത്തിന് ശേഷം മിനിറ്റിന് ${format.rupees(fares.waitingChargePerMinute)}`,
      `രാത്രി ചാർജ് ${format.percent(fares.night.rate)}: ${format.hour(fares.night.from)} മുതൽ ${format.hour(fares.night.until)} വരെ`,
      `ഓരോ അധിക സ്റ്റോപ്പിനും ${format.rupees(fares.extraStopCharge)}`,
      "അന്തർസംസ്ഥാന പെർമിറ്റ് അതത് സംസ്ഥാന നിയമപ്രകാരം",
      "ലഗേജ് കയറ്റാൻ സഹായം സൗജന്യം",
    ],
  },
  footer: {
    tagline: "തമിഴ്നാട്, കേരളം, ആന്ധ്രാപ്രദേശ്, കർണാടക, പുതുച്ചേരി എന്നിവിടങ്ങളിലെങ്ങും വൺ-വേ ഡ്രോപ്പ് ടാക്സി.",
    quickLinks: "പ്രധാന ലിങ്കുകൾ",
    serviceAreas: "സേവന മേഖലകൾ",
    contact: "ബന്ധപ്പെടുക",
    rights: "എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.",
  },
};

export const mlForms: FormMessages = {
  format,
  withSeats,
  sending: "അയയ്ക്കുന്നു...",
  privacyLink: "നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ എങ്ങനെ ഉപയോഗിക്കുന്നു",
  phoneHint: "10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ, അല്ലെങ്കിൽ + രാജ്യ കോഡോടുകൂടിയ നമ്പർ",
  fieldErrors,
  failures,
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `സാധാരണ ${minutes} മിനിറ്റിനുള്ളിൽ ഞങ്ങളുടെ ഓപ്പറേറ്റർ ${phone} എന്ന നമ്പറിൽ നിങ്ങളെ വിളിക്കും.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "ബുക്കിംഗ് ലഭിച്ചു", contact: "സന്ദേശം ലഭിച്ചു" },
    gone: "ഈ സ്ഥിരീകരണം ഇനി ഇവിടെ കാണിക്കില്ല. ബുക്കിംഗിനെക്കുറിച്ച് ചോദ്യമുണ്ടെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ.",
    removed:
      "ഞങ്ങളുടെ സ്വകാര്യതാ അറിയിപ്പിൽ പറഞ്ഞതുപോലെ, ഈ അന്വേഷണത്തിന്റെ വിവരങ്ങൾ നീക്കം ചെയ്തു. ഇതിനെക്കുറിച്ച് ചോദ്യമുണ്ടെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ.",
    problemTitle: "നിങ്ങൾ അയച്ചത് പരിശോധിക്കൂ",
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
    reference: "നിങ്ങളുടെ ബുക്കിംഗ് നമ്പർ: ",
    call: (phone) => `${phone} എന്ന നമ്പറിൽ വിളിക്കുക`,
    sendOnWhatsapp: "WhatsApp-ൽ അയയ്ക്കുക",
    sooner,
    error:
      "നിങ്ങളുടെ ബുക്കിംഗ് അയയ്ക്കാനായില്ല. നിങ്ങൾ ടൈപ്പ് ചെയ്തതെല്ലാം ഇവിടെയുണ്ട്: വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ WhatsApp-ൽ ഞങ്ങൾക്ക് അയയ്ക്കുക.",
    whatsappInstead: "ഈ ബുക്കിംഗ് WhatsApp-ൽ അയയ്ക്കുക",
    callInstead: (phone) => `${phone} എന്ന നമ്പറിൽ വിളിക്കുക`,
    otherWays,
    kept: "ഇപ്പോൾ ഇന്റർനെറ്റ് കണക്ഷൻ ഇല്ല. നിങ്ങളുടെ ബുക്കിംഗ് ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്, കണക്ഷൻ കിട്ടിയാലുടൻ തനിയെ പോകും: ഈ പേജ് തുറന്നുവയ്ക്കൂ, അല്ലെങ്കിൽ പിന്നീട് വീണ്ടും തുറക്കൂ.",
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
    error: "നിങ്ങളുടെ സന്ദേശം അയയ്ക്കുന്നതിൽ ഒരു പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കുക.",
    kept: "ഇപ്പോൾ ഇന്റർനെറ്റ് കണക്ഷൻ ഇല്ല. നിങ്ങളുടെ സന്ദേശം ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്, കണക്ഷൻ കിട്ടിയാലുടൻ തനിയെ പോകും: ഈ പേജ് തുറന്നുവയ്ക്കൂ, അല്ലെങ്കിൽ പിന്നീട് വീണ്ടും തുറക്കൂ.",
    sooner: (call, whatsapp) => ["വേഗം മറുപടി വേണമെങ്കിൽ ", call, " അല്ലെങ്കിൽ ", whatsapp, "."],
    writeOnWhatsapp: "WhatsApp-ൽ എഴുതൂ",
  },
};
