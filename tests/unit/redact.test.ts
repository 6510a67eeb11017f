import { describe, expect, it } from "vitest";
import { personalStrings, redact, removed } from "../../netlify/privacy/redact";
import { keptPlace } from "../../netlify/privacy/anonymise";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";

/** What a log line may quote of an enquiry, and what an anonymised row keeps of a place. */
const message = {
  name: "முருகன் செல்வம்",
  email: "murugan@example.com",
  phone: "+919840012345",
  message: "Airport drop on Friday\nat 5 AM from Anna Nagar, please call.",
  language: "ta",
};

describe("redact", () => {
  const strings = personalStrings(contactKind.retention, message);

  it("removes every spelling of the phone, the address and the name's words", () => {
    for (const spelling of [
      "+919840012345",
      "+91 98400 12345",
      "919840012345",
      "9840012345",
      "98400 12345",
    ]) {
      expect(redact(`550 refused ${spelling} now`, strings)).toBe(`550 refused ${removed} now`);
    }
    expect(redact("for <murugan@example.com>", strings)).toBe(`for <${removed}>`);
    expect(redact("Subject: முருகன் +91 98400 12345", strings)).toBe(
      `Subject: ${removed} ${removed}`,
    );
  });

  it("decodes a subject a mail server quotes as sent (MIME encoded words) before removing", () => {
    const subject = "முருகன் செல்வம் +91 98400 12345 Chennai→Madurai";
    const utf8 = Buffer.from(subject, "utf8");
    const base64 = [utf8.subarray(0, 20), utf8.subarray(20)]
      .map((part) => `=?UTF-8?B?${part.toString("base64")}?=`)
      .join(" ");
    const quoted = `=?utf-8?Q?${[...utf8]
      .map((byte) =>
        byte === 32
          ? "_"
          : byte < 128 && /[\w+]/.test(String.fromCharCode(byte))
            ? String.fromCharCode(byte)
            : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`,
      )
      .join("")}?=`;
    for (const sent of [base64, quoted]) {
      const line = redact(`550 refused: Subject: ${sent}`, strings);
      expect(line).not.toMatch(/முருகன்|98400|9840012345/);
      expect(line).toContain("Chennai→Madurai");
    }
  });

  it("removes the start of a message a subject cut, on one line", () => {
    expect(redact('Subject "Airport drop on Friday at 5…" refused', strings)).toBe(
      `Subject "${removed}…" refused`,
    );
  });

  it("leaves the rest of the line as it was, and words that only contain a name", () => {
    const text = "451 4.7.1 Try again later; mailbox ravi@droptaxi.example";
    expect(redact(text, strings)).toBe(text);
    const booking = personalStrings(bookingKind.retention, {
      name: "Ravi",
      phone: "+919840012345",
      pickup_location: "Chennai",
      dropoff_location: "Vellore",
    });
    expect(redact("Ravindran: Ravi's car", booking)).toBe(`Ravindran: ${removed}'s car`);
  });
});

describe("personalStrings", () => {
  it("takes each personal column whole, its one-line form, every spelling of the phone, and the words of names", () => {
    const unbreakable = "+91\u00a098400\u00a012345";
    expect(personalStrings(contactKind.retention, message)).toEqual({
      texts: [
        message.name,
        message.email,
        message.phone,
        message.message,
        message.name,
        "Airport drop on Friday at 5 AM from Anna Nagar, please call.",
        "+919840012345",
        "+91 98400 12345",
        unbreakable,
        "919840012345",
        "9840012345",
        "98400 12345",
      ],
      pieces: [message.name, "Airport drop on Friday at 5 AM from Anna Nagar, please call."],
      words: ["முருகன்", "செல்வம்"],
    });
  });

  it("takes a booking's places, short ones as words, and an initial or a number as nobody's word", () => {
    const row = {
      name: "R. Ravi",
      phone: "+447911123456",
      pickup_location: "12 Gandhi St, T Nagar",
      dropoff_location: "Ooty",
      reference: "DT-7K3Q92",
    };
    expect(personalStrings(bookingKind.retention, row)).toEqual({
      texts: [
        "R. Ravi",
        "+447911123456",
        "12 Gandhi St, T Nagar",
        "Ooty",
        "R. Ravi",
        "12 Gandhi St, T Nagar",
        "+447911123456",
        "+447911123456",
        "+447911123456",
        "447911123456",
      ],
      pieces: ["R. Ravi", "12 Gandhi St, T Nagar"],
      words: ["Ooty", "Ravi", "Gandhi", "Nagar", "Ooty"],
    });
  });

  it("skips an empty or blank column, and a value that is no text", () => {
    expect(
      personalStrings(contactKind.retention, { name: " ", email: "", phone: 919840012345 }),
    ).toEqual({ texts: [], pieces: [], words: [] });
  });
});

describe("redact, piece by piece", () => {
  const of = (row: Record<string, string>) => personalStrings(bookingKind.retention, row);

  it("removes the longest personal text first, so no part of a longer one is left behind", () => {
    const strings = of({ pickup_location: "Anna Nagar", dropoff_location: "Anna Nagar West" });
    expect(redact("from Anna Nagar West to Anna Nagar", strings)).toBe(
      `from ${removed} to ${removed}`,
    );
  });

  it("removes a value of six letters or more even inside a longer word, a shorter one only as a word", () => {
    expect(redact("Kannanur Kannan", of({ name: "Kannan" }))).toBe(`${removed}ur ${removed}`);
    expect(redact("Ravindran Ravi", of({ name: "Ravi" }))).toBe(`Ravindran ${removed}`);
  });

  it("removes every start of a cut piece a line holds, down to six characters, and no shorter", () => {
    const strings = of({ pickup_location: "Gandhi Street, T Nagar" });
    expect(redact("to Gandhi Str… and Gandhi Street, T…", strings)).toBe(
      `to ${removed}… and ${removed}…`,
    );
    expect(redact("at Gandh…", of({ pickup_location: "Gandhi Street, T Nagar" }))).toBe(
      "at Gandh…",
    );
  });

  it("takes a name's words as they are written, signs and all", () => {
    expect(redact("for Ravi (nights) today", of({ name: "Ravi (nights)" }))).toBe(
      `for ${removed} today`,
    );
    expect(redact("(nights) shift", of({ name: "Ravi (nights)" }))).toBe(`${removed} shift`);
  });

  it("takes words only from names and short places: a message's words, a number or a pincode stay", () => {
    const strings = personalStrings(contactKind.retention, message);
    expect(redact("451 please call Friday", strings)).toBe("451 please call Friday");
    const home = of({ pickup_location: "B12 12B Door 600002 Ashok Nagar" });
    expect(redact("B12 / 12B / 600002 / Ashok", home)).toBe(
      `${removed} / ${removed} / 600002 / ${removed}`,
    );
  });

  it("takes as words a name of up to six words, and a three-letter one", () => {
    expect(redact("Devi called", of({ name: "Lakshmi Devi Anand Kumar R S" }))).toBe(
      `${removed} called`,
    );
    expect(redact("Ram called", of({ name: "Ram Kumar" }))).toBe(`${removed} called`);
  });

  it("reads a Q-encoded subject's underscores as the spaces they stand for", () => {
    const strings = personalStrings(contactKind.retention, { name: "Priya Raman" });
    expect(redact("550 Subject: =?utf-8?Q?Priya_Raman_needs_a_car?=", strings)).toBe(
      `550 Subject: ${removed} needs a car`,
    );
  });

  it("removes a cut start of exactly six characters", () => {
    const strings = personalStrings(contactKind.retention, message);
    expect(redact('Subject "Airpor…" refused', strings)).toBe(`Subject "${removed}…" refused`);
  });

  it("gives back a quoted subject decoded, with the person removed and the route kept", () => {
    const strings = personalStrings(contactKind.retention, message);
    const sent = `=?UTF-8?B?${Buffer.from("முருகன் +91 98400 12345 Chennai→Madurai").toString("base64")}?=`;
    expect(redact(`550 refused: Subject: ${sent}`, strings)).toBe(
      `550 refused: Subject: ${removed} ${removed} Chennai→Madurai`,
    );
  });
});

describe("keptPlace", () => {
  it("keeps the routes table's name of a place a typed address names, and nothing else", () => {
    expect(keptPlace("12 Gandhi Street, T Nagar, Chennai")).toBe("Chennai");
    expect(keptPlace("சென்னை விமான நிலையம்")).toBe("Chennai");
    expect(keptPlace("Bangalore")).toBe("Bengaluru");
    for (const nothing of [null, undefined, 42]) expect(keptPlace(nothing)).toBe("");
    expect(keptPlace("Door 4, Lake View Road")).toBe("");
    expect(keptPlace("")).toBe("");
  });
});
