import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { todayInIndia } from "../../src/shared/pickup-time";

/** For tests that send one valid body per form, changing a field or two. */

export const tomorrow = todayInIndia(new Date(Date.now() + 24 * 3600_000));

export const enquiryCases = {
  contact: {
    kind: contactKind,
    valid: { name: "Ravi", email: "ravi@example.com", phone: "9840012345", message: "Hello" },
  },
  booking: {
    kind: bookingKind,
    valid: {
      pickupLocation: "Chennai",
      dropoffLocation: "Vellore",
      pickupDate: tomorrow,
      pickupTime: "10:00",
      passengers: 2,
      vehicleType: "sedan",
      name: "Ravi",
      phone: "9840012345",
    },
  },
} as const;

/**
 * A valid body of a kind by its name, for tools that serve every registered kind (load, fuzz,
 * mail samples). A kind registered without one fails here, by name.
 */
export function validBodyOf(kind: string): Record<string, unknown> {
  const found = Object.values(enquiryCases).find((entry) => entry.kind.name === kind);
  if (!found) throw new Error(`scripts/harness/enquiry-bodies.ts has no valid ${kind} body`);
  return { ...found.valid };
}
