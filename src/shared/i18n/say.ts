import { fieldErrorCodes, isFieldName } from "../forms/field-errors.ts";
import type { ApiFailure } from "../forms/api.ts";
import type { FieldErrorValues, FormMessages } from "./messages.ts";
import { nightOf, pickupInstant, todayInIndia } from "../pickup-time.ts";
import type { VehicleType } from "../fares/fares.ts";

/**
 * Codes into words, for the page and for the HTML pages the functions render: what a field's
 * error code says in this language, and what a failed submission says.
 */

/**
 * The words for a field's error code, quoting the form's values where the message needs them;
 * undefined for no error. A code this field cannot give (a hand-made request) reads as the
 * generic "check the highlighted fields".
 */
export function fieldErrorText(
  t: FormMessages,
  field: string,
  code: string | undefined,
  values: FieldErrorValues = {},
): string | undefined {
  if (code === undefined) return undefined;
  if (!isFieldName(field)) return t.failures.validation;
  const known = (fieldErrorCodes[field] as readonly string[]).includes(code);
  const message: unknown = known
    ? (t.fieldErrors[field] as Record<string, unknown>)[code]
    : t.failures.validation;
  return typeof message === "function"
    ? (message as (v: FieldErrorValues) => string)(values)
    : String(message);
}

/**
 * A pickup's day as its passenger reads it: "Tuesday, 24 November", and with its year where that
 * is not this year in India ("Sunday, 3 January 2027"), as bookings open a year ahead.
 */
export function pickupDay(t: FormMessages, isoDate: string): string {
  return t.format.date(isoDate, isoDate.slice(0, 4) !== todayInIndia().slice(0, 4));
}

/** Under this many minutes to the pickup, a call-back could come too late: the passenger calls. */
export const callNowWithinMinutes = 60;

/**
 * For a booking whose pickup is under `callNowWithinMinutes` away (24/7, a passenger may book
 * one a few minutes ahead): the line asking them to call as well; none otherwise.
 */
export function pickupSoonText(
  t: FormMessages,
  trip: { pickupDate: string; pickupTime: string },
  now = Date.now(),
): string[] {
  const ms = pickupInstant(trip.pickupDate, trip.pickupTime).getTime() - now;
  const minutes = Math.ceil(ms / 60_000);
  return minutes > 0 && minutes <= callNowWithinMinutes ? [t.booking.pickupSoon(minutes)] : [];
}

/** "Chennai → Madurai, Tuesday, 24 November, 5:30 am": a booked trip as its passenger reads it. */
export function tripText(
  t: FormMessages,
  trip: { pickupLocation: string; dropoffLocation: string; pickupDate: string; pickupTime: string },
): string {
  return t.booking.trip(
    trip.pickupLocation,
    trip.dropoffLocation,
    pickupDay(t, trip.pickupDate),
    pickupTimeText(t, trip.pickupDate, trip.pickupTime),
  );
}

/**
 * The car and the party, as the confirmation repeats them ("Innova, 6 passengers"), so a family
 * that chose a big car can see it was the one sent.
 */
export function carText(
  t: FormMessages,
  booking: { vehicleType: VehicleType; passengers: number },
): string {
  return `${t.vehicle(booking.vehicleType)}, ${t.passengers(booking.passengers)}`;
}

/**
 * A pickup's time in the passenger's words; in the small hours with the night it falls in,
 * "12:30 am, the night of Sunday to Monday", as "Monday, 12:30 am" is often meant as Monday
 * night: the car would come a day early.
 */
export function pickupTimeText(t: FormMessages, date: string, time: string): string {
  const night = nightOf(date, time);
  const clock = t.format.time(time);
  if (!night) return clock;
  // A comma, not brackets: the trip stands in brackets itself in the operator's WhatsApp greeting.
  return `${clock}, ${t.booking.night(t.format.weekday(night.evening), t.format.weekday(night.morning))}`;
}

/**
 * What a failed submission says beside the form's own error message. Field errors show beside
 * their fields: where the form has put them there (`fieldsShown`), the line that points to
 * them; else nothing more (a booking kept on the phone and refused later, whose fields are gone).
 */
export function failureText(
  t: FormMessages,
  error: ApiFailure["error"],
  fieldsShown = false,
): string | undefined {
  if (error.code === "validation" && error.fieldErrors) {
    const shown = fieldsShown && Object.keys(error.fieldErrors).some(isFieldName);
    return shown ? t.failures.validation : undefined;
  }
  if (error.code === "rate_limited") {
    return t.failures.rate_limited(Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)));
  }
  return t.failures[error.code];
}

/**
 * What a form says of its enquiry kept on the phone: it waits for a connection (the form's own
 * words), or, held back by a rate_limited answer, for the minutes the server asked.
 */
export function keptText(t: FormMessages, waitingForConnection: string, heldMinutes?: number) {
  return heldMinutes === undefined ? waitingForConnection : t.keptHeld(heldMinutes);
}

/**
 * The estimate stored with a booking, as its passenger reads it on the thank-you page a form
 * posted without script lands on (the page's own fare panel cannot follow the form without it):
 * the total and what it leaves out, or that the operator will quote.
 */
export function storedEstimateText(
  t: FormMessages,
  booking: { fareEstimate: number | null; distanceKm: number | null },
): string[] {
  if (booking.fareEstimate === null || booking.distanceKm === null) return [t.fare.unknownRoute];
  const total = t.fare.estimate(
    t.format.rupees(booking.fareEstimate),
    t.format.number(booking.distanceKm),
  );
  return [total.join(""), t.fare.note];
}
