import { vehicles, passengerLabel } from "../../../src/shared/fares/fares";
import { formatsFor } from "../../../src/shared/i18n/format";
import { preferredLanguage } from "../../delivery/preferred-language";
import { formMessagesFor } from "../../../src/shared/i18n/form-messages-for";
import { tripText } from "../../../src/shared/i18n/say";
import type { BookingFields } from "./booking-fields";
import type { StoredEnquiry } from "../stored-enquiry";
import { matchPlace, routeDistanceKm } from "../../../src/shared/fares/route-distance";
import { estimateFare, isAirport } from "../../../src/shared/fares/fare-estimate";
import { readablePhone } from "../../../src/shared/phone";
import { inIndia, nightOf, pickupInstant } from "../../../src/shared/pickup-time";
import { oneLine } from "../../../src/shared/text";
import { fitSubject } from "../../delivery/fit-text";
import { formatDay, formatPickupTime, formatSpan } from "../../../src/shared/india-dates";
import { arrivalFields, cameLate, keptOnPhoneLead } from "../../delivery/kept-on-phone";
import {
  renderOperatorMail,
  type MailExtras,
  type OperatorView,
  type RenderedMail,
  type UrgentPickup,
} from "../../delivery/operator-mail";

/** A stored booking, as its kind reads it back (booking-kind.ts's column map). */
export type StoredBooking = StoredEnquiry<BookingFields>;

/** The operators read English, rupees grouped the Indian way. */
const { rupees } = formatsFor("en-IN");

/** A letter of any script but the Latin one (Tamil, Kannada …: what an operator may not read). */
const letterInScript = /(?!\p{Script=Latin})\p{L}/u;

/**
 * A place four ways, from one look-up in the route table's names. `short`: "Chennai" for
 * "Chennai Airport, Meenambakkam" (or "சென்னை விமான நிலையம்"), as the visitor spelled it
 * ("Ooty", not "Udhagamandalam"), up to the first comma when the place is unknown, with a plane
 * where the passenger named an airport ("✈Chennai"), which the subject's cut keeps, so bookings
 * from the airport and from the city do not look alike in a list of mails. `theirs`: the place
 * as the passenger's own script names it, without the plane, for their WhatsApp greeting
 * ("சென்னை"). `full`: as the passenger wrote it (an address may say more than the place the
 * table knows) and, where that is in a script an operator may not read, what it says in English
 * beside it: the place, and the airport when the passenger named one (an operator who sends the
 * driver to the city instead loses the trip). "ಬೆಂಗಳೂರು (Bengaluru)", "சென்னை விமான நிலையம்
 * (Chennai airport)", "தூத்துக்குடி விமான நிலையம் (airport)" for a town the table does not know.
 */
function placeNames(location: string): { short: string; full: string; theirs: string } {
  const known = matchPlace(location);
  const english = known?.englishName;
  const airport = isAirport(location);
  const inEnglish = [english, airport ? "airport" : undefined].filter(Boolean);
  const firstPart = oneLine(location.split(",")[0] ?? location);
  const place = english ?? firstPart;
  return {
    short: airport ? `✈${place}` : place,
    theirs: known?.theirName ?? firstPart,
    full:
      inEnglish.length > 0 && letterInScript.test(location)
        ? `${location} (${inEnglish.join(" ")})`
        : location,
  };
}

/**
 * The fare two ways: `short` for the preview, `full` for the mail, with what the total is made of
 * (the estimate worked out again from the stored trip), so the operator can answer "why ₹7,923?"
 * on the phone. Where the fares have changed since the booking and the parts no longer add up to
 * the total the passenger saw, the total alone, saying why. A distance the route table does not
 * give came from Google Maps on the passenger's page, which anyone can alter: the mail says so.
 */
function fareLines(booking: StoredBooking): { short: string; full: string } {
  if (booking.fareEstimate === null || booking.distanceKm === null) {
    const quote = "To quote (route not in our table)";
    return { short: quote, full: quote };
  }
  const extra = "tolls and permits extra";
  const fromTable = routeDistanceKm(booking.pickupLocation, booking.dropoffLocation) !== null;
  const km = `${booking.distanceKm} km${fromTable ? "" : " (passenger's map)"}`;
  const short = `${rupees(booking.fareEstimate)} estimate for ${km}, ${extra}`;
  const parts = estimateFare(booking);
  if (parts?.total !== booking.fareEstimate) {
    return { short, full: `${short} (the rates have changed since this booking)` };
  }
  const stops = booking.extraStops === 1 ? "1 stop" : `${booking.extraStops} stops`;
  const charges = (
    [
      ["night", parts.nightCharge],
      ["airport pickup", parts.airportCharge],
      [stops, parts.stopsCharge],
    ] as const
  )
    .filter(([, amount]) => amount > 0)
    .map(([what, amount]) => ` + ${what} ${rupees(amount)}`);
  const distance = `${km} × ${rupees(parts.ratePerKm)} = ${rupees(parts.distanceFare)}`;
  return {
    short,
    full: `${rupees(parts.total)} estimate: ${distance}${charges.join("")}; ${extra}`,
  };
}

/** A pickup this soon after the booking is one to call about first. */
const soonHours = 12;

/** Minutes from the instant to the pickup (negative once it has passed). */
const minutesToPickup = (booking: StoredBooking, from: Date) =>
  Math.round(
    (pickupInstant(booking.pickupDate, booking.pickupTime).getTime() - from.getTime()) / 60_000,
  );

/**
 * "1 h 46 min after booking", for a pickup within `soonHours` of its booking: at 3 AM a pickup
 * "Wed 25 Nov 05:30" reads like tomorrow's. Counted from the booking, so the Time field says the
 * same in every mail and on the claim page. One kept on the passenger's phone for a while counts
 * from its arrival, and says so: it was booked long before.
 */
function soonNote(booking: StoredBooking): string | undefined {
  const minutes = minutesToPickup(booking, booking.createdAt);
  if (minutes < 0 || minutes >= soonHours * 60) return undefined;
  return `${formatSpan(minutes)} after ${cameLate(booking) ? "it arrived" : "booking"}`;
}

/**
 * A mail written this soon after its booking is its first (sent as the booking is answered): it
 * keeps the booking's own count, which any clock skew between function and database leaves
 * unchanged.
 */
const firstMailMs = 60_000;

/**
 * What the preview leads with for a pickup within `soonHours`: in the first mail, the soon note;
 * in one written later (a re-alert), the time left from then, which is what its reader needs
 * ("Pickup in 22 min", "Pickup time passed 10 min ago"), not the time from the booking.
 */
function pickupLead(booking: StoredBooking, writtenAt?: Date): string | undefined {
  const soon = soonNote(booking);
  if (!writtenAt || writtenAt.getTime() - booking.createdAt.getTime() < firstMailMs) {
    return soon && `Pickup ${soon}`;
  }
  const minutes = minutesToPickup(booking, writtenAt);
  // However long ago: a mail after the pickup must never read like a fresh booking's.
  if (minutes >= soonHours * 60) return undefined;
  return minutes >= 0
    ? `Pickup in ${formatSpan(minutes)}`
    : `Pickup time passed ${formatSpan(-minutes)} ago`;
}

/**
 * What the preview leads with for a small-hours pickup further off: the subject's "Wed 2 Dec
 * 00:20" reads on a lock screen like Wednesday night, a day late; the preview names the night.
 */
function nightLead(booking: StoredBooking): string | undefined {
  if (!nightOf(booking.pickupDate, booking.pickupTime)) return undefined;
  return `Pickup ${formatPickupTime(booking.pickupDate, booking.pickupTime)}`;
}

/** A pickup this near is said first, in red, above everything else in the mail and claim page. */
const urgentHours = 2;

/** A pickup under `urgentHours` away, or passed, as of `at`; else none. */
function urgentPickup(booking: StoredBooking, at: Date): UrgentPickup | undefined {
  const minutesLeft = minutesToPickup(booking, at);
  if (minutesLeft >= urgentHours * 60) return undefined;
  return { at: `${booking.pickupTime} IST`, minutesLeft };
}

export function bookingView(booking: StoredBooking, writtenAt?: Date): OperatorView {
  // The year only where it is not the booking's own: "Sat 27 Nov" booked in November reads as
  // this week's trip, so a pickup next year says so.
  const withYear = booking.pickupDate.slice(0, 4) !== inIndia(booking.createdAt).date.slice(0, 4);
  const day = formatDay(booking.pickupDate, { withYear });
  const when = `${day} ${booking.pickupTime}`;
  const { short: from, full: pickup, theirs: fromTheirs } = placeNames(booking.pickupLocation);
  const { short: to, full: drop, theirs: toTheirs } = placeNames(booking.dropoffLocation);
  const vehicle = vehicles[booking.vehicleType].label;
  const phone = readablePhone(booking.phone);
  const prefers = preferredLanguage(booking.language);
  const words = formMessagesFor(booking.language);
  const fare = fareLines(booking);
  const soon = soonNote(booking);
  const leads = [
    pickupLead(booking, writtenAt) ?? nightLead(booking),
    keptOnPhoneLead(booking),
  ].filter((lead) => lead !== undefined);
  return {
    // What an operator needs before opening the mail: which booking, who, where, when.
    subject: fitSubject(
      (name, pickup, drop) => `${booking.reference} ${name} ${pickup}→${drop} ${when}`,
      { name: booking.name, pieces: [from, to] },
    ),
    preview: [
      ...leads,
      `${booking.name} ${phone}`,
      ...prefers.inPreview,
      passengerLabel(booking.passengers),
      vehicle,
      fare.short,
    ].join(" · "),
    urgent: urgentPickup(booking, writtenAt ?? booking.createdAt),
    heading: `Booking ${booking.reference}: ${pickup} → ${drop}`,
    phone: booking.phone,
    whatsappText: words.booking.greeting(
      booking.name,
      booking.reference,
      tripText(words, { ...booking, pickupLocation: fromTheirs, dropoffLocation: toTheirs }),
    ),
    fields: [
      ["Pickup", pickup],
      ["Drop", drop],
      ["Date", formatDay(booking.pickupDate)],
      [
        "Time",
        `${formatPickupTime(booking.pickupDate, booking.pickupTime)}${soon ? ` (${soon})` : ""}`,
      ],
      ["Passengers", String(booking.passengers)],
      ["Vehicle", vehicle],
      ["Extra stops", String(booking.extraStops)],
      ["Name", booking.name],
      ["Phone", phone, true],
      prefers.field,
      ["Fare", fare.full],
      ...arrivalFields(booking),
    ],
    footer: `Booking request ${booking.reference} (#${booking.id}).`,
    nextStep: "Not confirmed until you call the passenger.",
  };
}

export function renderBookingMail(booking: StoredBooking, extras: MailExtras = {}): RenderedMail {
  return renderOperatorMail({ ...extras, ...bookingView(booking, extras.writtenAt) });
}
