import { fares } from "../../fares/fares.ts";
import type { RouteWords } from "../en/route-words.ts";
import { formatsFor } from "../format.ts";

/** Tamil: the route pages' words (en/route-words.ts has the shape). Drafted, not yet reviewed. */

// Pure: built when first read.
const format = /* @__PURE__ */ formatsFor("ta-IN");

export const taRoutes: RouteWords = {
  places: {
    chennai: "சென்னை",
    mamallapuram: ["மகாபலிபுரம்", "மாமல்லபுரம்"],
    kanchipuram: "காஞ்சிபுரம்",
    tirupati: "திருப்பதி",
    vellore: "வேலூர்",
    puducherry: ["பாண்டிச்சேரி", "புதுச்சேரி"],
    tiruvannamalai: "திருவண்ணாமலை",
    kumbakonam: "கும்பகோணம்",
    tiruchirappalli: ["திருச்சி", "திருச்சிராப்பள்ளி"],
    salem: "சேலம்",
    thanjavur: "தஞ்சாவூர்",
    bengaluru: "பெங்களூரு",
    madurai: "மதுரை",
    mysuru: "மைசூரு",
    coimbatore: "கோயம்புத்தூர்",
    udhagamandalam: ["ஊட்டி", "உதகமண்டலம்"],
    rameswaram: "ராமேஸ்வரம்",
    hyderabad: "ஹைதராபாத்",
    kochi: "கொச்சி",
    kanyakumari: "கன்னியாகுமரி",
    thiruvananthapuram: "திருவனந்தபுரம்",
    munnar: "மூணாறு",
  },
  telangana: "தெலங்கானா",
  title: (from, to) => `${from} – ${to} டாக்ஸி`,
  description: (from, to, km, fare) =>
    `${from} – ${to} ஒருவழி டிராப் டாக்ஸி: சாலை வழியாக ${km} km, செடானில் ${fare}, திரும்பும் கட்டணம் இல்லை. ஆன்லைனில் முன்பதிவு செய்யலாம், 24/7 அழைக்கலாம்.`,
  heading: (from, to) => `${from} – ${to} டிராப் டாக்ஸி`,
  lead: (from, to, km) =>
    `${from} – ${to}: சாலை வழியாக ${km} km. ஒரு வழிக்கு மட்டும் கட்டணம்: கார் திரும்பி வருவதற்குக் கட்டணம் இல்லை.`,
  official: (name, official) => `${name} என்பதன் அதிகாரப்பூர்வப் பெயர் ${official}.`,
  faresTitle: (from, to) => `${from} – ${to} கட்டணம்`,
  faresNote:
    "முன்பதிவுப் படிவம் காட்டும் தோராயக் கட்டணமும் எங்கள் ஆப்பரேட்டர்கள் சொல்லும் கட்டணமும் இதுவே; கீழே உள்ள கூடுதல் கட்டணங்கள் தனி.",
  book: "இந்தப் பயணத்தை முன்பதிவு செய்ய",
  chargesTitle: "பொருந்தக்கூடிய கூடுதல் கட்டணங்கள்",
  airport: (place, amount) => `${place} விமான நிலையத்தில் பிக்கப்: கட்டணத்துடன் ${amount} கூடுதல்.`,
  night: (amount) =>
    `${format.hour(fares.night.from)} முதல் ${format.hour(fares.night.until)} வரை பிக்கப்: மேலே உள்ள செடான் கட்டணத்துடன் ${amount} கூடுதல்.`,
  stops: (from, to, amount) => `${from} – ${to} வழியில் ஒவ்வொரு நிறுத்தத்துக்கும் ${amount}.`,
  tolls: (from, to) =>
    `${from} – ${to} வழியில் சுங்கக் கட்டணமும் பார்க்கிங்கும் பயணக் கட்டணத்துக்கு மேல், வரும்போது செலுத்த வேண்டியவை.`,
  permit: (fromState, toState, ...through) =>
    `இந்தப் பயணம் ${[fromState, ...through, toState].join(" – ")} மாநில எல்லையைக் கடக்கிறது: வெளி மாநில பர்மிட் கட்டணம் அந்தந்த மாநில விதிப்படி தனி.`,
  moreTitle: "மேலும் வழித்தடங்கள்",
  wayBack: "திரும்பும் பயணம்",
  moreFrom: (place) => `புறப்படும் இடம் ${place}: பிற வழித்தடங்கள்`,
  popularTitle: "பிரபலமான வழித்தடங்கள்",
  popularIntro: "ஒவ்வொரு வழித்தடத்தின் தூரமும் ஒவ்வொரு காருக்கான கட்டணமும், இரு திசைகளிலும்.",
};
