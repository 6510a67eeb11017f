import { fares } from "../../fares/fares.ts";
import type { RouteWords } from "../en/route-words.ts";
import { hour12 } from "../format.ts";

/** Kannada: the route pages' words (en/route-words.ts has the shape). Drafted, not yet reviewed. */

export const knRoutes: RouteWords = {
  places: {
    chennai: "ಚೆನ್ನೈ",
    mamallapuram: ["ಮಹಾಬಲಿಪುರಂ", "ಮಾಮಲ್ಲಪುರಂ"],
    kanchipuram: "ಕಾಂಚೀಪುರಂ",
    tirupati: "ತಿರುಪತಿ",
    vellore: "ವೆಲ್ಲೂರು",
    puducherry: ["ಪಾಂಡಿಚೇರಿ", "ಪುದುಚೇರಿ"],
    tiruvannamalai: "ತಿರುವಣ್ಣಾಮಲೈ",
    kumbakonam: "ಕುಂಭಕೋಣಂ",
    tiruchirappalli: ["ತಿರುಚ್ಚಿ", "ತಿರುಚಿರಾಪಳ್ಳಿ"],
    salem: "ಸೇಲಂ",
    thanjavur: "ತಂಜಾವೂರು",
    bengaluru: "ಬೆಂಗಳೂರು",
    madurai: "ಮಧುರೈ",
    mysuru: "ಮೈಸೂರು",
    coimbatore: "ಕೊಯಮತ್ತೂರು",
    udhagamandalam: ["ಊಟಿ", "ಉದಕಮಂಡಲ"],
    rameswaram: "ರಾಮೇಶ್ವರಂ",
    hyderabad: "ಹೈದರಾಬಾದ್",
    kochi: "ಕೊಚ್ಚಿ",
    kanyakumari: "ಕನ್ಯಾಕುಮಾರಿ",
    thiruvananthapuram: "ತಿರುವನಂತಪುರಂ",
    munnar: "ಮುನ್ನಾರ್",
  },
  telangana: "ತೆಲಂಗಾಣ",
  title: (from, to) => `${from} – ${to} ಟ್ಯಾಕ್ಸಿ`,
  description: (from, to, km, fare) =>
    `${from} – ${to} ಒನ್-ವೇ ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ: ರಸ್ತೆ ಮೂಲಕ ${km} km, ಸೆಡಾನ್‌ನಲ್ಲಿ ${fare}, ವಾಪಸ್ ಪ್ರಯಾಣದ ದರ ಇಲ್ಲ. ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ ಅಥವಾ 24/7 ಕರೆ ಮಾಡಿ.`,
  heading: (from, to) => `${from} – ${to} ಡ್ರಾಪ್ ಟ್ಯಾಕ್ಸಿ`,
  lead: (from, to, km) =>
    `${from} – ${to}: ರಸ್ತೆ ಮೂಲಕ ${km} km. ಒಂದು ಕಡೆಗೆ ಮಾತ್ರ ದರ: ಕಾರು ವಾಪಸ್ ಹೋಗುವುದಕ್ಕೆ ದರ ಇಲ್ಲ.`,
  official: (name, official) => `${name}: ಅಧಿಕೃತ ಹೆಸರು ${official}.`,
  faresTitle: (from, to) => `${from} – ${to} ದರಗಳು`,
  faresNote:
    "ಬುಕಿಂಗ್ ಫಾರ್ಮ್ ತೋರಿಸುವ ಅಂದಾಜು ಮತ್ತು ನಮ್ಮ ಆಪರೇಟರ್‌ಗಳು ಹೇಳುವ ದರ ಇದೇ; ಕೆಳಗಿನ ಹೆಚ್ಚುವರಿ ಶುಲ್ಕಗಳು ಪ್ರತ್ಯೇಕ.",
  book: "ಈ ಪ್ರಯಾಣ ಬುಕ್ ಮಾಡಿ",
  chargesTitle: "ಅನ್ವಯಿಸಬಹುದಾದ ಹೆಚ್ಚುವರಿ ಶುಲ್ಕಗಳು",
  airport: (place, amount) => `${place} ಏರ್‌ಪೋರ್ಟ್‌ನಲ್ಲಿ ಪಿಕಪ್: ದರಕ್ಕೆ ${amount} ಹೆಚ್ಚುವರಿ.`,
  // The night is from night to morning; Kannada says the part of the day before the hour.
  night: (amount) =>
    `ರಾತ್ರಿ ${hour12(fares.night.from)} ರಿಂದ ಬೆಳಿಗ್ಗೆ ${hour12(fares.night.until)} ರವರೆಗೆ ಪಿಕಪ್: ಮೇಲಿನ ಸೆಡಾನ್ ದರಕ್ಕೆ ${amount} ಹೆಚ್ಚುವರಿ.`,
  stops: (from, to, amount) => `${from} – ${to} ದಾರಿಯಲ್ಲಿ ಪ್ರತಿ ನಿಲುಗಡೆಗೆ ${amount}.`,
  tolls: (from, to) => `${from} – ${to} ದಾರಿಯ ಟೋಲ್ ಮತ್ತು ಪಾರ್ಕಿಂಗ್ ದರಕ್ಕೆ ಹೊರತು, ಬಂದಂತೆ ಪಾವತಿಸಬೇಕು.`,
  permit: (fromState, toState, ...through) =>
    `ಈ ಪ್ರಯಾಣ ${[fromState, ...through, toState].join(" – ")} ರಾಜ್ಯ ಗಡಿ ದಾಟುತ್ತದೆ: ಅಂತರರಾಜ್ಯ ಪರ್ಮಿಟ್ ಆಯಾ ರಾಜ್ಯದ ನಿಯಮದಂತೆ ಪ್ರತ್ಯೇಕ.`,
  moreTitle: "ಇನ್ನಷ್ಟು ಮಾರ್ಗಗಳು",
  wayBack: "ವಾಪಸ್ ಪ್ರಯಾಣ",
  moreFrom: (place) => `ಹೊರಡುವ ಸ್ಥಳ ${place}: ಇತರ ಮಾರ್ಗಗಳು`,
  popularTitle: "ಜನಪ್ರಿಯ ಮಾರ್ಗಗಳು",
  popularIntro: "ಪ್ರತಿ ಮಾರ್ಗದ ದೂರ ಮತ್ತು ಪ್ರತಿ ಕಾರಿನ ದರ, ಎರಡೂ ದಿಕ್ಕುಗಳಲ್ಲಿ.",
};
