import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { bookableMonthsAhead } from "../../pickup-time.ts";
import type { FormMessages } from "../en/form-words.ts";
import { formatsFor } from "../format.ts";

/**
 * Telugu: the forms' words (labels, field errors, what a sent or failed form says), apart from
 * the page's (words.ts), so the functions that render a form's answer carry these alone. Their
 * review state is the one words.ts declares.
 */

/** "రవి గారు": the respect Telugu adds to a name, once, where the passenger has not written it. */
const honoured = (name: string) => (/(గారు|\bgaru)\s*$/iu.test(name) ? name : `${name} గారు`);

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
export const format = /* @__PURE__ */ formatsFor("te-IN");

const vehicles: Record<VehicleType, string> = {
  hatchback: "హ్యాచ్‌బ్యాక్",
  sedan: "సెడాన్",
  suv: "SUV",
  innova: "Innova",
};
export const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} మంది వరకు)`;

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
    too_far_ahead: `రాబోయే ${bookableMonthsAhead} నెలల్లోని ప్రయాణాలకే బుకింగ్‌లు తీసుకుంటాం. ఆ లోపు తేదీ ఎంచుకోండి.`,
  },
  pickupTime: {
    required: "పికప్ సమయం ఎంచుకోండి",
    no_am_pm: "సమయానికి am లేదా pm చేర్చండి, ఉదా. 6:30 am లేదా 6:30 pm",
    past_time:
      "ఆ పికప్ సమయం ఈ రోజు ఇప్పటికే గడిచిపోయింది. తర్వాతి సమయం ఎంచుకోండి; అర్ధరాత్రి తర్వాత పికప్ అయితే రేపటి తేదీ ఎంచుకోండి.",
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
  removed:
    "ఈ అభ్యర్థన వివరాలను మేము తొలగించాం, అందుకే ఇది మళ్లీ పంపబడలేదు. ఇంకా టాక్సీ కావాలంటే, దయచేసి మళ్లీ పంపండి, లేదా మాకు కాల్ చేయండి.",
  rate_limited: (minutes) =>
    `కొన్ని నిమిషాల్లోనే ఇలాంటి చాలా అభ్యర్థనలు మాకు వచ్చాయి. ${minutes === 1 ? "1 నిమిషం" : `${minutes} నిమిషాల`} తర్వాత మళ్లీ ప్రయత్నించండి, లేదా మాకు కాల్ చేయండి.`,
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

export const teForms: FormMessages = {
  format,
  withSeats,
  vehicle: (type: VehicleType) => vehicles[type],
  sending: "పంపుతున్నాం...",
  privacyLink: "మీ వివరాలను మేము ఎలా వాడతాం",
  phoneHint: "10 అంకెల భారతీయ మొబైల్ నంబర్, లేదా + దేశ కోడ్‌తో నంబర్",
  fieldErrors,
  failures,
  keptHeld: (minutes) =>
    `కొన్ని నిమిషాల్లోనే ఇలాంటి చాలా అభ్యర్థనలు మాకు వచ్చాయి. ఇది ఈ ఫోన్‌లోనే సేవ్ అయి ఉంది, సుమారు ${minutes === 1 ? "1 నిమిషం" : `${minutes} నిమిషాల`} తర్వాత దానంతట అదే వెళ్లిపోతుంది: ఈ పేజీని తెరిచే ఉంచండి, లేదా తర్వాత మళ్లీ తెరవండి.`,
  keptNews: {
    bookingSent: "ఈ ఫోన్‌లో సేవ్ అయి ఉన్న బుకింగ్ పంపబడింది.",
    bookingNotSent: "ఈ ఫోన్‌లో సేవ్ అయి ఉన్న బుకింగ్‌ను పంపలేకపోయాం.",
    messageSent: "ఈ ఫోన్‌లో సేవ్ అయి ఉన్న సందేశం పంపబడింది.",
    messageNotSent: "ఈ ఫోన్‌లో సేవ్ అయి ఉన్న సందేశాన్ని పంపలేకపోయాం.",
    show: "చూడండి",
    close: "మూసివేయండి",
  },
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `సాధారణంగా ${minutes === 1 ? "1 నిమిషంలోపు" : `${minutes} నిమిషాల్లోపు`} మా ఆపరేటర్ మీ ${phone} నంబర్‌కు కాల్ చేస్తారు.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "బుకింగ్ అందింది", contact: "సందేశం అందింది" },
    gone: "ఈ నిర్ధారణ ఇక ఇక్కడ కనిపించదు. మీ బుకింగ్ గురించి ప్రశ్న ఉంటే మాకు కాల్ చేయండి.",
    removed: "మా గోప్యతా ప్రకటనలో చెప్పినట్లు, ఈ విచారణ వివరాలు తొలగించబడ్డాయి. దీని గురించి ప్రశ్న ఉంటే మాకు కాల్ చేయండి.",
    notShownNow:
      "మీ అభ్యర్థన మాకు అందింది. దాని వివరాలను ఇప్పుడు చూపించలేకపోతున్నాం: కొన్ని నిమిషాల తర్వాత ఈ పేజీని మళ్లీ తెరవండి, లేదా మాకు కాల్ చేయండి.",
    problemTitle: "మీరు పంపినదాన్ని సరిచూడండి",
    tryAgainTitle: "మళ్లీ ప్రయత్నించండి",
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
    night: (evening, morning) => `${evening} అర్ధరాత్రి తర్వాత, ${morning} తెల్లవారకముందు`,
    reference: "మీ బుకింగ్ నంబర్: ",
    greeting: (name, reference, trip) =>
      `నమస్కారం ${honoured(name)}, మీ టాక్సీ బుకింగ్ ${reference} (${trip}) గురించి రాస్తున్నాం.`,
    call: (phone) => `${phone}కు కాల్ చేయండి`,
    sendOnWhatsapp: "WhatsAppలో పంపండి",
    sooner,
    alsoBooked: (count) =>
      `ఈ పేజీ నుండి మీరు ${count} బుకింగ్‌లు పంపారు; ${count === 2 ? "రెండూ" : "అన్నీ"} నమోదై ఉన్నాయి, ఏదీ రద్దు కాలేదు. ఒకదానికి బదులుగా మరొకటి పంపి ఉంటే, మేము కాల్ చేసినప్పుడు ఆ విషయం చెప్పండి, లేదా ఇప్పుడే మాకు కాల్ చేయండి.`,
    error: "మీ బుకింగ్‌ను పంపలేకపోయాం. మీరు టైప్ చేసినవన్నీ ఇక్కడే ఉన్నాయి.",
    whatsappInstead: "ఈ బుకింగ్‌ను WhatsAppలో పంపండి",
    callInstead: (phone) => `${phone}కు కాల్ చేయండి`,
    otherWays,
    kept: "ఇంకా నిర్ధారణ కాలేదు. మీ బుకింగ్ ఈ ఫోన్‌లోనే సేవ్ అయి ఉంది, మేము నిర్ధారించే వరకు దానంతట అదే పంపబడుతుంది: ఈ పేజీని తెరిచే ఉంచండి, లేదా తర్వాత మళ్లీ తెరవండి.",
    pickupSoon: (minutes) =>
      `మీ పికప్ ఇంకా ${minutes === 1 ? "1 నిమిషంలో" : `${minutes} నిమిషాల్లో`} ఉంది: వెంటనే కారు పంపడానికి, ఇప్పుడే మాకు కాల్ కూడా చేయండి.`,
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
    greeting: (name) => `నమస్కారం ${honoured(name)}, మా టాక్సీ సేవకు మీరు పంపిన సందేశం గురించి రాస్తున్నాం.`,
    error: "మీ సందేశాన్ని పంపడంలో లోపం జరిగింది. మళ్లీ ప్రయత్నించండి.",
    kept: "ఇంకా నిర్ధారణ కాలేదు. మీ సందేశం ఈ ఫోన్‌లోనే సేవ్ అయి ఉంది, మేము నిర్ధారించే వరకు దానంతట అదే పంపబడుతుంది: ఈ పేజీని తెరిచే ఉంచండి, లేదా తర్వాత మళ్లీ తెరవండి.",
    sooner: (call, whatsapp) => ["త్వరగా సమాధానం కావాలంటే ", call, " లేదా ", whatsapp, "."],
    writeOnWhatsapp: "WhatsAppలో రాయండి",
  },
};
