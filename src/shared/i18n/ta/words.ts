import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { areaCodes } from "../../page-keys.ts";
import type { FormMessages, Messages, StaticMessages } from "../en/words.ts";
import { formatsFor } from "../format.ts";

/** Tamil. Drafted: not yet reviewed by a native speaker (docs/languages.md). */

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
const format = /* @__PURE__ */ formatsFor("ta-IN");

const areas: Messages["areas"] = {
  TN: "தமிழ்நாடு",
  KL: "கேரளா",
  AP: "ஆந்திரப் பிரதேசம்",
  KA: "கர்நாடகா",
  PY: "புதுச்சேரி",
};
const areaNames = areaCodes.map((code) => areas[code]);

const plans: StaticMessages["pricing"]["plans"] = {
  mini: {
    title: "மினி",
    note: "ஹேட்ச்பேக்",
    features: ["ஹேட்ச்பேக் வசதி", "குறுகிய தூரப் பயணங்களுக்கு ஏற்றது"],
  },
  sedan: {
    title: "செடான்",
    note: "செடான்",
    features: ["கூடுதல் டிக்கி இடம்", "விமான நிலையப் பயணங்களுக்குச் சிறந்தது"],
  },
  suv: {
    title: "SUV/MUV",
    note: "SUV அல்லது MUV",
    features: ["குடும்ப லக்கேஜுக்கும் இடம்", "நீண்ட பயணங்கள், மலைப் பாதைகள்"],
  },
};

const vehicles: Record<VehicleType, string> = {
  hatchback: "ஹேட்ச்பேக்",
  sedan: "செடான்",
  suv: "SUV",
  innova: "Innova",
};
const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} பேர் வரை)`;

const nav: Messages["nav"] = {
  home: "முகப்பு",
  about: "எங்களைப் பற்றி",
  services: "சேவைகள்",
  booking: "முன்பதிவு",
  contact: "தொடர்புக்கு",
};

const legal: StaticMessages["legal"] = {
  privacy: "தனியுரிமை அறிவிப்பு",
  terms: "சேவை விதிமுறைகள் (ஆங்கிலத்தில்)",
  cookies: "குக்கீ கொள்கை (ஆங்கிலத்தில்)",
};

const services: StaticMessages["services"]["cards"] = {
  airport: {
    title: "விமான நிலையப் பயணம்",
    description:
      "சென்னை, பெங்களூரு, கொச்சி, கோயம்புத்தூர் என நாங்கள் செல்லும் எல்லா விமான நிலையங்களிலும் பிக்கப், டிராப் — உங்கள் விமான நேரத்துக்கு ஏற்ப.",
  },
  oneWay: {
    title: "ஒருவழி டிராப்",
    description: "நீங்கள் போகும் தூரத்துக்கு மட்டும் கட்டணம். கார் காலியாகத் திரும்புவதற்குக் கட்டணம் இல்லை.",
  },
  corporate: {
    title: "நிறுவனச் சேவைகள்",
    description: "ஊழியர்களுக்கும் விருந்தினர்களுக்கும் நம்பகமான கார்கள்; நிறுவனங்களுக்கு மாதாந்திர பில்.",
  },
  allDay: {
    title: "24/7 சேவை",
    description: "அதிகாலை விமானமோ நள்ளிரவு ரயிலோ: எந்த நேரமும், எந்த நாளும் அழையுங்கள்.",
  },
  payment: {
    title: "எளிதாகப் பணம் செலுத்தலாம்",
    description:
      "பயணம் முடிந்ததும் UPI, கார்டு அல்லது ரொக்கமாகச் செலுத்துங்கள். தெளிவான பில், மறைமுகக் கட்டணம் இல்லை.",
  },
  local: {
    title: "உள்ளூர் அனுபவம்",
    description: "தென்னிந்தியாவின் நெடுஞ்சாலைகள், மலைப் பாதைகள், கோயில் நகரங்களை நன்கு அறிந்த ஓட்டுநர்கள்.",
  },
};

const stats: StaticMessages["about"]["stats"] = {
  safe: { value: "100%", label: "பாதுகாப்பான பயணங்கள்" },
  rating: { value: "4.9", label: "வாடிக்கையாளர் மதிப்பீடு" },
  clients: { value: "15,000+", label: "மகிழ்ச்சியான வாடிக்கையாளர்கள்" },
};

const testimonials: Messages["testimonials"]["people"] = {
  priya: {
    name: "பிரியா ராமன்",
    role: "ஐடி ஊழியர், சென்னை",
    quote:
      "முந்தைய இரவே அதிகாலை 4 மணி விமான நிலைய டிராப் முன்பதிவு செய்தேன். ஓட்டுநர் பத்து நிமிடம் முன்னதாகவே என் வீட்டு வாசலில் இருந்தார்.",
  },
  arun: {
    name: "அருண் குமார்",
    role: "வணிகப் பயணி, கோயம்புத்தூர்",
    quote:
      "கோயம்புத்தூரிலிருந்து பெங்களூருக்கு ஒருவழி, நியாயமான கட்டணத்தில். சுத்தமான செடான், கவனமாக ஓட்டும் ஓட்டுநர்.",
  },
  lakshmi: {
    name: "லட்சுமி நாயர்",
    role: "குடும்பப் பயணம், கொச்சி",
    quote:
      "நாங்கள் ஏழு பேரும் எங்கள் லக்கேஜும் Innova-வில் வசதியாக அடங்கினோம். பிக்கப்பில் சிறிய தாமதம், மற்றபடி எல்லாம் அருமை.",
  },
  rafi: {
    name: "முகமது ரஃபி",
    role: "மாணவர், புதுச்சேரி",
    quote:
      "புதுச்சேரியிலிருந்து சென்னை விமான நிலையத்துக்கு, திரும்பும் கட்டணம் இல்லாமல். ஒவ்வொரு செமஸ்டருக்கும் இவர்களைத்தான் அழைக்கிறேன்.",
  },
};

const retype = (what: string) =>
  `${what} மீண்டும் தட்டச்சு செய்யுங்கள்: அதில் கண்ணுக்குத் தெரியாத, சேமிக்க முடியாத எழுத்து ஒன்று உள்ளது`;
const place = (what: string, whatObject: string) => ({
  required: `${whatObject} எழுதுங்கள்`,
  too_long: `${what} ${maxLength.place} எழுத்துகளுக்குள் இருக்க வேண்டும்: சுருக்கி எழுதுங்கள்`,
  hidden_character: retype(whatObject),
});

// Built when first read (pure): a page's first scripts, which need none of these, stay free
// of the limits they quote.
const fieldErrors: FormMessages["fieldErrors"] = /* @__PURE__ */ (() => ({
  name: {
    required: "உங்கள் பெயரை எழுதுங்கள்",
    too_long: `பெயர் ${maxLength.name} எழுத்துகளுக்குள் இருக்க வேண்டும்: சுருக்கி எழுதுங்கள்`,
    hidden_character: retype("உங்கள் பெயரை"),
  },
  email: {
    required: "உங்கள் மின்னஞ்சல் முகவரியை எழுதுங்கள்",
    too_long: "இந்த மின்னஞ்சல் முகவரி மிக நீளமாக உள்ளது. சரிபார்த்து மீண்டும் எழுதுங்கள்",
    invalid: "சரியான மின்னஞ்சல் முகவரியை எழுதுங்கள், எ.கா. name@example.com",
  },
  phone: {
    required: "உங்கள் தொலைபேசி எண்ணை எழுதுங்கள்",
    invalid: "10 இலக்க இந்திய மொபைல் எண்ணை எழுதுங்கள்; வெளிநாட்டு எண் என்றால் + நாட்டுக் குறியீட்டுடன் எழுதுங்கள்",
  },
  message: {
    required: "உங்கள் செய்தியை எழுதுங்கள்",
    too_long: `செய்தி ${maxLength.message} எழுத்துகளுக்குள் இருக்க வேண்டும்: சுருக்கி எழுதுங்கள்`,
    hidden_character: retype("உங்கள் செய்தியை"),
  },
  pickupLocation: place("பிக்கப் இடம்", "பிக்கப் இடத்தை"),
  dropoffLocation: place("டிராப் இடம்", "டிராப் இடத்தை"),
  pickupDate: {
    required: "பிக்கப் தேதியைத் தேர்ந்தெடுங்கள்",
    not_a_date: "சரியான தேதியைத் தேர்ந்தெடுங்கள்",
    past_date: "அந்தத் தேதி ஏற்கெனவே கடந்துவிட்டது. இன்றோ அதற்குப் பிறகோ ஒரு தேதியைத் தேர்ந்தெடுங்கள்.",
  },
  pickupTime: {
    required: "பிக்கப் நேரத்தைத் தேர்ந்தெடுங்கள்",
    past_time: "அந்தப் பிக்கப் நேரம் ஏற்கெனவே கடந்துவிட்டது. இன்னும் பிந்தைய நேரத்தைத் தேர்ந்தெடுங்கள்.",
  },
  passengers: {
    required: "பயணிகளின் எண்ணிக்கையைத் தேர்ந்தெடுங்கள்",
    too_many: () =>
      `ஒரு காரில் அதிகபட்சம் ${fares.maxPassengers} பேர் மட்டுமே. அதைவிட அதிகம் பேர் என்றால் எங்களை அழையுங்கள்.`,
    over_capacity: ({ passengers = 1, vehicleType = fares.defaultVehicle }) =>
      `${vehicles[vehicleType]} காரில் ${fares.vehicles[vehicleType].capacity} பேர் வரை மட்டுமே. ${passengers} பேருக்கு ${format.or(
        fares.vehiclesFor(passengers).map(withSeats),
      )} தேர்ந்தெடுங்கள்.`,
  },
  vehicleType: { required: "வாகனத்தைத் தேர்ந்தெடுங்கள்" },
  extraStops: {
    required: "கூடுதல் நிறுத்தங்களின் எண்ணிக்கையைத் தேர்ந்தெடுங்கள்",
    too_many: () =>
      `ஆன்லைனில் ${fares.maxExtraStops} கூடுதல் நிறுத்தங்கள் வரை மட்டுமே சேர்க்க முடியும்; அதற்கு மேல் தேவை என்றால் எங்களை அழையுங்கள்`,
  },
}))();

const failures: FormMessages["failures"] = {
  validation: "குறிக்கப்பட்ட இடங்களைச் சரிபாருங்கள்.",
  bad_json: "அந்தக் கோரிக்கையை எங்களால் படிக்க முடியவில்லை.",
  unsupported_media_type: "படிவத்தை JSON ஆக அனுப்புங்கள்.",
  too_large: "இது மிக நீளமாக உள்ளது. சுருக்கி மீண்டும் அனுப்புங்கள்.",
  method_not_allowed: "இந்த முகவரி படிவங்களை (POST) மட்டுமே ஏற்கும்.",
  bad_idempotency_key: "அந்தக் கோரிக்கையை எங்களால் படிக்க முடியவில்லை.",
  form_idempotency_key:
    "அந்தக் கோரிக்கையை எங்களால் ஏற்க முடியவில்லை. எங்கள் பக்கத்திலிருந்து படிவத்தை மீண்டும் அனுப்புங்கள், அல்லது எங்களை அழையுங்கள்.",
  other_site:
    "இந்தப் படிவம் வேறொரு இணையதளத்திலிருந்து அனுப்பப்பட்டது. எங்கள் சொந்தப் பக்கத்தைப் பயன்படுத்துங்கள், அல்லது எங்களை அழையுங்கள்.",
  idempotency_key_reused: "அனுப்பும்போதே உங்கள் விவரங்கள் மாறிவிட்டன. மீண்டும் அனுப்புங்கள்.",
  rate_limited: (minutes) =>
    `சில நிமிடங்களுக்குள் பல முறை அனுப்பியிருக்கிறீர்கள். ${minutes} நிமிடம் கழித்து மீண்டும் முயலுங்கள், அல்லது எங்களை அழையுங்கள்.`,
  unavailable:
    "உங்கள் கோரிக்கையை இப்போது சேமிக்க முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள், அல்லது எங்களை அழையுங்கள்.",
  internal: "எங்கள் பக்கம் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.",
  offline: "சர்வரை அணுக முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலுங்கள்.",
};

const sooner: FormMessages["booking"]["sooner"] = (call, whatsapp) => [
  "சீக்கிரம் வேண்டுமா? ",
  call,
  " அல்லது ",
  whatsapp,
  ".",
];
const otherWays: FormMessages["booking"]["otherWays"] = (whatsapp, call) => [
  whatsapp,
  " அல்லது ",
  call,
  ".",
];
const estimate: FormMessages["fare"]["estimate"] = (total, km) => [
  "தோராயக் கட்டணம்: ",
  total,
  ` (சுமார் ${km} km)`,
];

const address = "அண்ணா சாலை, சென்னை, தமிழ்நாடு 600002";

export const ta: Messages = {
  language: "ta",
  skipToContent: "முக்கியப் பகுதிக்குச் செல்ல",
  nav,
  areas,
  header: {
    mainNav: "முதன்மை",
    mobileNav: "மெனு",
    callUs: "அழைக்க: ",
    serviceAreas: "சேவைப் பகுதிகள்: ",
    openMenu: "மெனுவைத் திறக்க",
    closeMenu: "மெனுவை மூட",
    call: (phone) => `அழைக்க: ${phone}`,
    weServe: "சேவைப் பகுதிகள்:",
    language: "மொழி: ",
    stayInEnglish: "ஆங்கிலத்திலேயே தொடர",
  },
  loadingForm: "படிவம் ஏற்றப்படுகிறது…",
  booking: {
    title: "உங்கள் பயணத்தை முன்பதிவு செய்யுங்கள்",
    intro: "எங்கிருந்து, எங்கே, எப்போது என்று சொல்லுங்கள். உறுதிசெய்ய சில நிமிடங்களில் நாங்களே அழைக்கிறோம்.",
  },
  testimonials: {
    title: "எங்கள் பயணிகள் சொல்வது",
    region: "பயணிகளின் கருத்துகள்",
    carousel: "சுழலும் காட்சி",
    slide: "கருத்து",
    slideLabel: (index, count, name) => `${count}-இல் ${index}: ${name}`,
    previous: "முந்தைய கருத்து",
    next: "அடுத்த கருத்து",
    show: (index, count) => `${count}-இல் ${index}-ஆவது கருத்தைக் காட்ட`,
    rated: (rating, out) => `${out}-க்கு ${rating} மதிப்பீடு`,
    people: testimonials,
  },
  contact: {
    title: "இன்றே தொடர்புகொள்ளுங்கள்",
    intro:
      "கேள்விகள், நிறுவனக் கணக்குகள், நீண்ட பயணத்துக்கான கட்டணம்: எழுதுங்கள் அல்லது அழையுங்கள், ஒவ்வொரு செய்திக்கும் பதில் தருகிறோம்.",
    infoTitle: "தொடர்பு விவரங்கள்",
    whatsapp: "WhatsApp-இல் பேச",
    areas: `சேவைப் பகுதிகள்: ${areaNames.join(", ")}; வெளி மாநிலப் பயணமும் உண்டு`,
    hours: "வேலை நேரம்: திங்கள் முதல் ஞாயிறு வரை, 24 மணி நேரமும்",
    address,
    mapTitle: "சென்னையில் எங்கள் அலுவலகம்",
    openMap: "Google Maps-இல் பார்க்க",
    marker: "எங்கள் அலுவலகம்",
  },
};

export const taStatic: StaticMessages = {
  language: "ta",
  review: { status: "drafted" },
  format,
  head: {
    title: "சென்னை, தென்னிந்தியா முழுவதும் ஒருவழி டிராப் டாக்ஸி",
    description: () =>
      `${format.and(areaNames)} முழுவதும் ஒருவழி டிராப் டாக்ஸி. விமான நிலையப் பயணம், வெளியூர் டிராப், 24/7. ${fares.pricingPlans
        .map((plan) => `${plans[plan.id].title} ${format.rupees(plan.pricePerKm)}/km`)
        .join(", ")}.`,
  },
  nav,
  legal,
  areas,
  interState: "வெளி மாநிலப் பயணம்",
  address,
  withSeats,
  hero: {
    eyebrow: "ஒருவழி டிராப் டாக்ஸி · 24/7",
    title: "ஒருவழிக்கு மட்டும் கட்டணம். தென்னிந்தியா முழுவதும் டிராப் டாக்ஸி.",
    lead: `விமான நிலையப் பயணம், வெளியூர் டிராப், அலுவல் பயணம் — ${areaNames.join(", ")} மற்றும் அதற்கு அப்பாலும். திரும்பும் கட்டணம் இல்லை, எதிர்பாராத கட்டணமும் இல்லை.`,
    book: "முன்பதிவு செய்ய",
    rates: "கட்டணங்களைப் பாருங்கள்",
    highlights: ["அனுபவமுள்ள ஓட்டுநர்கள்", "சரியான நேரத்தில்", "நியாயமான கட்டணம்"],
  },
  services: {
    title: "எங்கள் சேவைகள்",
    intro: "எந்தப் பயணமாக இருந்தாலும், ஒரே அழைப்பில் சுத்தமான காரும் வழி தெரிந்த ஓட்டுநரும்.",
    cards: services,
    learnMore: "மேலும் அறிய",
    learnMoreAbout: (service) => `: ${service}`,
    messages: {
      airport: "விமான நிலையப் பயணம் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்",
      oneWay: "ஒருவழி டிராப் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்",
      corporate: "நிறுவனச் சேவைகள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்",
      allDay: "இரவிலும் அதிகாலையிலும் கார் கிடைக்குமா என்று தெரிந்துகொள்ள விரும்புகிறேன்",
      payment: "பணம் செலுத்தும் முறைகள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்",
      local: "உங்கள் டிரைவர்கள், வழித்தடங்கள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்",
    },
  },
  about: {
    title: "எங்களைப் பற்றி",
    story: (business) =>
      `ஒரே ஒரு காரும் ஓர் எளிய எண்ணமும்: ஒருவழி போகும் பயணி ஒருவழிக்கு மட்டுமே கட்டணம் செலுத்த வேண்டும் — இப்படித்தான் ${business} தொடங்கியது. இன்று எங்கள் ஓட்டுநர்கள் தமிழ்நாடு, கேரளா, ஆந்திரப் பிரதேசம், கர்நாடகா, புதுச்சேரி ஆகியவற்றின் எல்லா மாவட்டங்களுக்கும் இரவு பகலாகச் செல்கிறார்கள்.`,
    promise:
      "ஒவ்வொரு ஓட்டுநரும் சரிபார்க்கப்பட்டவர், நீண்ட தூரப் பயணங்களில் அனுபவம் உள்ளவர். ஒவ்வொரு பயணத்துக்கு முன்பும் கார் சுத்தம் செய்யப்படுகிறது; கட்டணம் பயணத்துக்கு முன்பே சொல்லப்படுகிறது.",
    stats,
  },
  pricing: {
    title: "எங்கள் கட்டணங்கள்",
    intro: "கிலோமீட்டருக்கு எளிய கட்டணம். ஒருவழிக்கு மட்டுமே செலுத்துங்கள்.",
    popular: "பலரின் தேர்வு",
    perKm: "/ km",
    plans,
    upTo: (count) => `${count} பேர் வரை`,
    book: (what) => `${what} முன்பதிவு செய்ய`,
    chargesTitle: "கூடுதல் கட்டணங்கள்",
    charges: () => [
      `விமான நிலைய பிக்கப் ${format.rupees(fares.airportPickupCharge)}`,
      `காத்திருப்பு: இலவச நேரத்துக்குப் பிறகு நிமிடத்துக்கு ${format.rupees(fares.waitingChargePerMinute)}`,
      `இரவுக் கட்டணம் ${format.percent(fares.night.rate)}: ${format.hour(fares.night.from)} முதல் ${format.hour(fares.night.until)} வரை`,
      `வழியில் ஒவ்வொரு கூடுதல் நிறுத்தத்துக்கும் ${format.rupees(fares.extraStopCharge)}`,
      "வெளி மாநில பர்மிட் கட்டணம் அந்தந்த மாநில விதிப்படி",
      "லக்கேஜ் ஏற்ற உதவி இலவசம்",
    ],
  },
  footer: {
    tagline: "தமிழ்நாடு, கேரளா, ஆந்திரப் பிரதேசம், கர்நாடகா, புதுச்சேரி முழுவதும் ஒருவழி டிராப் டாக்ஸி.",
    quickLinks: "விரைவு இணைப்புகள்",
    serviceAreas: "சேவைப் பகுதிகள்",
    contact: "தொடர்புக்கு",
    rights: "அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",
  },
};

export const taForms: FormMessages = {
  format,
  withSeats,
  sending: "அனுப்புகிறோம்...",
  privacyLink: "உங்கள் விவரங்களை எப்படிப் பயன்படுத்துகிறோம்",
  phoneHint: "10 இலக்க இந்திய மொபைல் எண், அல்லது + நாட்டுக் குறியீட்டுடன் எண்",
  fieldErrors,
  failures,
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `பொதுவாக ${minutes} நிமிடத்துக்குள் எங்கள் ஆப்பரேட்டர் ${phone} எண்ணுக்கு உங்களை அழைப்பார்.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "முன்பதிவு கிடைத்தது", contact: "செய்தி கிடைத்தது" },
    gone: "இந்த உறுதிப்படுத்தல் இனி இங்கே காட்டப்படாது. உங்கள் முன்பதிவு பற்றிக் கேள்வி இருந்தால் எங்களை அழையுங்கள்.",
    removed:
      "எங்கள் தனியுரிமை அறிவிப்பில் சொன்னபடி, இந்தக் கோரிக்கையின் விவரங்கள் நீக்கப்பட்டன. இது பற்றிக் கேள்வி இருந்தால் எங்களை அழையுங்கள்.",
    problemTitle: "நீங்கள் அனுப்பியதைச் சரிபாருங்கள்",
    fixAndResend:
      "முந்தைய பக்கத்துக்குத் திரும்புங்கள்: நீங்கள் தட்டச்சு செய்தவை அனைத்தும் அப்படியே உள்ளன. திருத்தி மீண்டும் அனுப்புங்கள்.",
    tryAgain:
      "முந்தைய பக்கத்துக்குத் திரும்புங்கள்: நீங்கள் தட்டச்சு செய்தவை அனைத்தும் அப்படியே உள்ளன. சிறிது நேரம் கழித்து மீண்டும் அனுப்புங்கள்.",
    call: (phone) => `அல்லது எங்களை அழையுங்கள்: ${phone}`,
    needItSooner: (phone) => `சீக்கிரம் வேண்டுமா? ${phone} எண்ணை அழையுங்கள்`,
    home: "இணையதளத்துக்குத் திரும்ப",
  },
  passengers: (count) => `${count} ${count === 1 ? "நபர்" : "பேர்"}`,
  booking: {
    labels: {
      pickupLocation: "பிக்கப் இடம்",
      dropoffLocation: "டிராப் இடம்",
      pickupDate: "பிக்கப் தேதி",
      pickupTime: "பிக்கப் நேரம்",
      passengers: "பயணிகள்",
      vehicleType: "வாகனம்",
      name: "உங்கள் பெயர்",
      phone: "தொலைபேசி",
      extraStops: "வழியில் கூடுதல் நிறுத்தங்கள்",
    },
    noStops: "இல்லை",
    stops: (count, price) => `${count} (${price})`,
    submit: "முன்பதிவு செய்யுங்கள்",
    thanks: "உங்கள் முன்பதிவுக்கு நன்றி! விவரங்களை உறுதிசெய்ய விரைவில் உங்களைத் தொடர்புகொள்வோம்.",
    trip: (from, to, date, time) => `${from} → ${to}, ${date}, ${time}`,
    reference: "உங்கள் முன்பதிவு எண்: ",
    call: (phone) => `${phone} எண்ணை அழையுங்கள்`,
    sendOnWhatsapp: "WhatsApp-இல் அனுப்புங்கள்",
    sooner,
    error:
      "உங்கள் முன்பதிவை அனுப்ப முடியவில்லை. நீங்கள் தட்டச்சு செய்தவை அனைத்தும் அப்படியே உள்ளன: மீண்டும் முயலுங்கள், அல்லது WhatsApp-இல் எங்களுக்கு அனுப்புங்கள்.",
    whatsappInstead: "இந்த முன்பதிவை WhatsApp-இல் அனுப்புங்கள்",
    callInstead: (phone) => `${phone} எண்ணை அழையுங்கள்`,
    otherWays,
    kept: "இப்போது இணைய இணைப்பு இல்லை. உங்கள் முன்பதிவு இந்த ஃபோனில் சேமிக்கப்பட்டுள்ளது; இணைப்பு கிடைத்தவுடன் தானாகவே அனுப்பப்படும்: இந்தப் பக்கத்தைத் திறந்தே வையுங்கள், அல்லது பிறகு மீண்டும் திறந்து பாருங்கள்.",
    expired: (date, time) =>
      `${date}, ${time} பிக்கப்புக்கான உங்கள் முன்பதிவு அனுப்பப்படவில்லை: உங்கள் ஃபோனில் இணைய இணைப்பு இல்லாதபோதே பிக்கப் நேரம் கடந்துவிட்டது. தயவுசெய்து எங்களை அழையுங்கள்.`,
  },
  fare: {
    estimate,
    distance: (km, rate, fare) => `${km} km × ${rate} = ${fare}`,
    night: (rate, amount) => `இரவுக் கட்டணம் ${rate}: ${amount}`,
    airport: (amount) => `விமான நிலைய பிக்கப்: ${amount}`,
    stops: (amount) => `கூடுதல் நிறுத்தங்கள்: ${amount}`,
    note: "இது தோராயக் கட்டணம் மட்டுமே: சுங்கக் கட்டணம், பார்க்கிங், வெளி மாநில பர்மிட் கட்டணம் தனி.",
    unknownRoute: "இந்த வழி எங்கள் கட்டணப் பட்டியலில் இல்லை: எங்கள் ஆப்பரேட்டர் உங்களை அழைத்துக் கட்டணம் சொல்வார்.",
    prompt: "தோராயக் கட்டணத்தைப் பார்க்க, பிக்கப் இடத்தையும் டிராப் இடத்தையும் தட்டச்சு செய்யுங்கள்.",
  },
  contact: {
    formTitle: "எங்களுக்குச் செய்தி அனுப்புங்கள்",
    labels: { name: "பெயர்", email: "மின்னஞ்சல்", phone: "தொலைபேசி", message: "செய்தி" },
    submit: "செய்தியை அனுப்புங்கள்",
    thanks: "உங்கள் செய்திக்கு நன்றி! விரைவில் உங்களைத் தொடர்புகொள்வோம்.",
    error: "உங்கள் செய்தியை அனுப்புவதில் பிழை ஏற்பட்டது. மீண்டும் முயலுங்கள்.",
    kept: "இப்போது இணைய இணைப்பு இல்லை. உங்கள் செய்தி இந்த ஃபோனில் சேமிக்கப்பட்டுள்ளது; இணைப்பு கிடைத்தவுடன் தானாகவே அனுப்பப்படும்: இந்தப் பக்கத்தைத் திறந்தே வையுங்கள், அல்லது பிறகு மீண்டும் திறந்து பாருங்கள்.",
    sooner: (call, whatsapp) => ["விரைவில் பதில் வேண்டுமா? ", call, " அல்லது ", whatsapp, "."],
    writeOnWhatsapp: "WhatsApp-இல் எழுதுங்கள்",
  },
};
