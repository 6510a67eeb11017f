import { describe, expect, it } from "vitest";
import {
  normalisePhone,
  readablePhone,
  unbreakablePhone,
  whatsappDigits,
} from "../../src/shared/phone";

describe("normalisePhone", () => {
  it.each([
    ["9840012345", "+919840012345"],
    ["98400 12345", "+919840012345"],
    ["+91 98400-12345", "+919840012345"],
    ["09840012345", "+919840012345"],
    ["919840012345", "+919840012345"],
    ["6000000000", "+916000000000"],
    // Copied from WhatsApp or the contacts app: wrapped in direction marks, or hyphenated with
    // a non-breaking hyphen or an en dash by the keyboard.
    ["\u202a+91 98400 12345\u202c", "+919840012345"],
    ["\u2066+91\u00a098400\u00a012345\u2069", "+919840012345"],
    ["\u202d98400\u201112345", "+919840012345"],
    ["98400\u201312345", "+919840012345"],
    ["+91 098400 12345", "+919840012345"],
    ["+91 (0) 98400 12345", "+919840012345"],
  ])("accepts the Indian mobile %j as %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-0100", "+14155550100"],
    ["0065 6123 4567", "+6561234567"],
    // A trunk 0 after the country code, as written at home: dialled from India it must go.
    ["+44 (0)7700 900123", "+447700900123"],
    ["+44(0)20 7946 0958", "+442079460958"],
    ["+971 050 123 4567", "+971501234567"],
    ["00971-050-123-4567", "+971501234567"],
    ["(+49) 0171 1234567", "+491711234567"],
    ["\u202a+971 050 123 4567\u202c", "+971501234567"],
    // Where the 0 belongs to the number from abroad too, it stays.
    ["+39 06 1234 5678", "+390612345678"],
    ["+225 07 12 34 56 78", "+2250712345678"],
    ["+229 01 97 12 34 56", "+2290197123456"],
    ["+241 06 12 34 56", "+24106123456"],
  ])("accepts %s from another country with its + code", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    "12345",
    "5840012345", // Indian mobiles start with 6–9
    "98400123456", // eleven digits
    "+91 44 2345 6789", // a +91 number that is not a mobile
    "phone me",
    "",
    "+0123456789",
    "9840012345\r\nBcc: x@y.z",
    "+882 1234 5678", // international networks
    "+881 6 1234 5678", // satellite
    "+979 1234 5678", // international premium rate
    "00800 1234 5678", // international freephone, which no one abroad can call
  ])("refuses %j", (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it("gives wa.me the digits only", () => {
    expect(whatsappDigits("+919840012345")).toBe("919840012345");
  });

  it("groups an Indian mobile for reading, and leaves other countries as they are", () => {
    expect(readablePhone("+919876543210")).toBe("+91 98765 43210");
    expect(readablePhone("+442079460958")).toBe("+442079460958");
  });

  it("keeps the number on one line in a page's running text", () => {
    expect(unbreakablePhone("+919876543210")).toBe("+91\u00a098765\u00a043210");
    expect(unbreakablePhone("+442079460958")).toBe("+442079460958");
  });
});
