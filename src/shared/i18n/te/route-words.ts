import { fares } from "../../fares/fares.ts";
import type { RouteWords } from "../en/route-words.ts";
import { hour12 } from "../format.ts";

/** Telugu: the route pages' words (en/route-words.ts has the shape). Drafted, not yet reviewed. */

export const teRoutes: RouteWords = {
  places: {
    chennai: "చెన్నై",
    mamallapuram: ["మహాబలిపురం", "మామల్లపురం"],
    kanchipuram: "కాంచీపురం",
    tirupati: "తిరుపతి",
    vellore: "వెల్లూరు",
    puducherry: ["పాండిచ్చేరి", "పుదుచ్చేరి"],
    tiruvannamalai: "తిరువణ్ణామలై",
    kumbakonam: "కుంభకోణం",
    tiruchirappalli: ["తిరుచ్చి", "తిరుచిరాపల్లి"],
    salem: "సేలం",
    thanjavur: "తంజావూరు",
    bengaluru: "బెంగళూరు",
    madurai: "మదురై",
    mysuru: ["మైసూర్", "మైసూరు"],
    coimbatore: "కోయంబత్తూరు",
    udhagamandalam: ["ఊటీ", "ఉదగమండలం"],
    rameswaram: "రామేశ్వరం",
    hyderabad: "హైదరాబాద్",
    kochi: "కొచ్చి",
    kanyakumari: "కన్యాకుమారి",
    thiruvananthapuram: "తిరువనంతపురం",
    munnar: "మున్నార్",
  },
  telangana: "తెలంగాణ",
  title: (from, to) => `${from} – ${to} టాక్సీ`,
  description: (from, to, km, fare) =>
    `${from} – ${to} వన్-వే డ్రాప్ టాక్సీ: రోడ్డు మార్గంలో ${km} km, సెడాన్‌లో ${fare}, తిరుగు ప్రయాణ ఛార్జీ లేదు. ఆన్‌లైన్‌లో బుక్ చేయండి లేదా 24/7 కాల్ చేయండి.`,
  heading: (from, to) => `${from} – ${to} డ్రాప్ టాక్సీ`,
  lead: (from, to, km) =>
    `${from} – ${to}: రోడ్డు మార్గంలో ${km} km. ఒక వైపుకే ఛార్జీ: కారు తిరిగి వెళ్ళడానికి ఛార్జీ లేదు.`,
  official: (name, official) => `${name} అధికారిక పేరు ${official}.`,
  faresTitle: (from, to) => `${from} – ${to} ఛార్జీలు`,
  faresNote: "బుకింగ్ ఫారం చూపే అంచనా, మా ఆపరేటర్లు చెప్పే ఛార్జీ ఇదే; కింది అదనపు ఛార్జీలు వేరు.",
  book: "ఈ ప్రయాణం బుక్ చేయండి",
  chargesTitle: "వర్తించే అదనపు ఛార్జీలు",
  airport: (place, amount) => `${place} ఎయిర్‌పోర్ట్‌లో పికప్: ఛార్జీకి ${amount} అదనం.`,
  // The night is from night to morning; Telugu says the part of the day before the hour.
  night: (amount) =>
    `రాత్రి ${hour12(fares.night.from)} నుండి ఉదయం ${hour12(fares.night.until)} వరకు పికప్: పై సెడాన్ ఛార్జీకి ${amount} అదనం.`,
  stops: (from, to, amount) => `${from} – ${to} దారిలో ప్రతి స్టాప్‌కు ${amount}.`,
  tolls: (from, to) => `${from} – ${to} దారిలో టోల్, పార్కింగ్ ఛార్జీకి అదనం, వచ్చినప్పుడు చెల్లించాలి.`,
  permit: (fromState, toState, ...through) =>
    `ఈ ప్రయాణం ${[fromState, ...through, toState].join(" – ")} రాష్ట్ర సరిహద్దు దాటుతుంది: అంతర్రాష్ట్ర పర్మిట్ ఆయా రాష్ట్ర నిబంధనల ప్రకారం అదనం.`,
  moreTitle: "మరిన్ని మార్గాలు",
  wayBack: "తిరుగు ప్రయాణం",
  moreFrom: (place) => `బయలుదేరే చోటు ${place}: ఇతర మార్గాలు`,
  popularTitle: "ప్రముఖ మార్గాలు",
  popularIntro: "ప్రతి మార్గం దూరం, ప్రతి కారు ఛార్జీ, రెండు వైపులా.",
};
