import { describe, expect, it } from "vitest";
import { dataHash } from "../../netlify/intake/idempotency";

/**
 * An Idempotency-Key is stored with the hash of its data: a resend of the same enquiry must hash
 * alike whatever order its fields came in, and any other enquiry must not, or a reused key would
 * either refuse the passenger's own retry or swallow a different booking.
 */
const booking = {
  name: "Arun Kumar",
  phone: "+919840012345",
  trip: { from: "Chennai", to: "Madurai", date: "2026-11-24", time: "05:30" },
  stops: ["Tindivanam", "Trichy"],
};

describe("dataHash", () => {
  it("is the same for the same data with its fields in any order, at every depth", () => {
    const reordered = {
      stops: ["Tindivanam", "Trichy"],
      trip: { time: "05:30", to: "Madurai", date: "2026-11-24", from: "Chennai" },
      phone: "+919840012345",
      name: "Arun Kumar",
    };
    expect(dataHash(reordered)).toBe(dataHash(booking));
  });

  it("leaves out the distance the page worked out, which a form the browser posted has not", () => {
    expect(dataHash({ ...booking, distanceKm: 1130 })).toBe(dataHash(booking));
  });

  it.each([
    ["another date", { ...booking, trip: { ...booking.trip, date: "2026-11-25" } }],
    ["the stops in another order", { ...booking, stops: ["Trichy", "Tindivanam"] }],
    ["a missing field", { name: booking.name, phone: booking.phone, trip: booking.trip }],
  ])("differs for %s", (_name, other) => {
    expect(dataHash(other)).not.toBe(dataHash(booking));
  });
});
