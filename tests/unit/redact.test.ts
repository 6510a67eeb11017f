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

describe("keptPlace", () => {
  it("keeps the routes table's name of a place a typed address names, and nothing else", () => {
    expect(keptPlace("12 Gandhi Street, T Nagar, Chennai")).toBe("Chennai");
    expect(keptPlace("சென்னை விமான நிலையம்")).toBe("Chennai");
    expect(keptPlace("Bangalore")).toBe("Bengaluru");
    expect(keptPlace("Door 4, Lake View Road")).toBe("");
    expect(keptPlace("")).toBe("");
  });
});
