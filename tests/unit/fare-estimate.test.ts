import { describe, expect, it } from "vitest";
import {
  estimateFare,
  isAirport,
  isNightPickup,
  type FareInput,
} from "../../src/shared/fares/fare-estimate";
import { matchPlace, placeIn, routeDistanceKm } from "../../src/shared/fares/route-distance";

const base: FareInput = {
  vehicleType: "sedan",
  distanceKm: 100,
  pickupTime: "12:00",
  pickupLocation: "T Nagar, Chennai",
  extraStops: 0,
};

describe("estimateFare", () => {
  it.each([
    ["hatchback", 12],
    ["sedan", 15],
    ["suv", 18],
    ["innova", 18],
  ] as const)("charges a %s at ₹%i per km", (vehicleType, rate) => {
    expect(estimateFare({ ...base, vehicleType })).toMatchObject({
      ratePerKm: rate,
      total: rate * 100,
    });
  });

  it.each([
    ["21:59", false],
    ["22:00", true],
    ["23:59", true],
    ["00:00", true],
    ["05:59", true],
    ["06:00", false],
    ["", false],
  ])("pickup at %s is a night pickup: %s", (time, night) => {
    expect(isNightPickup(time)).toBe(night);
    expect(estimateFare({ ...base, pickupTime: time })?.nightCharge).toBe(night ? 150 : 0);
  });

  it("adds ₹250 for an airport pickup, not for an airport drop", () => {
    expect(estimateFare({ ...base, pickupLocation: "Chennai Airport" })).toMatchObject({
      airportCharge: 250,
      total: 1750,
    });
    expect(estimateFare({ ...base, pickupLocation: "Airportview Hotel" })?.airportCharge).toBe(0);
  });

  it.each([
    "சென்னை விமான நிலையம்",
    "மதுரை விமான நிலையத்தில்",
    "കൊച്ചി വിമാനത്താവളം",
    "കൊച്ചി എയർപോർട്ട്",
    "తిరుపతి విమానాశ్రయం",
    "ಬೆಂಗಳೂರು ವಿಮಾನ ನಿಲ್ದಾಣ",
    "ಬೆಂಗಳೂರು ಏರ್‌ಪೋರ್ಟ್",
  ])("adds it for a pickup at %s, the airport written in the page's script", (pickupLocation) => {
    expect(estimateFare({ ...base, pickupLocation })?.airportCharge).toBe(250);
  });

  it.each([
    "Hotel Residency, Old Airport Road, Bengaluru",
    "12 Airport Rd, Tiruchirappalli",
    "Airport Main Road, Madurai",
    "விமான நிலைய சாலை, மதுரை",
    "విమానాశ్రయ రోడ్డు, తిరుపతి",
    "ವಿಮಾನ ನಿಲ್ದಾಣ ರಸ್ತೆ, ಬೆಂಗಳೂರು",
    "എയർപോർട്ട് റോഡ്, കൊച്ചി",
  ])("adds nothing for a pickup on a road named after an airport: %s", (pickupLocation) => {
    expect(estimateFare({ ...base, pickupLocation })?.airportCharge).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 50],
    [3, 150],
  ])("adds ₹50 for each of %i extra stops", (extraStops, charge) => {
    expect(estimateFare({ ...base, extraStops })?.stopsCharge).toBe(charge);
  });

  it("puts every charge together: night airport pickup with two stops in an SUV", () => {
    expect(
      estimateFare({
        vehicleType: "suv",
        distanceKm: 462,
        pickupTime: "05:30",
        pickupLocation: "Chennai Airport",
        extraStops: 2,
      }),
    ).toEqual({
      distanceKm: 462,
      ratePerKm: 18,
      distanceFare: 8316,
      nightCharge: 832,
      airportCharge: 250,
      stopsCharge: 100,
      total: 9498,
    });
  });

  it.each([
    ["an unknown distance", null],
    ["a 0 km trip", 0],
    ["a negative distance", -5],
    ["a distance that is no number", Number.NaN],
  ])("gives no price for %s: the operator will quote", (_name, distanceKm) => {
    expect(estimateFare({ ...base, distanceKm })).toBeNull();
  });
});

describe("routeDistanceKm", () => {
  it("finds a popular route either way and by other spellings", () => {
    expect(routeDistanceKm("Chennai Airport", "Madurai")).toBe(462);
    expect(routeDistanceKm("Madurai bus stand", "chennai")).toBe(462);
    expect(routeDistanceKm("Bangalore", "Mysore Palace")).toBe(145);
    expect(routeDistanceKm("Trichy", "Tanjore")).toBe(60);
  });

  it("prices the place before 'via', not the stop on the way named after it", () => {
    expect(routeDistanceKm("Chennai", "Coimbatore via Salem")).toBe(505);
    expect(routeDistanceKm("Chennai", "Coimbatore, via Salem")).toBe(505);
    // In Tamil the stop comes first, the place last.
    expect(routeDistanceKm("சென்னை", "சேலம் வழியாக கோயம்புத்தூர்")).toBe(505);
    // "via" with no known place before it names no stop: the place after it is all there is.
    expect(routeDistanceKm("Chennai", "Via Salem")).toBe(340);
  });

  it("knows nothing of unknown places or a trip within one place", () => {
    expect(routeDistanceKm("Chennai", "Atlantis")).toBeNull();
    expect(routeDistanceKm("Chennai Central", "Chennai Airport")).toBeNull();
  });

  it("reads the place out of a longer address", () => {
    expect(placeIn("12, Beach Road, Pondicherry 605001")).toBe("puducherry");
  });

  it.each([
    // A road named after the town it leads to, in another town: the address names its own last.
    ["12 Madurai Road, Palakkarai, Trichy", "tiruchirappalli"],
    ["Bangalore-Mysore Road, Mysuru", "mysuru"],
    ["Coimbatore Road, Salem", "salem"],
    ["Old Madras Road, Indiranagar, Bengaluru", "bengaluru"],
    ["Trichy Main Road, Thanjavur", "thanjavur"],
    ["மதுரை சாலை, திருச்சி", "tiruchirappalli"],
    ["ಮೈಸೂರು ರಸ್ತೆ, ಬೆಂಗಳೂರು", "bengaluru"],
    // The town last, whatever came before it.
    ["Near Chennai Silks, Madurai", "madurai"],
    ["Pondy Bazaar, T Nagar, Chennai", "chennai"],
    ["பாண்டி பஜார், சென்னை", "chennai"],
  ])("reads %s as %s, not as the town a road or a shop is named after", (location, place) => {
    expect(placeIn(location)).toBe(place);
  });

  it("knows no place in a road's name alone: the operator quotes", () => {
    expect(placeIn("Madurai Main Road")).toBeNull();
    expect(routeDistanceKm("12 Madurai Road, Palakkarai, Trichy", "Chennai")).toBe(330);
  });

  it.each([
    // Mandya, Sriperumbudur, Perambalur and Melur are not in the route table.
    "Bangalore-Mysore Highway, Mandya",
    "Chennai-Bangalore Highway, Sriperumbudur",
    "Chennai – Bangalore Highway, Sriperumbudur",
    "Bengaluru–Mysuru Expressway, Mandya",
    "Madurai - Trichy Main Road, Melur",
    "Chennai-Trichy NH, Perambalur",
    "Chennai – Trichy National Highway, Perambalur",
    "சென்னை-பெங்களூரு நெடுஞ்சாலை, ஸ்ரீபெரும்புதூர்",
    "ಬೆಂಗಳೂರು-ಮೈಸೂರು ಹೆದ್ದಾರಿ, ಮಂಡ್ಯ",
  ])("reads no town at either end of the road in %s: both are the road's name", (location) => {
    expect(placeIn(location)).toBeNull();
  });

  it("reads the town an address names besides a road between two towns", () => {
    expect(placeIn("Vellore Fort, Chennai-Bangalore Highway")).toBe("vellore");
    expect(placeIn("Chennai-Bangalore Highway, Vellore")).toBe("vellore");
    // A dash before a pin code joins no road.
    expect(placeIn("RS Puram Coimbatore - 641002")).toBe("coimbatore");
  });

  it.each([
    // A town, a dash, and a street named after no place: the town.
    ["Chennai - Anna Salai", "chennai"],
    ["Chennai – Anna Salai, near LIC", "chennai"],
    ["சென்னை-அண்ணா சாலை", "chennai"],
    ["Bangalore - MG Road", "bengaluru"],
    ["ಬೆಂಗಳೂರು - ಎಂಜಿ ರಸ್ತೆ", "bengaluru"],
    ["Peelamedu, Coimbatore - Avinashi Road", "coimbatore"],
    // A national highway's number is no road word: the town before it stays the town.
    ["Hotel Saravana, Madurai NH 38", "madurai"],
    ["Salem NH 44 Junction", "salem"],
    // "Main" or "High" makes a road's name only with a road word after it.
    ["Trichy Main Guard Gate", "tiruchirappalli"],
    ["Chennai Anna Salai", "chennai"],
  ])(
    "reads %s as %s: a dash joins two towns into a road only when both are towns",
    (location, place) => {
      expect(placeIn(location)).toBe(place);
    },
  );

  it.each([
    "Madurai-Road, Palakkarai",
    "மதுரை-சாலை, பாலக்கரை",
    "Salem-Bypass",
    "Pondy-Bazaar, T Nagar",
  ])(
    "reads no town in %s: a town's name hyphened to a road word is the road's, as with a space",
    (location) => {
      expect(placeIn(location)).toBeNull();
    },
  );

  it("takes a part of the address that is a town's name alone as the town, whatever else is named", () => {
    // Before, Madurai Mess priced Chennai → Rameswaram as the 175 km from Madurai.
    expect(routeDistanceKm("T Nagar, Chennai, near Madurai Mess", "Rameswaram")).toBe(
      routeDistanceKm("Chennai", "Rameswaram"),
    );
    expect(placeIn("Anna Nagar, Madurai, opp. Chennai Silks")).toBe("madurai");
    expect(placeIn("Gandhipuram, Coimbatore, next to Salem Bakery")).toBe("coimbatore");
    expect(placeIn("டி நகர், சென்னை, மதுரை மெஸ் அருகில்")).toBe("chennai");
    expect(placeIn("ಜಯನಗರ, ಬೆಂಗಳೂರು 560011, ಮೈಸೂರು ಕೆಫೆ ಹತ್ತಿರ")).toBe("bengaluru");
    // With no such part, the place named last, even in a landmark or a shop's name: a town
    // there is more often the town itself than a shop's name is.
    expect(placeIn("Hotel Madurai Residency, near Trichy Junction")).toBe("tiruchirappalli");
    expect(placeIn("Chennai Silks, Opp Bus Stand Trichy")).toBe("tiruchirappalli");
    expect(placeIn("Bengaluru Iyengar Bakery, NR Mohalla Mysuru")).toBe("mysuru");
    expect(placeIn("Sriperumbudur, near Chennai")).toBe("chennai");
    // A part that names a place before its near word, and does not end with one, is read up to
    // it.
    expect(placeIn("Madurai Junction near Chennai Silks")).toBe("madurai");
    // Up to the first near word of a part, when it names two landmarks.
    expect(placeIn("T Nagar Chennai near Madurai Mess opp Salem Bakery")).toBe("chennai");
    expect(placeIn("KK Nagar Madurai East near Chennai Silks")).toBe("madurai");
  });

  it.each([
    ["Chennai Silks opp New Bus Stand Trichy", "tiruchirappalli"],
    ["Madurai Mess near Anna Nagar Chennai", "chennai"],
    ["Salem RR Biryani near Gandhipuram Coimbatore", "coimbatore"],
    ["Kovai Biryani near Railway Station Salem", "salem"],
    ["Ooty Bakery near Pondy Bazaar T Nagar Chennai", "chennai"],
    ["Trichy Hotel Sangam opp Railway Station Thanjavur", "thanjavur"],
    ["12 Gandhi St near Perumal Kovil Kumbakonam", "kumbakonam"],
    ["Plot 5 near Bus Stand Salem", "salem"],
    ["Door no 5 next to Indian Bank Tiruvannamalai", "tiruvannamalai"],
    ["RS Puram near Coimbatore", "coimbatore"],
    ["Hotel Sea View near Chennai Airport", "chennai"],
    ["Vellore - Chennai NH 48 near CMC Vellore", "vellore"],
  ])(
    "reads %s as %s: written without commas, an address still ends with its town",
    (location, place) => {
      expect(placeIn(location)).toBe(place);
      // A part that ends with the town counts as the town, pin code or not.
      expect(placeIn("T Nagar Chennai 600017, near Madurai Mess")).toBe("chennai");
      expect(placeIn("RS Puram Coimbatore, near Salem Bakery")).toBe("coimbatore");
      expect(placeIn("No 12, 2nd Cross, Jayanagar Bangalore 560011, Opp Mysore Cafe")).toBe(
        "bengaluru",
      );
      expect(placeIn("Gandhipuram Coimbatore - 641012, Tamil Nadu, next to Salem Bakery")).toBe(
        "coimbatore",
      );
      expect(placeIn("Kumbakonam, Thanjavur Dist.")).toBe("kumbakonam");
      // Of two parts that end with a place, the later: a hotel is named after another town.
      expect(placeIn("Hotel Madurai, Palakkarai, Trichy")).toBe("tiruchirappalli");
      expect(placeIn("டி நகர் சென்னை, மதுரை மெஸ் அருகில்")).toBe("chennai");
      expect(placeIn("మదనపల్లె తిరుపతి, చెన్నై సిల్క్స్ ఎదురుగా")).toBe("tirupati");
      expect(placeIn("Chennai, near Madurai")).toBe("chennai");
      expect(placeIn("Coimbatore via Salem")).toBe("coimbatore");
    },
  );

  it.each([
    ["T Nagar Chennai near Madurai Mess", "chennai"],
    ["Madurai near Chennai Silks", "madurai"],
    ["Anna Nagar Madurai opposite Salem RR Biryani", "madurai"],
    ["12 Gandhi St Trichy, opp Chennai Silks", "tiruchirappalli"],
  ])(
    "reads %s as %s: a landmark after an English near word, without a comma, is not the town",
    (location, place) => {
      expect(placeIn(location)).toBe(place);
    },
  );

  it.each([
    ["Chennai Airport, near Kanchipuram Silks", "chennai"],
    ["Chennai Airport, opp. Kanchipuram Silks", "chennai"],
    ["Chennai International Airport, Nr Kanchipuram Silks", "chennai"],
    ["Chennai Airport near Kanchipuram Silks", "chennai"],
    ["சென்னை விமான நிலையம், காஞ்சிபுரம் சில்க்ஸ் அருகில்", "chennai"],
    ["ಬೆಂಗಳೂರು ವಿಮಾನ ನಿಲ್ದಾಣ, ಮೈಸೂರು ಕೆಫೆ ಹತ್ತಿರ", "bengaluru"],
    // An airport that is the landmark is not the pickup's: the town named before it is.
    ["Anna Nagar, Madurai, near Chennai Airport", "madurai"],
    // With no other town named, the landmark's is the nearest the table can tell.
    ["Sriperumbudur, near Chennai Airport", "chennai"],
  ])("reads %s as %s: the pickup's airport names its town, not a landmark", (location, place) => {
    expect(placeIn(location)).toBe(place);
  });

  it.each([
    "Chennai air port",
    "சென்னை விமானநிலையம்",
    "சென்னை ஏர்ப்போர்ட்",
    "சென்னை ஏர் போர்ட்",
    "ಬೆಂಗಳೂರು ವಿಮಾನನಿಲ್ದಾಣ",
    "ಬೆಂಗಳೂರು ಏರ್ ಪೋರ್ಟ್",
    "കൊച്ചി എയർ പോർട്ട്",
    "హైదరాబాద్ ఎయిర్ పోర్ట్",
  ])("charges an airport pickup for %s: airport as it is also typed", (location) => {
    expect(isAirport(location)).toBe(true);
  });

  it("charges an airport pickup only where the pickup is the airport, not a landmark near it", () => {
    expect(isAirport("Hotel Sea View, near Chennai Airport")).toBe(false);
    expect(isAirport("Hotel Sea View, Nr. Chennai Airport")).toBe(false);
    expect(isAirport("விடுதி, சென்னை விமான நிலையம் அருகில்")).toBe(false);
    expect(isAirport("Chennai Airport, opposite Terminal 1 exit")).toBe(true);
    expect(isAirport("Chennai airport near arrival gate 4")).toBe(true);
    expect(isAirport("சென்னை விமான நிலையம் வருகை வாயில் அருகில்")).toBe(true);
    expect(isAirport("ಬೆಂಗಳೂರು ವಿಮಾನ ನಿಲ್ದಾಣ ಟರ್ಮಿನಲ್ 2 ಹತ್ತಿರ")).toBe(true);
  });

  it("prices a trip typed in Tamil, Malayalam, Telugu or Kannada script", () => {
    expect(routeDistanceKm("சென்னை விமான நிலையம்", "மதுரை")).toBe(462);
    expect(routeDistanceKm("കൊച്ചി", "മൂന്നാർ")).toBe(125);
    expect(routeDistanceKm("తిరుపతి", "చెన్నై సెంట్రల్")).toBe(135);
    expect(routeDistanceKm("ಬೆಂಗಳೂರು", "ಮೈಸೂರು ಅರಮನೆ")).toBe(145);
    // Scripts and English mixed in one trip, and a local name for a place (Kovai, Ooty).
    expect(routeDistanceKm("கோவை", "Ooty")).toBe(85);
    expect(matchPlace("கோவை")).toEqual({
      canonical: "coimbatore",
      englishName: "Kovai",
      theirName: "கோவை",
    });
  });

  it.each([
    ["சென்னையிலிருந்து", "மதுரைக்கு", 462],
    ["சேலத்தில்", "சென்னைக்கு", 340],
    ["சென்னையிலிருந்து", "பாண்டிக்கு", 150],
    ["வேலூருக்கு", "சென்னையில்", 140],
    ["கோயம்புத்தூரிலிருந்து", "ஊட்டிக்கு", 85],
    ["கும்பகோணத்துக்கு", "சென்னை", 290],
    ["ചെന്നൈയിൽ നിന്ന്", "മധുരയിലേക്ക്", 462],
    ["കൊച്ചിയിൽ നിന്ന്", "തിരുവനന്തപുരത്തേക്ക്", 205],
    ["എറണാകുളത്ത്", "മൂന്നാറിലേക്ക്", 125],
    ["చెన్నై నుండి", "తిరుపతికి", 135],
    ["హైదరాబాదులో", "చెన్నైకి", 630],
    ["ಬೆಂಗಳೂರಿನಿಂದ", "ಮೈಸೂರಿಗೆ", 145],
  ])("reads %s → %s with the case endings joined to the names", (from, to, km) => {
    expect(routeDistanceKm(from, to)).toBe(km);
  });

  it.each([
    // Towns of their own whose names begin with a known one, and a word that does.
    ["కంచికచర్ల", "kanchipuram"],
    ["திருச்சிற்றம்பலம்", "tiruchirappalli"],
    ["காஞ்சிரங்குடி", "kanchipuram"],
    ["മധുരം ബേക്കറി", "madurai"],
  ])("does not read %s as %s", (location) => {
    expect(placeIn(location)).toBeNull();
  });

  it("reads Malayalam the ways keyboards type it: atomic chillu or consonant, virama and joiner", () => {
    const atomic = "\u0d2e\u0d42\u0d28\u0d4d\u0d28\u0d3e\u0d7c"; // മൂന്നാർ
    const joined = "\u0d2e\u0d42\u0d28\u0d4d\u0d28\u0d3e\u0d30\u0d4d\u200d"; // മൂന്നാര്‍
    expect(placeIn(atomic)).toBe("munnar");
    expect(placeIn(joined)).toBe("munnar");
  });
});
