import { fares } from "../../fares/fares.ts";
import type { RouteWords } from "../en/route-words.ts";
import { formatsFor } from "../format.ts";

/** Malayalam: the route pages' words (en/route-words.ts has the shape). Drafted, not yet reviewed. */

// Pure: built when first read.
const format = /* @__PURE__ */ formatsFor("ml-IN");

export const mlRoutes: RouteWords = {
  places: {
    chennai: "ചെന്നൈ",
    mamallapuram: ["മഹാബലിപുരം", "മാമല്ലപുരം"],
    kanchipuram: "കാഞ്ചീപുരം",
    tirupati: "തിരുപ്പതി",
    vellore: "വെല്ലൂർ",
    puducherry: ["പോണ്ടിച്ചേരി", "പുതുച്ചേരി"],
    tiruvannamalai: "തിരുവണ്ണാമല",
    kumbakonam: "കുംഭകോണം",
    tiruchirappalli: ["തിരുച്ചി", "തിരുച്ചിറപ്പള്ളി"],
    salem: "സേലം",
    thanjavur: "തഞ്ചാവൂർ",
    bengaluru: ["ബാംഗ്ലൂർ", "ബെംഗളൂരു"],
    madurai: "മധുര",
    mysuru: ["മൈസൂർ", "മൈസൂരു"],
    coimbatore: "കോയമ്പത്തൂർ",
    udhagamandalam: ["ഊട്ടി", "ഉദകമണ്ഡലം"],
    rameswaram: "രാമേശ്വരം",
    hyderabad: "ഹൈദരാബാദ്",
    kochi: "കൊച്ചി",
    kanyakumari: "കന്യാകുമാരി",
    thiruvananthapuram: "തിരുവനന്തപുരം",
    munnar: "മൂന്നാർ",
  },
  telangana: "തെലങ്കാന",
  title: (from, to) => `${from} – ${to} ടാക്സി`,
  description: (from, to, km, fare) =>
    `${from} – ${to} വൺ-വേ ഡ്രോപ്പ് ടാക്സി: റോഡ് വഴി ${km} km, സെഡാനിൽ ${fare}, മടക്കയാത്രാ നിരക്ക് ഇല്ല. ഓൺലൈനായി ബുക്ക് ചെയ്യാം, 24/7 വിളിക്കാം.`,
  heading: (from, to) => `${from} – ${to} ഡ്രോപ്പ് ടാക്സി`,
  lead: (from, to, km) =>
    `${from} – ${to}: റോഡ് വഴി ${km} km. ഒരു വശത്തേക്ക് മാത്രം നിരക്ക്: കാർ തിരികെ പോകുന്നതിന് നിരക്ക് ഇല്ല.`,
  official: (name, official) => `${name} എന്നതിന്റെ ഔദ്യോഗിക പേര് ${official}.`,
  faresTitle: (from, to) => `${from} – ${to} നിരക്കുകൾ`,
  faresNote:
    "ബുക്കിംഗ് ഫോം കാണിക്കുന്ന ഏകദേശ നിരക്കും ഞങ്ങളുടെ ഓപ്പറേറ്റർമാർ പറയുന്ന നിരക്കും ഇതുതന്നെ; താഴെയുള്ള അധിക ചാർജുകൾ പുറമെ.",
  book: "ഈ യാത്ര ബുക്ക് ചെയ്യാം",
  chargesTitle: "ബാധകമായേക്കാവുന്ന അധിക ചാർജുകൾ",
  airport: (place, amount) => `${place} എയർപോർട്ടിൽ പിക്കപ്പ്: നിരക്കിനൊപ്പം ${amount} അധികം.`,
  night: (amount) =>
    `${format.hour(fares.night.from)} മുതൽ ${format.hour(fares.night.until)} വരെ പിക്കപ്പ്: മുകളിലെ സെഡാൻ നിരക്കിനൊപ്പം ${amount} അധികം.`,
  stops: (from, to, amount) => `${from} – ${to} വഴിയിലെ ഓരോ സ്റ്റോപ്പിനും ${amount}.`,
  tolls: (from, to) => `${from} – ${to} വഴിയിലെ ടോളും പാർക്കിംഗും നിരക്കിന് പുറമെ, വരുന്നതുപോലെ നൽകണം.`,
  permit: (fromState, toState, ...through) =>
    `ഈ യാത്ര ${[fromState, ...through, toState].join(" – ")} സംസ്ഥാന അതിർത്തി കടക്കുന്നു: അന്തർസംസ്ഥാന പെർമിറ്റ് അതത് സംസ്ഥാന നിയമപ്രകാരം പുറമെ.`,
  moreTitle: "കൂടുതൽ റൂട്ടുകൾ",
  wayBack: "മടക്കയാത്ര",
  moreFrom: (place) => `പുറപ്പെടുന്ന സ്ഥലം ${place}: മറ്റ് റൂട്ടുകൾ`,
  popularTitle: "ജനപ്രിയ റൂട്ടുകൾ",
  popularIntro: "ഓരോ റൂട്ടിന്റെയും ദൂരവും ഓരോ കാറിന്റെയും നിരക്കും, രണ്ട് ദിശകളിലും.",
};
