import { fares, type VehicleType } from "../../fares/fares.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { bookableMonthsAhead } from "../../pickup-time.ts";
import type { FormMessages } from "../en/form-words.ts";
import { formatsFor } from "../format.ts";

/**
 * Tamil: the forms' words (labels, field errors, what a sent or failed form says), apart from
 * the page's (words.ts), so the functions that render a form's answer carry these alone. Their
 * review state is the one words.ts declares.
 */

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
export const format = /* @__PURE__ */ formatsFor("ta-IN");

const vehicles: Record<VehicleType, string> = {
  hatchback: "ஹேட்ச்பேக்",
  sedan: "செடான்",
  suv: "SUV",
  innova: "Innova",
};
export const withSeats = (type: VehicleType) =>
  `${vehicles[type]} (${fares.vehicles[type].capacity} பேர் வரை)`;

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
    too_far_ahead: `${bookableMonthsAhead} மாதங்கள் வரை முன்னதாக மட்டுமே முன்பதிவு ஏற்கிறோம். அதற்கு முந்தைய தேதியைத் தேர்ந்தெடுங்கள்.`,
  },
  pickupTime: {
    required: "பிக்கப் நேரத்தைத் தேர்ந்தெடுங்கள்",
    no_am_pm: "நேரத்துடன் am அல்லது pm சேர்த்து எழுதுங்கள், எ.கா. 6:30 am அல்லது 6:30 pm",
    past_time:
      "அந்தப் பிக்கப் நேரம் இன்று ஏற்கெனவே கடந்துவிட்டது. இன்னும் பிந்தைய நேரத்தைத் தேர்ந்தெடுங்கள்; நள்ளிரவுக்குப் பிறகு பிக்கப் என்றால் நாளைய தேதியைத் தேர்ந்தெடுங்கள்.",
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
  removed:
    "இந்தக் கோரிக்கையின் விவரங்களை நாங்கள் நீக்கிவிட்டோம், அதனால் இது மீண்டும் அனுப்பப்படவில்லை. இன்னும் டாக்ஸி தேவைப்பட்டால், மீண்டும் அனுப்புங்கள், அல்லது எங்களை அழையுங்கள்.",
  rate_limited: (minutes) =>
    `சில நிமிடங்களுக்குள் இதுபோன்ற பல கோரிக்கைகள் எங்களுக்கு வந்துள்ளன. ${minutes} நிமிடம் கழித்து மீண்டும் முயலுங்கள், அல்லது எங்களை அழையுங்கள்.`,
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

export const taForms: FormMessages = {
  format,
  withSeats,
  vehicle: (type: VehicleType) => vehicles[type],
  sending: "அனுப்புகிறோம்...",
  privacyLink: "உங்கள் விவரங்களை எப்படிப் பயன்படுத்துகிறோம்",
  phoneHint: "10 இலக்க இந்திய மொபைல் எண், அல்லது + நாட்டுக் குறியீட்டுடன் எண்",
  fieldErrors,
  failures,
  keptHeld: (minutes) =>
    `சில நிமிடங்களுக்குள் இதுபோன்ற பல கோரிக்கைகள் எங்களுக்கு வந்துள்ளன. இது இந்த ஃபோனில் சேமிக்கப்பட்டுள்ளது; சுமார் ${minutes} நிமிடத்தில் தானாகவே அனுப்பப்படும்: இந்தப் பக்கத்தைத் திறந்தே வையுங்கள், அல்லது பிறகு மீண்டும் திறந்து பாருங்கள்.`,
  keptNews: {
    bookingSent: "இந்த ஃபோனில் சேமிக்கப்பட்டிருந்த முன்பதிவு அனுப்பப்பட்டது.",
    bookingNotSent: "இந்த ஃபோனில் சேமிக்கப்பட்டிருந்த முன்பதிவை அனுப்ப முடியவில்லை.",
    messageSent: "இந்த ஃபோனில் சேமிக்கப்பட்டிருந்த செய்தி அனுப்பப்பட்டது.",
    messageNotSent: "இந்த ஃபோனில் சேமிக்கப்பட்டிருந்த செய்தியை அனுப்ப முடியவில்லை.",
    show: "பாருங்கள்",
    close: "மூடுங்கள்",
  },
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone, minutes) =>
    `பொதுவாக ${minutes} நிமிடத்துக்குள் எங்கள் ஆப்பரேட்டர் ${phone} எண்ணுக்கு உங்களை அழைப்பார்.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "முன்பதிவு கிடைத்தது", contact: "செய்தி கிடைத்தது" },
    gone: "இந்த உறுதிப்படுத்தல் இனி இங்கே காட்டப்படாது. உங்கள் முன்பதிவு பற்றிக் கேள்வி இருந்தால் எங்களை அழையுங்கள்.",
    removed:
      "எங்கள் தனியுரிமை அறிவிப்பில் சொன்னபடி, இந்தக் கோரிக்கையின் விவரங்கள் நீக்கப்பட்டன. இது பற்றிக் கேள்வி இருந்தால் எங்களை அழையுங்கள்.",
    notShownNow:
      "உங்கள் கோரிக்கை எங்களுக்குக் கிடைத்துவிட்டது. அதன் விவரங்களை இப்போது காட்ட முடியவில்லை: சில நிமிடங்கள் கழித்து இந்தப் பக்கத்தை மீண்டும் திறந்து பாருங்கள், அல்லது எங்களை அழையுங்கள்.",
    problemTitle: "நீங்கள் அனுப்பியதைச் சரிபாருங்கள்",
    tryAgainTitle: "மீண்டும் முயலுங்கள்",
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
    night: (evening, morning) => `${evening} நள்ளிரவுக்குப் பின், ${morning} விடியும் முன்`,
    reference: "உங்கள் முன்பதிவு எண்: ",
    greeting: (name, reference, trip) =>
      `வணக்கம் ${name}, உங்கள் டாக்ஸி முன்பதிவு ${reference} (${trip}) தொடர்பாக எழுதுகிறோம்.`,
    call: (phone) => `${phone} எண்ணை அழையுங்கள்`,
    sendOnWhatsapp: "WhatsApp-இல் அனுப்புங்கள்",
    sooner,
    alsoBooked: (count) =>
      `இந்தப் பக்கத்திலிருந்து ${count} முன்பதிவுகளை அனுப்பியுள்ளீர்கள்; ${count === 2 ? "இரண்டுமே" : "அவை அனைத்துமே"} பதிவில் உள்ளன, எதுவும் ரத்து செய்யப்படவில்லை. ஒன்றுக்குப் பதிலாக மற்றொன்றை அனுப்பியிருந்தால், நாங்கள் அழைக்கும்போது அதைச் சொல்லுங்கள், அல்லது இப்போதே எங்களை அழையுங்கள்.`,
    error: "உங்கள் முன்பதிவை அனுப்ப முடியவில்லை. நீங்கள் தட்டச்சு செய்தவை அனைத்தும் அப்படியே உள்ளன.",
    whatsappInstead: "இந்த முன்பதிவை WhatsApp-இல் அனுப்புங்கள்",
    callInstead: (phone) => `${phone} எண்ணை அழையுங்கள்`,
    otherWays,
    kept: "இன்னும் உறுதிசெய்யப்படவில்லை. உங்கள் முன்பதிவு இந்த ஃபோனில் சேமிக்கப்பட்டுள்ளது; நாங்கள் உறுதிசெய்யும் வரை தானாகவே அனுப்பப்படும்: இந்தப் பக்கத்தைத் திறந்தே வையுங்கள், அல்லது பிறகு மீண்டும் திறந்து பாருங்கள்.",
    pickupSoon: (minutes) =>
      `உங்கள் பிக்கப் இன்னும் ${minutes} நிமிடத்தில்: உடனே கார் அனுப்ப முடியும்படி, தயவுசெய்து இப்போதே எங்களை ஃபோனிலும் அழையுங்கள்.`,
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
    greeting: (name) => `வணக்கம் ${name}, எங்கள் டாக்ஸி சேவைக்கு நீங்கள் அனுப்பிய செய்தி தொடர்பாக எழுதுகிறோம்.`,
    error: "உங்கள் செய்தியை அனுப்புவதில் பிழை ஏற்பட்டது. மீண்டும் முயலுங்கள்.",
    kept: "இன்னும் உறுதிசெய்யப்படவில்லை. உங்கள் செய்தி இந்த ஃபோனில் சேமிக்கப்பட்டுள்ளது; நாங்கள் உறுதிசெய்யும் வரை தானாகவே அனுப்பப்படும்: இந்தப் பக்கத்தைத் திறந்தே வையுங்கள், அல்லது பிறகு மீண்டும் திறந்து பாருங்கள்.",
    sooner: (call, whatsapp) => ["விரைவில் பதில் வேண்டுமா? ", call, " அல்லது ", whatsapp, "."],
    writeOnWhatsapp: "WhatsApp-இல் எழுதுங்கள்",
  },
};
