import { describe, expect, it } from "vitest";
import { classifyMailError } from "../../netlify/delivery/mailer";
import { cutText, firstName, fitSubject, graphemes } from "../../netlify/delivery/fit-text";
import { formatDay, formatIndiaTime } from "../../src/shared/india-dates";
import { renderBookingMail, type StoredBooking } from "../../netlify/kinds/booking/booking-mail";
import { renderContactMail } from "../../netlify/kinds/contact/contact-mail";
import { retryDelaySeconds } from "../../netlify/delivery/notify";

describe("classifyMailError", () => {
  it.each([
    [{ code: "ECONNECTION" }, "retryable"],
    [{ code: "ETIMEDOUT" }, "retryable"],
    [{ code: "EENVELOPE", responseCode: 451 }, "retryable"],
    [{ code: "EMESSAGE", responseCode: 421 }, "retryable"],
    [{ code: "EMESSAGE", responseCode: 554 }, "permanent"],
    [{ code: "EENVELOPE", responseCode: 550 }, "permanent"],
    [{ code: "EAUTH", responseCode: 535 }, "permanent"],
    [new Error("socket hang up"), "retryable"],
  ])("%o is %s", (error, expected) => {
    expect(classifyMailError(error)).toBe(expected);
  });
});

const booking: StoredBooking = {
  id: "42",
  reference: "DT-7K3Q92",
  createdAt: new Date("2026-11-22T15:10:00Z"),
  passengerSentAt: null,
  pickupLocation: "Chennai Airport, Meenambakkam",
  dropoffLocation: "Madurai",
  pickupDate: "2026-11-24",
  pickupTime: "05:30",
  passengers: 3,
  vehicleType: "sedan",
  extraStops: 1,
  name: "Arun",
  phone: "+919840012345",
  distanceKm: 462,
  fareEstimate: 7923,
  language: "en",
};

const contact = {
  id: "9",
  createdAt: new Date("2026-03-12T04:30:00Z"),
  passengerSentAt: null,
  name: "Arun Kumar",
  email: "arun@example.com",
  phone: "+919840012345",
  message: "Line one\nLine two",
  language: "en" as const,
};

describe("firstName", () => {
  it.each([
    ["Lakshmi Narayanan", "Lakshmi"],
    ["R. Lakshmi", "Lakshmi"],
    ["R.K. Selvam", "Selvam"],
    ["S Priya", "Priya"],
    ["  Arun\tKumar ", "Arun"],
    ["அ. சுப்பிரமணியன்", "சுப்பிரமணியன்"],
    ["R. K.", "R. K."],
    // An initial written onto the name is part of it: the next word is someone else's name.
    ["S.Ramesh Kumar", "S.Ramesh"],
    // A title is not what an operator calls them by.
    ["Dr. Lakshmi Narayanan", "Lakshmi"],
    ["Smt. R. Meena", "Meena"],
    ["Thiru Selvam", "Selvam"],
    ["Selvi Raman", "Selvi"],
    ["Dr.", "Dr."],
  ])("%s → %s", (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});

describe("fitSubject", () => {
  const route = (name: string, from: string, to: string) =>
    `DT-7K3Q92 ${name} ${from}→${to} Tue 24 Nov 05:30`;

  it("cuts a subject with nothing to shorten at 50 characters", () => {
    const subject = fitSubject((name) => `${"A".repeat(60)}${name}`, {
      name: "",
      pieces: [],
    });
    expect(subject).toHaveLength(50);
    expect(subject.endsWith("…")).toBe(true);
  });

  it("keeps everything whole when it fits", () => {
    const parts = { name: "R. Arun", pieces: ["Chennai", "Madurai"] };
    expect(fitSubject(route, parts)).toBe("DT-7K3Q92 R. Arun Chennai→Madurai Tue 24 Nov 05:30");
  });

  it("drops the surname before the route loses a letter", () => {
    const subject = fitSubject(route, {
      name: "Lakshmi Narayanan",
      pieces: ["Chennai", "Madurai"],
    });
    expect(subject).toBe("DT-7K3Q92 Lakshmi Chennai→Madurai Tue 24 Nov 05:30");
  });

  it("shortens the longest pieces first, to equal lengths, and keeps the first name whole", () => {
    const subject = fitSubject(route, {
      name: "Subramaniam Venkataraman",
      pieces: ["Thiruvananthapuram", "Ooty"],
    });
    expect(subject).toBe("DT-7K3Q92 Subramaniam Thiru…→Ooty Tue 24 Nov 05:30");
    expect(graphemes(subject)).toHaveLength(50);
  });

  it("cuts the pieces down to a few letters before it cuts the first name", () => {
    const subject = fitSubject(route, {
      name: "K. Ramachandran S.",
      pieces: ["Thiruvananthapuram", "Kanniyakumari"],
    });
    expect(subject).toBe("DT-7K3Q92 Ramachandran Thir…→Kan… Tue 24 Nov 05:30");
  });

  it("cuts a first name too long for any room last, and never the fixed parts", () => {
    const subject = fitSubject(route, {
      name: "Venkatasubramaniananandakrishnan",
      pieces: ["Chennai", "Madurai"],
    });
    expect(subject).toMatch(/^DT-7K3Q92 Venkatasubrama… Ch…→Ma… Tue 24 Nov 05:30$/);
    expect(graphemes(subject)).toHaveLength(50);
  });

  it("shortens the message line before the name, and the surname only when it must", () => {
    const line = (name: string, text: string) => `${name} +91 98400 12345: ${text}`;
    const long = "Need a cab to the airport tomorrow morning at five";
    expect(fitSubject(line, { name: "Arun Kumar", pieces: [long] })).toBe(
      "Arun Kumar +91 98400 12345: Need a cab to the air…",
    );
    const subject = fitSubject(line, {
      name: "Lakshmi Narayanan Subramaniam",
      pieces: [long],
    });
    expect(subject).toBe("Lakshmi +91 98400 12345: Need a cab to the airpor…");
  });

  it("gives the room a cut frees to the next piece that can use it: all 50 characters are used", () => {
    const via = (name: string, from: string, stop: string, to: string) =>
      `DT-7K3Q92 ${name} ${from}→${stop}→${to} 05:30`;
    const subject = fitSubject(via, {
      name: "Meenakshi",
      pieces: ["Madurai", "Thiruvananthapuram", "Kanniyakumari"],
    });
    expect(subject).toBe("DT-7K3Q92 Meenakshi Madurai→Thiruva…→Kanniy… 05:30");
    expect(graphemes(subject)).toHaveLength(50);
  });

  // Fixed parts that leave 9, then 8, characters for a name and two places.
  const crowded = (width: number) => (name: string, from: string, to: string) =>
    `${"#".repeat(width)} ${name} ${from}→${to}`;

  it("keeps three letters of the name when that is all the room left", () => {
    const subject = fitSubject(crowded(38), { name: "Arun", pieces: ["Chennai", "Madurai"] });
    expect(subject).toBe(`${"#".repeat(38)} Ar… Ch…→Ma…`);
  });

  it("cuts the whole subject at its end when not even three letters of the name fit", () => {
    const subject = fitSubject(crowded(39), { name: "Arun", pieces: ["Chennai", "Madurai"] });
    expect(subject).toBe(`${"#".repeat(39)} Arun Chen…`);
  });

  it("cuts between graphemes, never inside an emoji or a Tamil letter", () => {
    const thumbs = "👍🏽".repeat(60);
    const subject = fitSubject((name, text) => `Note: ${name}${text}`, {
      name: "",
      pieces: [thumbs],
    });
    expect(subject).not.toContain("\ufffd");
    expect(subject).toBe(`Note: ${"👍🏽".repeat(43)}…`);
    // A Tamil letter is several code points (க் + ஷ + ே): the cut keeps whole letters only.
    const message = "க்ஷேத்திரம் குமார்";
    const tamil = fitSubject((name, text) => `${"x".repeat(45)} ${name}${text}`, {
      name: "",
      pieces: [message],
    });
    const kept = tamil.slice(46, -1);
    const letters = graphemes(message);
    expect(kept).toBe(letters.slice(0, graphemes(kept).length).join(""));
    expect(graphemes(tamil)).toHaveLength(50);
  });
});

describe("cutText", () => {
  it("leaves no space before the ellipsis", () => {
    expect(cutText("Chennai Central", 9)).toBe("Chennai…");
    expect(cutText("Chennai", 9)).toBe("Chennai");
  });
});

describe("dates as operators read them", () => {
  it("puts the weekday first and marks India time", () => {
    expect(formatDay("2026-11-24")).toBe("Tue 24 Nov 2026");
    expect(formatDay("2027-09-05", { withYear: false })).toBe("Sun 5 Sep");
    // 22:00 UTC is 03:30 the next day in India.
    expect(formatIndiaTime(new Date("2026-11-22T22:00:00Z"))).toBe("Mon 23 Nov 2026, 03:30 IST");
  });
});

describe("the booking mail", () => {
  it("leads the subject with reference, name, route, weekday and time", () => {
    expect(renderBookingMail(booking).subject).toBe(
      "DT-7K3Q92 Arun ✈Chennai→Madurai Tue 24 Nov 05:30",
    );
  });

  it("marks an airport end with a plane, so bookings from the airport and the city differ", () => {
    const subject = (pickupLocation: string, dropoffLocation = "Pondicherry") =>
      renderBookingMail({ ...booking, pickupLocation, dropoffLocation }).subject;
    expect(subject("Chennai Airport")).toBe("DT-7K3Q92 Arun ✈Chennai→Pondiche… Tue 24 Nov 05:30");
    expect(subject("Chennai Central")).toBe("DT-7K3Q92 Arun Chennai→Pondicher… Tue 24 Nov 05:30");
    expect(subject("12 Old Airport Road, Bangalore", "Coimbatore airport")).toBe(
      "DT-7K3Q92 Arun Bangalore→✈Coimba… Tue 24 Nov 05:30",
    );
  });

  it("says the year in the subject only for a pickup in a later year than the booking", () => {
    const nextYear = { ...booking, pickupDate: "2027-11-27" };
    expect(renderBookingMail(nextYear).subject).toBe(
      "DT-7K3Q92 Arun ✈Chen…→Madur… Sat 27 Nov 2027 05:30",
    );
    // Booked at 00:10 IST on 1 January 2027 (still 2026 in UTC): a pickup that day needs none.
    const newYear = {
      ...booking,
      createdAt: new Date("2026-12-31T18:40:00Z"),
      pickupDate: "2027-01-01",
    };
    expect(renderBookingMail(newYear).subject).toBe(
      "DT-7K3Q92 Arun ✈Chennai→Madurai Fri 1 Jan 05:30",
    );
  });

  it("names the route in English when the passenger wrote it in their script", () => {
    const tamil = renderBookingMail({
      ...booking,
      pickupLocation: "சென்னை விமான நிலையம்",
      dropoffLocation: "ஊட்டி",
      language: "ta",
    });
    expect(tamil.subject).toBe("DT-7K3Q92 Arun ✈Chennai→Ooty Tue 24 Nov 05:30");
    // As written, and the place in English beside it for an operator who does not read Tamil,
    // with the airport the passenger named: the driver goes there, not to the city.
    expect(tamil.text.split("\n")).toEqual(
      expect.arrayContaining(["Pickup: சென்னை விமான நிலையம் (Chennai airport)", "Drop: ஊட்டி (Ooty)"]),
    );
    expect(tamil.text).toContain("சென்னை விமான நிலையம் (Chennai airport) → ஊட்டி (Ooty)");
    // Marked as Tamil for a screen reader; the English page around them is not.
    expect(tamil.html).toContain('<td lang="ta-IN" style="padding:6px 0;font-weight:bold;');
    expect(tamil.html).toMatch(/<td style="[^"]*">Arun<\/td>/);
    const kannada = renderBookingMail({
      ...booking,
      pickupLocation: "ಬೆಂಗಳೂರು ವಿಮಾನ ನಿಲ್ದಾಣದಿಂದ",
      dropoffLocation: "ಮೈಸೂರು",
    });
    expect(kannada.text.split("\n")).toContain("Pickup: ಬೆಂಗಳೂರು ವಿಮಾನ ನಿಲ್ದಾಣದಿಂದ (Bengaluru airport)");
    // An airport in a town the table does not know: still said in English.
    const unknownTown = renderBookingMail({
      ...booking,
      pickupLocation: "தூத்துக்குடி விமான நிலையம்",
      fareEstimate: null,
      distanceKm: null,
    });
    expect(unknownTown.text.split("\n")).toContain("Pickup: தூத்துக்குடி விமான நிலையம் (airport)");
    // Written in English already, or a place the table does not know: as written, nothing added.
    const mixed = renderBookingMail({
      ...booking,
      pickupLocation: "Anna Nagar, Chennai",
      dropoffLocation: "வேளாங்கண்ணி",
    });
    expect(mixed.text.split("\n")).toEqual(
      expect.arrayContaining(["Pickup: Anna Nagar, Chennai", "Drop: வேளாங்கண்ணி"]),
    );
  });

  it("shows what the fare is made of, as the estimate works it out from the stored trip", () => {
    const fareLine = (stored: StoredBooking) =>
      renderBookingMail(stored)
        .text.split("\n")
        .find((line) => line.startsWith("Fare: "));
    expect(fareLine(booking)).toBe(
      "Fare: ₹7,923 estimate: 462 km × ₹15 = ₹6,930 + night ₹693 + airport pickup ₹250 + 1 stop ₹50; tolls and permits extra",
    );
    const daytimeSuv = {
      ...booking,
      pickupLocation: "Chennai",
      pickupTime: "09:00",
      vehicleType: "suv" as const,
      extraStops: 2,
      fareEstimate: 462 * 18 + 100,
    };
    expect(fareLine(daytimeSuv)).toBe(
      "Fare: ₹8,416 estimate: 462 km × ₹18 = ₹8,316 + 2 stops ₹100; tolls and permits extra",
    );
    // Fares changed since the booking: the parts would not add up to what the passenger saw.
    expect(fareLine({ ...booking, fareEstimate: 7500 })).toBe(
      "Fare: ₹7,500 estimate for 462 km, tolls and permits extra (the rates have changed since this booking)",
    );
    // A route the table does not know: the distance came from the passenger's page.
    const mapped = { ...booking, dropoffLocation: "Nagpur", distanceKm: 1130 };
    expect(fareLine({ ...mapped, fareEstimate: 18_945 })).toBe(
      "Fare: ₹18,945 estimate: 1130 km (passenger's map) × ₹15 = ₹16,950 + night ₹1,695 + airport pickup ₹250 + 1 stop ₹50; tolls and permits extra",
    );
    expect(fareLine({ ...booking, distanceKm: null, fareEstimate: null })).toBe(
      "Fare: To quote (route not in our table)",
    );
    // The preview stays one short line.
    expect(renderBookingMail(booking).html).toMatch(
      /^<div style="display:none[^>]*>[^<]*· ₹7,923 estimate for 462 km, tolls and permits extra/m,
    );
  });

  it("keeps the first name whole and the date and time, dropping the surname", () => {
    const subject = renderBookingMail({ ...booking, name: "R. Lakshmi Narayanan" }).subject;
    expect(subject).toBe("DT-7K3Q92 Lakshmi ✈Chenn…→Madurai Tue 24 Nov 05:30");
  });

  it("shows the number grouped for reading, the links in E.164, dates with weekdays, times in IST", () => {
    const { text, html } = renderBookingMail(booking);
    expect(text.split("\n").slice(0, 2)).toEqual([
      "Call +91 98400 12345: tel:+919840012345",
      "WhatsApp: https://wa.me/919840012345",
    ]);
    for (const line of [
      "Date: Tue 24 Nov 2026",
      "Time: 05:30 IST",
      "Phone: +91 98400 12345",
      "Received: Sun 22 Nov 2026, 20:40 IST",
    ]) {
      expect(text.split("\n")).toContain(line);
    }
    expect(html).toContain('href="tel:+919840012345"');
    expect(html).toContain(">Call +91 98400 12345</a>");
    expect(html).toContain('href="https://wa.me/919840012345?text=Hello%20Arun%2C');
  });

  it("has the WhatsApp greeting ready in the passenger's language, the places as they wrote them", () => {
    const greeting = (mail: { html: string }) =>
      decodeURIComponent(/href="https:\/\/wa\.me\/\d+\?text=([^"]*)"/.exec(mail.html)![1]!);
    expect(greeting(renderBookingMail(booking))).toBe(
      "Hello Arun, this is about your taxi booking DT-7K3Q92 (Chennai → Madurai, Tuesday, 24 November, 5:30 am).",
    );
    const tamil = renderBookingMail({
      ...booking,
      language: "ta",
      pickupLocation: "சென்னை விமான நிலையம்",
      dropoffLocation: "மதுரைக்கு, பெரியார் பேருந்து நிலையம் அருகில்",
    });
    // The date and time as the Tamil page writes them.
    expect(greeting(tamil)).toBe(
      "வணக்கம் Arun, உங்கள் டாக்ஸி முன்பதிவு DT-7K3Q92 (சென்னை → மதுரை, நவம்பர் 24, செவ்வாய், 5:30 AM) தொடர்பாக எழுதுகிறோம்.",
    );
    // Telugu adds గారు to the name, once.
    const telugu = (name: string) =>
      greeting(renderContactMail({ ...contact, name, language: "te" as const }));
    expect(telugu("Ravi")).toMatch(/^నమస్కారం Ravi గారు, /);
    expect(telugu("రవి గారు")).toMatch(/^నమస్కారం రవి గారు, /);
    expect(telugu("Ravi Garu")).toMatch(/^నమస్కారం Ravi Garu, /);
    // A place the table does not know: up to its first comma, as typed.
    const unknown = renderBookingMail({ ...booking, dropoffLocation: "Kodaikanal, near the lake" });
    expect(greeting(unknown)).toContain("(Chennai → Kodaikanal, ");
    expect(greeting(renderContactMail({ ...contact, language: "kn" as const }))).toBe(
      "ನಮಸ್ಕಾರ Arun Kumar, ನಮ್ಮ ಟ್ಯಾಕ್ಸಿ ಸೇವೆಗೆ ನೀವು ಕಳುಹಿಸಿದ ಸಂದೇಶದ ಬಗ್ಗೆ ಬರೆಯುತ್ತಿದ್ದೇವೆ.",
    );
  });

  it("says the night of a small-hours pickup, whose day a passenger may name by the day before", () => {
    const lines = (pickupDate: string, pickupTime: string) =>
      renderBookingMail({ ...booking, pickupDate, pickupTime }).text.split("\n");
    expect(lines("2026-11-27", "00:15")).toContain(
      "Time: 00:15 IST, the night of Thu 26 Nov → Fri 27 Nov",
    );
    expect(lines("2026-11-01", "04:59")).toContain(
      "Time: 04:59 IST, the night of Sat 31 Oct → Sun 1 Nov",
    );
    expect(lines("2026-11-27", "05:00")).toContain("Time: 05:00 IST");
  });

  it("puts a pickup within 12 hours of its booking first in the preview, counted from the booking", () => {
    // Booked at 03:44 IST on Wed 25 Nov for 05:30 the same morning.
    const soon = renderBookingMail({
      ...booking,
      createdAt: new Date("2026-11-24T22:14:00Z"),
      pickupDate: "2026-11-25",
      pickupTime: "05:30",
    });
    expect(soon.html).toMatch(
      /^<div style="display:none[^>]*>Pickup 1 h 46 min after booking · Arun \+91/m,
    );
    expect(soon.text.split("\n")).toContain("Time: 05:30 IST (1 h 46 min after booking)");
    const at = (createdAt: string) =>
      renderBookingMail({ ...booking, createdAt: new Date(createdAt) }).text.split("\n");
    // Pickup Tue 24 Nov 05:30 IST = 00:00 UTC.
    expect(at("2026-11-23T23:00:00Z")).toContain("Time: 05:30 IST (1 h after booking)");
    expect(at("2026-11-23T23:59:40Z")).toContain("Time: 05:30 IST (0 min after booking)");
    expect(at("2026-11-23T12:01:00Z")).toContain("Time: 05:30 IST (11 h 59 min after booking)");
    expect(at("2026-11-23T12:00:00Z")).toContain("Time: 05:30 IST");
    const later = renderBookingMail({
      ...booking,
      createdAt: new Date("2026-11-24T05:00:00Z"),
      pickupDate: "2026-11-25",
      pickupTime: "05:30",
    });
    expect(later.text).not.toContain("after booking");
  });

  it("names the night first in the preview of a small-hours pickup further off than 12 hours", () => {
    // Booked at 23:40 IST on Mon 30 Nov for 00:20 on Wed 2 Dec: "Wed 00:20" on a lock screen
    // reads like Wednesday night.
    const night = renderBookingMail({
      ...booking,
      createdAt: new Date("2026-11-30T18:10:00Z"),
      pickupDate: "2026-12-02",
      pickupTime: "00:20",
    });
    expect(night.subject).toMatch(/ Wed 2 Dec 00:20$/);
    expect(night.html).toMatch(
      /^<div style="display:none[^>]*>Pickup 00:20 IST, the night of Tue 1 Dec → Wed 2 Dec · Arun/m,
    );
    expect(renderBookingMail(booking).html).not.toMatch(/display:none[^>]*>Pickup/);
  });

  it("leads a later mail's preview with the time left to the pickup, or since it passed", () => {
    // Booked at 03:44 IST for 05:30; the re-alerts are written later.
    const soon = { ...booking, createdAt: new Date("2026-11-24T22:14:00Z") };
    const trip = { ...soon, pickupDate: "2026-11-25", pickupTime: "05:30" };
    const preview = (writtenAt: string) =>
      /<div style="display:none[^>]*>([^<]*)</.exec(
        renderBookingMail(trip, { notice: "UNANSWERED for 18 min", writtenAt: new Date(writtenAt) })
          .html,
      )?.[1];
    expect(preview("2026-11-24T22:14:30Z")).toMatch(
      /^UNANSWERED for 18 min · Pickup 1 h 46 min after booking · Arun/,
    );
    expect(preview("2026-11-24T22:32:00Z")).toMatch(
      /^UNANSWERED for 18 min · Pickup in 1 h 28 min · /,
    );
    expect(preview("2026-11-25T00:10:00Z")).toMatch(/· Pickup time passed 10 min ago · /);
    // However long ago: never reads like a fresh booking.
    expect(preview("2026-11-26T02:00:00Z")).toMatch(/· Pickup time passed 26 h ago · /);
  });

  it("says a pickup under two hours away first in the body, in red, as of when it is written", () => {
    // Booked at 03:44 IST for 05:30 the same morning (1 h 46 min ahead).
    const trip = {
      ...booking,
      createdAt: new Date("2026-11-24T22:14:00Z"),
      pickupDate: "2026-11-25",
      pickupTime: "05:30",
    };
    const body = (extras: Parameters<typeof renderBookingMail>[1] = {}) => {
      const { text, html } = renderBookingMail(trip, extras);
      return {
        first: text.split("\n")[0],
        red: [...html.matchAll(/<p class="alert"[^>]*>([^<]*)</g)].map((match) => match[1]),
      };
    };
    // Read later than it is written: the count says when it held, beside the clock time.
    const sent = "Pickup at 05:30 IST: in 1 h 46 min when this mail was sent";
    expect(body()).toEqual({ first: sent, red: [sent] });
    // A re-alert: its news, then the time left when it is written.
    expect(
      body({ notice: "UNANSWERED for 18 min", writtenAt: new Date("2026-11-25T00:10:00Z") }),
    ).toEqual({
      first: "UNANSWERED for 18 min",
      red: [
        "UNANSWERED for 18 min",
        "Pickup at 05:30 IST: passed 10 min before this mail was sent",
      ],
    });
    // A colleague has it: not this operator's to hurry over.
    expect(body({ notice: "Taken by Ravi", taken: true, calm: true }).red).toEqual([]);
    // Next month's trip reads calm.
    expect(renderBookingMail(booking).html).not.toContain('class="alert"');
  });

  it("says on its button what I'll call does, and makes Who has it a button as big", () => {
    const claimUrl = "https://droptaxi.example/claim?t=x";
    const links = (extras: Parameters<typeof renderBookingMail>[1]) =>
      [
        ...renderBookingMail(booking, extras).html.matchAll(
          /<a href="([^"]*)" style="([^"]*)">([^<]*)</g,
        ),
      ]
        .filter(([, href]) => href === claimUrl)
        .map(([, , style, label]) => ({ label, button: style!.includes("padding:12px 20px") }));
    expect(links({ claimUrl })).toEqual([
      { label: "I&#39;ll call (tells the others)", button: true },
    ]);
    expect(links({ claimUrl, taken: true, notice: "Taken by Ravi" })).toEqual([
      { label: "Who has it", button: true },
    ]);
  });

  it("leads with I'll call, in the loud colour, so a colleague is told before anyone rings", () => {
    const claimUrl = "https://droptaxi.example/claim?t=x";
    const { text, html } = renderBookingMail(booking, { claimUrl });
    expect(text.split("\n").slice(0, 3)).toEqual([
      `I'll call (tells the others): ${claimUrl}`,
      "Call +91 98400 12345: tel:+919840012345",
      "WhatsApp: https://wa.me/919840012345",
    ]);
    const buttons = [...html.matchAll(/<a href="([^"]*)" style="[^"]*background:(#\w+)/g)];
    expect(buttons.map(([, href, colour]) => [href!.split("?")[0], colour])).toEqual([
      ["https://droptaxi.example/claim", "#facc15"],
      ["tel:+919840012345", "#bfdbfe"],
      ["https://wa.me/919840012345", "#86efac"],
    ]);
  });

  it("colours its news by what it asks: red to act, blue to stand down", () => {
    const news = (notice: string, calm: boolean) =>
      renderBookingMail(booking, { notice, taken: true, calm }).html.match(
        /<p class="(\w+)"[^>]*>([^<]*)</,
      );
    expect(news("UNANSWERED for 10 min", false)?.slice(1)).toEqual([
      "alert",
      "UNANSWERED for 10 min",
    ]);
    expect(news("Taken by Ravi at 05:31 IST", true)?.slice(1)).toEqual([
      "calm",
      "Taken by Ravi at 05:31 IST",
    ]);
  });

  it("keeps percent-encoded text out of the plain-text part, where spam filters count it", () => {
    expect(renderBookingMail(booking).text).not.toMatch(/\d\s?%/);
  });

  it("says which language the passenger prefers, in English, and in the preview when not English", () => {
    expect(renderBookingMail(booking).text.split("\n")).toContain("Prefers: English");
    const tamil = renderBookingMail({ ...booking, language: "ta" });
    expect(tamil.text.split("\n")).toContain("Prefers: Tamil");
    expect(tamil.html).toMatch(/^<div style="display:none[^>]*>Arun \+91 98400 12345 · Tamil · /m);
    const kannada = renderContactMail({ ...contact, language: "kn" });
    expect(kannada.text.split("\n")).toContain("Prefers: Kannada");
    expect(kannada.html).toMatch(/^<div style="display:none[^>]*>Kannada · Line one/m);
  });

  it("says when a kept enquiry was sent, where it arrived late: a message's 'tomorrow' is not today's", () => {
    const preview = (mail: { html: string }) =>
      /<div style="display:none[^>]*>([^<]*)</.exec(mail.html)?.[1];
    // Received Sun 22 Nov 2026, 20:40 IST; sent from the phone three days before.
    const late = renderContactMail({
      ...contact,
      createdAt: booking.createdAt,
      passengerSentAt: new Date("2026-11-19T09:05:00Z"),
    });
    expect(late.text.split("\n")).toEqual(
      expect.arrayContaining([
        "Sent by passenger: Thu 19 Nov 2026, 14:35 IST, 3 days before it arrived (kept on their phone until it could be sent)",
        "Received: Sun 22 Nov 2026, 20:40 IST",
      ]),
    );
    expect(preview(late)).toMatch(/^Sent by passenger 3 days before it arrived · Line one/);
    // Under two days, in hours and minutes; a booking's pickup note still comes first.
    const soon = {
      ...booking,
      createdAt: new Date("2026-11-24T22:14:00Z"),
      pickupDate: "2026-11-25",
    };
    const booked = renderBookingMail({
      ...soon,
      passengerSentAt: new Date("2026-11-24T20:59:00Z"),
    });
    // Counted from its arrival, which it says: it was booked long before.
    expect(preview(booked)).toMatch(
      /^Pickup 1 h 46 min after it arrived · Sent by passenger 1 h 15 min before it arrived · Arun/,
    );
    expect(booked.text).toContain("Time: 05:30 IST (1 h 46 min after it arrived)");
    expect(booked.text).toContain(
      "Sent by passenger: Wed 25 Nov 2026, 02:29 IST, 1 h 15 min before it arrived",
    );
    // A few minutes is the page's own retrying: nothing to say.
    for (const passengerSentAt of [null, new Date("2026-11-24T22:09:01Z")]) {
      const prompt = renderBookingMail({ ...soon, passengerSentAt });
      expect(prompt.text).not.toMatch(/^Sent by passenger/m);
      expect(preview(prompt)).not.toContain("before it arrived");
    }
    expect(
      renderBookingMail({ ...soon, passengerSentAt: new Date("2026-11-24T22:09:00Z") }).text,
    ).toContain("5 min before it arrived");
  });

  it("declares both colour schemes and a dark palette", () => {
    const { html } = renderBookingMail(booking);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/@media \(prefers-color-scheme:dark\)\{\n\.page\{background:#111827/);
  });
});

describe("visitor text in the mail", () => {
  it("cannot add lines of its own: a name stays on its line", () => {
    const { text, subject } = renderBookingMail({
      ...booking,
      name: "Ravi\nCall: tel:+15550100\r\nWhatsApp: https://wa.me/15550100",
    });
    expect(text.split("\n").filter((line) => /^(Call|WhatsApp)\b/.test(line))).toEqual([
      "Call +91 98400 12345: tel:+919840012345",
      "WhatsApp: https://wa.me/919840012345",
    ]);
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it("keeps the message's line breaks, quoted so none passes for a line of ours", () => {
    const { text } = renderContactMail({ ...contact, message: "Hello\nCall: tel:+15550100" });
    expect(text).toContain("Message:\n> Hello\n> Call: tel:+15550100\n");
  });

  it("loses bidi overrides and control characters everywhere", () => {
    const { subject, text, html } = renderContactMail({
      ...contact,
      name: "Ravi\u202e\u0007 Kumar\u2066",
      message: "Pick me up\u202e at 5\u0000\u001b[31m",
    });
    for (const part of [subject, text, html]) {
      expect(part).not.toMatch(/(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
    }
    expect(subject).toBe("Ravi Kumar +91 98400 12345: Pick me up at 5[31m");
  });

  it("leads the contact subject with who and which number, on one line", () => {
    const mail = renderContactMail(contact);
    expect(mail.subject).toBe("Arun Kumar +91 98400 12345: Line one");
    expect(mail.text).toContain("Received: Thu 12 Mar 2026, 10:00 IST");
  });

  it("keeps the number and the first name whole however long the name and message are", () => {
    const mail = renderContactMail({
      ...contact,
      name: "Subramaniam Venkataraman Iyer",
      message: "I need a taxi from Chennai to Pondicherry next Friday morning",
    });
    expect(mail.subject).toBe("Subramaniam +91 98400 12345: I need a taxi from C…");
  });
});

describe("retries", () => {
  it("back off 1, 2, 4 … minutes up to an hour, and retry a permanent failure hourly", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelaySeconds(attempts))).toEqual([
      60, 120, 240, 480, 3600, 3600, 3600,
    ]);
    expect(retryDelaySeconds(1, true)).toBe(3600);
  });
});
