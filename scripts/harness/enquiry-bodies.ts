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
