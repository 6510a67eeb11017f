import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { areaCodes } from "../../page-keys.ts";
import type { FormMessages, Messages, StaticMessages } from "../en/words.ts";
import { formatsFor, hour12 } from "../format.ts";

/** Telugu. Drafted: not yet reviewed by a native speaker (docs/languages.md). */

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
const format = /* @__PURE__ */ formatsFor("te-IN");

const areas: Messages["areas"] = {
  TN: "తమిళనాడు",
  KL: "కేరళ",
  AP: "ఆంధ్రప్రదేశ్",
  KA: "కర్ణాటక",
  PY: "పుదుచ్చేరి",
};
const areaNames = areaCodes.map((code) => areas[code]);

const plans: StaticMessages["pricing"]["plans"] = {
  mini: {
    title: "మినీ",
    note: "హ్యాచ్‌బ్యాక్",
    features: ["హ్యాచ్‌బ్యాక్ సౌకర్యం", "తక్కువ దూరం ప్రయాణాలకు సరైనది"],
  },
  sedan: {
    title: "సెడాన్",
    note: "సెడాన్",
    features: ["ఎక్కువ డిక్కీ స్థలం", "ఎయిర్‌పోర్ట్ ప్రయాణాలకు ఉత్తమం"],
  },
  suv: {
    title: "SUV/MUV",
    note: "SUV లేదా MUV",
    features: ["కుటుంబ లగేజీకి కూడా చోటు", "దూర ప్రయాణాలు, ఘాట్ రోడ్లు"],
  },
};

const vehicles: Record<VehicleType, string> = {
  hatchback: "హ్యాచ్‌బ్యాక్",
  sedan: "సెడాన్",
  suv: "SUV",
  innova: "Innova",
};
const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} మంది వరకు)`;

const nav: Messages["nav"] = {
  home: "హోమ్",
  about: "మా గురించి",
  services: "సేవలు",
  booking: "బుకింగ్",
  contact: "సంప్రదించండి",
};

const legal: StaticMessages["legal"] = {
  privacy: "గోప్యతా నోటీసు",
  terms: "సేవా నిబంధనలు (ఇంగ్లీష్‌లో)",
  cookies: "కుకీ విధానం (ఇంగ్లీష్‌లో)",
};

const services: StaticMessages["services"]["cards"] = {
  airport: {
    title: "ఎయిర్‌పోర్ట్ ట్రాన్స్‌ఫర్",
    description:
      "చెన్నై, బెంగళూరు, కొచ్చి, కోయంబత్తూరు సహా మేము సేవలందించే అన్ని ఎయిర్‌పోర్ట్‌లకు పికప్, డ్రాప్ — మీ ఫ్లైట్ సమయానికి తగినట్టు.",
  },
  oneWay: {
    title: "వన్-వే డ్రాప్",
    description: "మీరు ప్రయాణించే దూరానికి మాత్రమే చెల్లించండి. కారు ఖాళీగా తిరిగి వెళ్లడానికి ఛార్జీ లేదు.",
  },
  corporate: {
    title: "కార్పొరేట్ సేవలు",
    description: "ఉద్యోగులకు, అతిథులకు నమ్మకమైన కార్లు; కంపెనీలకు నెలవారీ బిల్లింగ్.",
  },
  allDay: {
    title: "24/7 అందుబాటులో",
    description: "తెల్లవారుజామున ఫ్లైట్ అయినా, అర్ధరాత్రి ట్రైన్ అయినా: ఏ సమయంలోనైనా, ఏ రోజైనా కాల్ చేయండి.",
  },
  payment: {
    title: "సులభమైన చెల్లింపు",
    description: "ప్రయాణం చివర్లో UPI, కార్డ్ లేదా నగదుతో చెల్లించండి. స్పష్టమైన బిల్లు, దాచిన ఛార్జీలు ఉండవు.",
  },
  local: {
    title: "స్థానిక అనుభవం",
    description: "దక్షిణ భారతదేశంలోని హైవేలు, ఘాట్ రోడ్లు, ఆలయ పట్టణాలు బాగా తెలిసిన డ్రైవర్లు.",
  },
};

const stats: StaticMessages["about"]["stats"] = {
  safe: { value: "100%", label: "సురక్షిత ప్రయాణాలు" },
  rating: { value: "4.9", label: "కస్టమర్ రేటింగ్" },
  clients: { value: "15,000+", label: "సంతృప్తి చెందిన కస్టమర్లు" },
};

const testimonials: Messages["testimonials"]["people"] = {
  priya: {
    name: "ప్రియా రామన్",
    role: "ఐటీ ఉద్యోగి, చెన్నై",
    quote:
      "ముందు రోజు రాత్రే తెల్లవారుజాము 4 గంటల ఎయిర్‌పోర్ట్ డ్రాప్ బుక్ చేశాను. డ్రైవర్ పది నిమిషాలు ముందే మా ఇంటి గేటు దగ్గర ఉన్నారు.",
  },
  arun: {
    name: "అరుణ్ కుమార్",
    role: "వ్యాపార ప్రయాణికుడు, కోయంబత్తూరు",
    quote: "కోయంబత్తూరు నుండి బెంగళూరుకు వన్-వే, సరసమైన ఛార్జీతో. శుభ్రమైన సెడాన్, జాగ్రత్తగా నడిపే డ్రైవర్.",
  },
  lakshmi: {
    name: "లక్ష్మి నాయర్",
    role: "కుటుంబ ప్రయాణం, కొచ్చి",
    quote: "మా ఏడుగురికీ, మా లగేజీకీ Innovaలో చక్కగా చోటు సరిపోయింది. పికప్‌లో కొంచెం ఆలస్యం, మిగతాదంతా అద్భుతం.",
  },
  rafi: {
    name: "మహమ్మద్ రఫీ",
    role: "విద్యార్థి, పుదుచ్చేరి",
    quote: "పుదుచ్చేరి నుండి చెన్నై ఎయిర్‌పోర్ట్‌కు, తిరుగు ఛార్జీ లేకుండా. ప్రతి సెమిస్టర్‌కూ వీళ్లనే బుక్ చేసుకుంటాను.",
  },
};

const retype = (what: string) => `${what} మళ్లీ టైప్ చేయండి: అందులో సేవ్ చేయలేని కనిపించని అక్షరం ఒకటి ఉంది`;
const place = (what: string, whatObject: string) => ({
  required: `${what} నమోదు చేయండి`,
  too_long: `${whatObject} ${maxLength.place} అక్షరాల లోపు ఉండేలా తగ్గించండి`,
  hidden_character: retype(whatObject),
});

// Built when first read (pure): a page's first scripts, which need none of these, stay free
// of the limits they quote.
const fieldErrors: FormMessages["fieldErrors"] = /* @__PURE__ */ (() => ({
  name: {
    required: "మీ పేరు నమోదు చేయండి",
    too_long: `పేరును ${maxLength.name} అక్షరాల లోపు ఉండేలా తగ్గించండి`,
    hidden_character: retype("మీ పేరును"),
  },
  email: {
    required: "మీ ఈమెయిల్ చిరునామా నమోదు చేయండి",
    too_long: "ఈ ఈమెయిల్ చిరునామా చాలా పొడవుగా ఉంది. ఒకసారి సరిచూసి మళ్లీ నమోదు చేయండి",
    invalid: "సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి, ఉదా. name@example.com",
  },
  phone: {
    required: "మీ ఫోన్ నంబర్ నమోదు చేయండి",
    invalid: "10 అంకెల భారతీయ మొబైల్ నంబర్ నమోదు చేయండి; విదేశీ నంబర్ అయితే + దేశ కోడ్ కూడా చేర్చండి",
  },
  message: {
    required: "మీ సందేశం రాయండి",
    too_long: `సందేశాన్ని ${maxLength.message} అక్షరాల లోపు ఉండేలా తగ్గించండి`,
    hidden_character: retype("మీ సందేశాన్ని"),
  },
  pickupLocation: place("పికప్ స్థలం", "పికప్ స్థలాన్ని"),
  dropoffLocation: place("డ్రాప్ స్థలం", "డ్రాప్ స్థలాన్ని"),
  pickupDate: {
    required: "పికప్ తేదీ ఎంచుకోండి",
    not_a_date: "సరైన తేదీ ఎంచుకోండి",
    past_date: "ఆ తేదీ ఇప్పటికే గడిచిపోయింది. ఈ రోజు లేదా తర్వాతి తేదీ ఎంచుకోండి.",
  },
  pickupTime: {
    required: "పికప్ సమయం ఎంచుకోండి",
    past_time: "ఆ పికప్ సమయం ఇప్పటికే గడిచిపోయింది. తర్వాతి సమయం ఎంచుకోండి.",
  },
  passengers: {
    required: "ప్రయాణికుల సంఖ్య ఎంచుకోండి",
    too_many: () =>
      `ఒక కారులో గరిష్ఠంగా ${fares.maxPassengers} మంది మాత్రమే. అంతకంటే ఎక్కువ మంది అయితే మాకు కాల్ చేయండి.`,
    over_capacity: ({ passengers = 1, vehicleType = fares.defaultVehicle }) =>
      `${vehicles[vehicleType]} కారులో ${fares.vehicles[vehicleType].capacity} మంది వరకు మాత్రమే కూర్చోవచ్చు. ${passengers} మందికి ${format.or(
        fares.vehiclesFor(passengers).map(withSeats),
      )} ఎంచుకోండి.`,
  },
  vehicleType: { required: "వాహనం ఎంచుకోండి" },
  extraStops: {
    required: "అదనపు స్టాప్‌ల సంఖ్య ఎంచుకోండి",
    too_many: () =>
      `ఆన్‌లైన్‌లో గరిష్ఠంగా ${fares.maxExtraStops} అదనపు స్టాప్‌లు మాత్రమే జోడించగలం; ఇంకా కావాలంటే మాకు కాల్ చేయండి`,
  },
}))();

const failures: FormMessages["failures"] = {
  validation: "గుర్తించిన వివరాలను సరిచూడండి.",
  bad_json: "ఆ అభ్యర్థనను మేము చదవలేకపోయాం.",
  unsupported_media_type: "ఫారంను JSONగా పంపండి.",
  too_large: "ఇది చాలా పొడవుగా ఉంది. తగ్గించి మళ్లీ పంపండి.",
  method_not_allowed: "ఈ చిరునామా ఫారం సమర్పణలను (POST) మాత్రమే స్వీకరిస్తుంది.",
  bad_idempotency_key: "ఆ అభ్యర్థనను మేము చదవలేకపోయాం.",
  form_idempotency_key: "ఆ అభ్యర్థనను మేము స్వీకరించలేకపోయాం. దయచేసి మా పేజీ నుండి ఫారం మళ్లీ పంపండి, లేదా మాకు కాల్ చేయండి.",
  other_site: "ఈ ఫారం వేరే వెబ్‌సైట్ నుండి వచ్చింది. దయచేసి మా సొంత పేజీని ఉపయోగించండి, లేదా మాకు కాల్ చేయండి.",
  idempotency_key_reused: "పంపుతుండగానే మీ వివరాలు మారాయి. మళ్లీ పంపండి.",
  rate_limited: (minutes) =>
    `కొన్ని నిమిషాల్లోనే మీరు చాలాసార్లు పంపారు. ${minutes === 1 ? "1 నిమిషం" : `${minutes} నిమిషాల`} తర్వాత మళ్లీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి.`,
  unavailable: "ప్రస్తుతం మీ అభ్యర్థనను సేవ్ చేయలేకపోయాం. ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి.",
  internal: "మా వైపు ఏదో పొరపాటు జరిగింది. మళ్లీ ప్రయత్నించండి.",
  offline: "సర్వర్‌ను చేరుకోలేకపోయాం. ఇంటర్నెట్ కనెక్షన్ సరిచూసి మళ్లీ ప్రయత్నించండి.",
};

const sooner: FormMessages["booking"]["sooner"] = (call, whatsapp) => [
  "త్వరగా కావాలంటే ",
  call,
  " లేదా ",
  whatsapp,
  ".",
];
const otherWays: FormMessages["booking"]["otherWays"] = (whatsapp, call) => [
  whatsapp,
  " లేదా ",
  call,
  ".",
];
const estimate: FormMessages["fare"]["estimate"] = (total, km) => [
  "అంచనా ఛార్జీ: ",
  total,
  ` (సుమారు ${km} km)`,
];

const address = "అన్నా సాలై, చెన్నై, తమిళనాడు 600002";

export const te: Messages = {
  language: "te",
  skipToContent: "ప్రధాన విషయానికి వెళ్లండి",
  nav,
  areas,
  header: {
    mainNav: "ప్రధాన మెనూ",
    mobileNav: "మెనూ",
    callUs: "కాల్ చేయండి: ",
    serviceAreas: "సేవా ప్రాంతాలు: ",
    openMenu: "మెనూ తెరవండి",
    closeMenu: "మెనూ మూసివేయండి",
    call: (phone) => `కాల్ చేయండి: ${phone}`,
    weServe: "మేము సేవలందించే ప్రాంతాలు:",
    language: "భాష: ",
    stayInEnglish: "ఇంగ్లీష్‌లోనే కొనసాగండి",
  },
  loadingForm: "ఫారం లోడ్ అవుతోంది…",
  booking: {
    title: "మీ ప్రయాణం బుక్ చేయండి",
    intro: "ఎక్కడి నుండి, ఎక్కడికి, ఎప్పుడు అనేది చెప్పండి. నిర్ధారించడానికి కొన్ని నిమిషాల్లోనే మేమే తిరిగి కాల్ చేస్తాం.",
  },
  testimonials: {
    title: "మా ప్రయాణికులు ఏమంటున్నారు",
    region: "ప్రయాణికుల అభిప్రాయాలు",
    carousel: "స్లైడ్ షో",
    slide: "అభిప్రాయం",
    slideLabel: (index, count, name) => `${count}లో ${index}: ${name}`,
    previous: "మునుపటి అభిప్రాయం",
    next: "తదుపరి అభిప్రాయం",
    show: (index, count) => `${count}లో ${index}వ అభిప్రాయం చూపించండి`,
    rated: (rating, out) => `${out}కి ${rating} రేటింగ్`,
    people: testimonials,
  },
  contact: {
    title: "ఈ రోజే మమ్మల్ని సంప్రదించండి",
    intro: "ప్రశ్నలు, కార్పొరేట్ ఖాతాలు, దూర ప్రయాణానికి ఛార్జీ: రాయండి లేదా కాల్ చేయండి, ప్రతి సందేశానికీ సమాధానం ఇస్తాం.",
    infoTitle: "సంప్రదింపు వివరాలు",
    whatsapp: "WhatsApp చేయండి",
    areas: `సేవా ప్రాంతాలు: ${areaNames.join(", ")}, ఇతర రాష్ట్రాలకు ప్రయాణాలు కూడా`,
    hours: "పని వేళలు: సోమవారం నుండి ఆదివారం వరకు, 24 గంటలూ",
    address,
    mapTitle: "చెన్నైలో మా కార్యాలయం",
    openMap: "Google Mapsలో తెరవండి",
    marker: "మా కార్యాలయం",
  },
};

export const teStatic: StaticMessages = {
  language: "te",
  review: { status: "drafted" },
  format,
  head: {
    title: "చెన్నై, దక్షిణ భారతదేశమంతటా వన్-వే డ్రాప్ టాక్సీ",
    description: () =>
      `${format.and(areaNames)} అంతటా వన్-వే డ్రాప్ టాక్సీ. ఎయిర్‌పోర్ట్ ట్రాన్స్‌ఫర్, ఊరు బయటికి డ్రాప్, 24/7. ${fares.pricingPlans
        .map((plan) => `${plans[plan.id].title} ${format.rupees(plan.pricePerKm)}/km`)
        .join(", ")}.`,
  },
  nav,
  legal,
  areas,
  interState: "ఇతర రాష్ట్రాలకు ప్రయాణం",
  address,
  withSeats,
  hero: {
    eyebrow: "వన్-వే డ్రాప్ టాక్సీ · 24/7",
    title: "ఒక వైపు ఛార్జీ మాత్రమే. దక్షిణ భారతదేశమంతటా డ్రాప్ టాక్సీ.",
    lead: `ఎయిర్‌పోర్ట్ ట్రాన్స్‌ఫర్, ఊరు బయటికి డ్రాప్, ఆఫీసు ప్రయాణాలు — ${areaNames.join(", ")}, ఇంకా అవతల కూడా. తిరుగు ఛార్జీ లేదు, ఊహించని ఛార్జీలూ లేవు.`,
    book: "ఇప్పుడే బుక్ చేయండి",
    rates: "మా ఛార్జీలు చూడండి",
    highlights: ["అనుభవజ్ఞులైన డ్రైవర్లు", "సమయానికి సేవ", "సరసమైన ఛార్జీలు"],
  },
  services: {
    title: "మా సేవలు",
    intro: "ఏ ప్రయాణమైనా, ఒక్క కాల్‌తో శుభ్రమైన కారు, దారి తెలిసిన డ్రైవర్.",
    cards: services,
    learnMore: "మరింత తెలుసుకోండి",
    learnMoreAbout: (service) => `: ${service}`,
    messages: {
      airport: "ఎయిర్‌పోర్ట్ ట్రాన్స్‌ఫర్ గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
      oneWay: "వన్-వే డ్రాప్ గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
      corporate: "కార్పొరేట్ సేవల గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
      allDay: "రాత్రి, తెల్లవారుజామున కూడా కారు దొరుకుతుందా అని తెలుసుకోవాలనుకుంటున్నాను",
      payment: "చెల్లింపు పద్ధతుల గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
      local: "మీ డ్రైవర్లు, రూట్ల గురించి మరింత తెలుసుకోవాలనుకుంటున్నాను",
    },
  },
  about: {
    title: "మా గురించి",
    story: (business) =>
      `ఒక్క కారు, ఒక సరళమైన ఆలోచనతో ${business} మొదలైంది: ఒక వైపు మాత్రమే వెళ్లే ప్రయాణికుడు ఒక వైపు ఛార్జీ మాత్రమే చెల్లించాలి. ఈ రోజు మా డ్రైవర్లు తమిళనాడు, కేరళ, ఆంధ్రప్రదేశ్, కర్ణాటక, పుదుచ్చేరిలోని ప్రతి జిల్లాకూ రాత్రింబవళ్లు వెళ్తున్నారు.`,
    promise:
      "ప్రతి డ్రైవర్ వివరాలూ తనిఖీ చేశాం, దూర ప్రయాణాల్లో వారికి అనుభవం ఉంది; ప్రతి ట్రిప్‌కు ముందు కారును శుభ్రం చేస్తాం; ప్రయాణానికి ముందే ఛార్జీ చెబుతాం.",
    stats,
  },
  pricing: {
    title: "మా ఛార్జీలు",
    intro: "కిలోమీటర్‌కు సరళమైన ఛార్జీ. ఒక వైపుకు మాత్రమే చెల్లించండి.",
    popular: "ఎక్కువ మంది ఎంచుకునేది",
    perKm: "/ km",
    plans,
    upTo: (count) => `${count} మంది వరకు`,
    book: (what) => `${what} బుక్ చేయండి`,
    chargesTitle: "అదనపు ఛార్జీలు",
    charges: () => [
      `ఎయిర్‌పోర్ట్ పికప్ ${format.rupees(fares.airportPickupCharge)}`,
      `వేచి ఉండటం: ఉచిత సమయం తర్వాత నిమిషానికి ${format.rupees(fares.waitingChargePerMinute)}`,
      // The night charge is by definition from night to morning; Telugu says the part of the
      // day before the hour.
      `రాత్రి ఛార్జీ ${format.percent(fares.night.rate)}: రాత్రి ${hour12(fares.night.from)} నుండి ఉదయం ${hour12(fares.night.until)} వరకు`,
      `ప్రతి అదనపు స్టాప్‌కు ${format.rupees(fares.extraStopCharge)}`,
      "అంతర్రాష్ట్ర పర్మిట్ ఆయా రాష్ట్ర నిబంధనల ప్రకారం",
      "లగేజీ ఎక్కించడంలో సహాయం ఉచితం",
    ],
  },
  footer: {
    tagline: "తమిళనాడు, కేరళ, ఆంధ్రప్రదేశ్, కర్ణాటక, పుదుచ్చేరి అంతటా వన్-వే డ్రాప్ టాక్సీ.",
    quickLinks: "త్వరిత లింకులు",
    serviceAreas: "సేవా ప్రాంతాలు",
    contact: "సంప్రదించండి",
    rights: "అన్ని హక్కులూ ప్రత్యేకించబడ్డాయి.",
  },
};

export const teForms: FormMessages = {
  format,
  withSeats,
  sending: "పంపుతున్నాం...",
  privacyLink: "మీ వివరాలను మేము ఎలా వాడతాం",
  phoneHint: "10 అంకెల భారతీయ మొబైల్ నంబర్, లేదా + దేశ కోడ్‌తో నంబర్",
  fieldErrors,
  failures,
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `సాధారణంగా ${minutes === 1 ? "1 నిమిషంలోపు" : `${minutes} నిమిషాల్లోపు`} మా ఆపరేటర్ మీ ${phone} నంబర్‌కు కాల్ చేస్తారు.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "బుకింగ్ అందింది", contact: "సందేశం అందింది" },
    gone: "ఈ నిర్ధారణ ఇక ఇక్కడ కనిపించదు. మీ బుకింగ్ గురించి ప్రశ్న ఉంటే మాకు కాల్ చేయండి.",
    removed: "మా గోప్యతా ప్రకటనలో చెప్పినట్లు, ఈ విచారణ వివరాలు తొలగించబడ్డాయి. దీని గురించి ప్రశ్న ఉంటే మాకు కాల్ చేయండి.",
    problemTitle: "మీరు పంపినదాన్ని సరిచూడండి",
    fixAndResend: "ముందు పేజీకి వెనక్కి వెళ్లండి: మీరు టైప్ చేసినవన్నీ అక్కడే ఉన్నాయి. సరిచేసి మళ్లీ పంపండి.",
    tryAgain: "ముందు పేజీకి వెనక్కి వెళ్లండి: మీరు టైప్ చేసినవన్నీ అక్కడే ఉన్నాయి. కొంతసేపటి తర్వాత మళ్లీ పంపండి.",
    call: (phone) => `లేదా మాకు కాల్ చేయండి: ${phone}`,
    needItSooner: (phone) => `త్వరగా కావాలంటే ${phone}కు కాల్ చేయండి`,
    home: "సైట్‌కు తిరిగి వెళ్లండి",
  },
  // "వ్యక్తి" for one person, "మంది" for several: how a booking counts people in Telugu.
  passengers: (count) => (count === 1 ? `${count} వ్యక్తి` : `${count} మంది`),
  booking: {
    labels: {
      pickupLocation: "పికప్ స్థలం",
      dropoffLocation: "డ్రాప్ స్థలం",
      pickupDate: "పికప్ తేదీ",
      pickupTime: "పికప్ సమయం",
      passengers: "ప్రయాణికులు",
      vehicleType: "వాహనం",
      name: "మీ పేరు",
      phone: "ఫోన్",
      extraStops: "దారిలో అదనపు స్టాప్‌లు",
    },
    noStops: "లేవు",
    stops: (count, price) => `${count} (${price})`,
    submit: "బుక్ చేయండి",
    thanks: "మీ బుకింగ్‌కు ధన్యవాదాలు! వివరాలు నిర్ధారించడానికి త్వరలోనే మిమ్మల్ని సంప్రదిస్తాం.",
    trip: (from, to, date, time) => `${from} → ${to}, ${date}, ${time}`,
    reference: "మీ బుకింగ్ నంబర్: ",
    call: (phone) => `${phone}కు కాల్ చేయండి`,
    sendOnWhatsapp: "WhatsAppలో పంపండి",
    sooner,
    error: "మీ బుకింగ్‌ను పంపలేకపోయాం. మీరు టైప్ చేసినవన్నీ ఇక్కడే ఉన్నాయి: మళ్లీ ప్రయత్నించండి, లేదా WhatsAppలో మాకు పంపండి.",
    whatsappInstead: "ఈ బుకింగ్‌ను WhatsAppలో పంపండి",
    callInstead: (phone) => `${phone}కు కాల్ చేయండి`,
    otherWays,
    kept: "ఇప్పుడు ఇంటర్నెట్ కనెక్షన్ లేదు. మీ బుకింగ్ ఈ ఫోన్‌లోనే సేవ్ అయి ఉంది, ఇంటర్నెట్ రాగానే దానంతట అదే వెళ్లిపోతుంది: ఈ పేజీని తెరిచే ఉంచండి, లేదా తర్వాత మళ్లీ తెరవండి.",
    expired: (date, time) =>
      `${date}, ${time} పికప్ కోసం చేసిన మీ బుకింగ్ మాకు చేరలేదు: మీ ఫోన్‌లో ఇంటర్నెట్ లేనప్పుడే పికప్ సమయం దాటిపోయింది. దయచేసి మాకు కాల్ చేయండి.`,
  },
  fare: {
    estimate,
    distance: (km, rate, fare) => `${km} km × ${rate} = ${fare}`,
    night: (rate, amount) => `రాత్రి ఛార్జీ ${rate}: ${amount}`,
    airport: (amount) => `ఎయిర్‌పోర్ట్ పికప్: ${amount}`,
    stops: (amount) => `అదనపు స్టాప్‌లు: ${amount}`,
    note: "ఇది అంచనా మాత్రమే: టోల్, పార్కింగ్, అంతర్రాష్ట్ర పర్మిట్ అదనం.",
    unknownRoute: "ఈ మార్గం మా ఛార్జీల జాబితాలో లేదు: మా ఆపరేటర్ మీకు కాల్ చేసి ఛార్జీ చెబుతారు.",
    prompt: "అంచనా ఛార్జీ చూడటానికి పికప్ స్థలం, డ్రాప్ స్థలం టైప్ చేయండి.",
  },
  contact: {
    formTitle: "మాకు సందేశం పంపండి",
    labels: { name: "పేరు", email: "ఈమెయిల్", phone: "ఫోన్", message: "సందేశం" },
    submit: "సందేశం పంపండి",
    thanks: "మీ సందేశానికి ధన్యవాదాలు! త్వరలోనే మిమ్మల్ని సంప్రదిస్తాం.",
    error: "మీ సందేశాన్ని పంపడంలో లోపం జరిగింది. మళ్లీ ప్రయత్నించండి.",
    kept: "ఇప్పుడు ఇంటర్నెట్ కనెక్షన్ లేదు. మీ సందేశం ఈ ఫోన్‌లోనే సేవ్ అయి ఉంది, ఇంటర్నెట్ రాగానే దానంతట అదే వెళ్లిపోతుంది: ఈ పేజీని తెరిచే ఉంచండి, లేదా తర్వాత మళ్లీ తెరవండి.",
    sooner: (call, whatsapp) => ["త్వరగా సమాధానం కావాలంటే ", call, " లేదా ", whatsapp, "."],
    writeOnWhatsapp: "WhatsAppలో రాయండి",
  },
};
