import { fares } from "../../fares/fares.ts";
import { areaCodes } from "../../page-keys.ts";
import type { Messages, StaticMessages } from "../en/words.ts";
import { hour12 } from "../format.ts";
import { format, withSeats } from "./form-words.ts";

/** Telugu. Drafted: not yet reviewed by a native speaker (docs/languages.md). */

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

const address = "అన్నా సాలై, చెన్నై, తమిళనాడు 600002";

/** The waiting charge: in the rates' list of charges and on every route page. */
const waiting = () =>
  `వేచి ఉండటం: ఉచిత సమయం తర్వాత నిమిషానికి ${format.rupees(fares.waitingChargePerMinute)}`;

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
  notFound: {
    title: "పేజీ కనబడలేదు",
    text: "ఈ చిరునామాలో పేజీ లేదు: అది మారి ఉండవచ్చు, లేదా ఒక అక్షరం తప్పి ఉండవచ్చు. మా మార్గాలు, ఛార్జీలు హోమ్ పేజీలో ఉన్నాయి.",
    otherLanguages: "ఈ సైట్ ఇతర భాషల్లో",
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
    waiting,
    chargesTitle: "అదనపు ఛార్జీలు",
    charges: () => [
      `ఎయిర్‌పోర్ట్ పికప్ ${format.rupees(fares.airportPickupCharge)}`,
      waiting(),
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
