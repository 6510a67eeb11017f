import { vehicles, passengerLabel } from "../../../src/shared/fares/fares";
import { formatsFor } from "../../../src/shared/i18n/format";
import { preferredLanguage } from "../../delivery/preferred-language";
import type { BookingFields } from "./booking-fields";
import type { StoredEnquiry } from "../stored-enquiry";
import { matchPlace } from "../../../src/shared/fares/route-distance";
import { readablePhone } from "../../../src/shared/phone";
import { oneLine } from "../../../src/shared/text";
import { fitSubject } from "../../delivery/fit-text";
import { formatDay, formatIndiaTime, formatTime } from "../../delivery/india-dates";
import {
  renderOperatorMail,
  type MailExtras,
  type OperatorView,
  type RenderedMail,
} from "../../delivery/operator-mail";

/** A stored booking, as its kind reads it back (booking-kind.ts's column map). */
export type StoredBooking = StoredEnquiry<BookingFields>;

/** The operators read English, rupees grouped the Indian way. */
const { rupees } = formatsFor("en-IN");

/** A letter of any script but the Latin one (Tamil, Kannada …: what an operator may not read). */
const letterInScript = /(?!\p{Script=Latin})\p{L}/u;

/**
 * A place two ways, from one look-up in the route table's names. `short`: "Chennai" for "Chennai
 * Airport, Meenambakkam" (or "சென்னை விமான நிலையம்"), as the visitor spelled it ("Ooty", not
 * "Udhagamandalam"), up to the first comma when the place is unknown; the subject cuts it further
 * if it must. `full`: as the passenger wrote it (an address may say more than the place the
 * table knows) and, where that is in a script an operator may not read, the place in English
 * beside it: "ಬೆಂಗಳೂರು (Bengaluru)".
 */
function placeNames(location: string): { short: string; full: string } {
  const english = matchPlace(location)?.englishName;
  return {
    short: english ?? oneLine(location.split(",")[0] ?? location),
    full: english && letterInScript.test(location) ? `${location} (${english})` : location,
  };
}

export function bookingView(booking: StoredBooking): OperatorView {
  const day = formatDay(booking.pickupDate, { withYear: false });
  const when = `${day} ${booking.pickupTime}`;
  const { short: from, full: pickup } = placeNames(booking.pickupLocation);
  const { short: to, full: drop } = placeNames(booking.dropoffLocation);
  const vehicle = vehicles[booking.vehicleType].label;
  const phone = readablePhone(booking.phone);
  const prefers = preferredLanguage(booking.language);
  const fare =
    booking.fareEstimate === null
      ? "To quote (route not in our table)"
      : `${rupees(booking.fareEstimate)} estimate for ${booking.distanceKm} km, tolls and permits extra`;
  return {
    // What an operator needs before opening the mail: which booking, who, where, when.
    subject: fitSubject(
      (name, pickup, drop) => `${booking.reference} ${name} ${pickup}→${drop} ${when}`,
      { name: booking.name, pieces: [from, to] },
    ),
    preview: [
      `${booking.name} ${phone}`,
      ...prefers.inPreview,
      passengerLabel(booking.passengers),
      vehicle,
      fare,
    ].join(" · "),
    heading: `Booking ${booking.reference}: ${pickup} → ${drop}`,
    phone: booking.phone,
    whatsappText: `Hello ${booking.name}, this is about your taxi booking ${booking.reference} (${from}→${to}, ${when}).`,
    fields: [
      ["Pickup", pickup],
      ["Drop", drop],
      ["Date", formatDay(booking.pickupDate)],
      ["Time", formatTime(booking.pickupTime)],
      ["Passengers", String(booking.passengers)],
      ["Vehicle", vehicle],
      ["Extra stops", String(booking.extraStops)],
      ["Name", booking.name],
      ["Phone", phone],
      prefers.field,
      ["Fare", fare],
      ["Received", formatIndiaTime(booking.createdAt)],
    ],
    footer: `Booking request ${booking.reference} (#${booking.id}). Not confirmed until you call the passenger.`,
  };
}

export function renderBookingMail(booking: StoredBooking, extras: MailExtras = {}): RenderedMail {
  return renderOperatorMail({ ...extras, ...bookingView(booking) });
}
