import type { Db } from "../../platform/db";
import type { LookAlike } from "../../delivery/look-alikes";
import type { ColumnMap } from "../columns";
import { readableEnquiry, type EnquiryRow, type StoredEnquiry } from "../stored-enquiry";
import type { BookingFields } from "./booking-fields";
import { matchPlace } from "../../../src/shared/fares/route-distance";
import { isAirport } from "../../../src/shared/fares/fare-estimate";

/** Bookings further apart than this are separate trips, not one sent twice. */
const withinHours = 24;

/** The most named: beyond a few, the mail would list rather than warn. */
const mostNamed = 3;

/**
 * Candidates read: one phone's bookings of a day or two, and those for the very same pickup
 * under the same name, a handful at most in practice.
 */
const mostRead = 20;

/** A number corrected comes soon after the mistyped one: two hours apart are two passengers. */
const correctedWithinMinutes = 120;

/**
 * Whether two numbers are one mistyped: at most two digits changed, dropped, added or swapped
 * with the next (the optimal string alignment distance). Two passengers who share a name and a
 * trip have numbers further apart, and neither is shown the other's.
 */
function nearlySameNumber(a: string, b: string): boolean {
  const [x, y] = [a.replace(/\D/g, ""), b.replace(/\D/g, "")];
  if (Math.abs(x.length - y.length) > 2) return false;
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[x.length]![y.length]! <= 2;
}

function sameText(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The same place, however it was written: as typed (without case or outer spaces), or the same
 * known place in any script or spelling ("சென்னை", "Chennai"; "Bangalore", "Bengaluru"), its
 * airport apart from the city. "Vellore CMC" is Vellore here: a booking may be another again.
 */
function samePlace(a: string, b: string) {
  if (sameText(a, b)) return true;
  const [placeA, placeB] = [matchPlace(a)?.canonical, matchPlace(b)?.canonical];
  return placeA !== undefined && placeA === placeB && isAirport(a) === isAirport(b);
}

/** A location that is a known place's name and nothing more ("சென்னை", "Bangalore"). */
function isBareName(location: string) {
  const shown = matchPlace(location)?.theirName;
  return shown !== undefined && sameText(shown, location);
}

/**
 * What the note says is the same: the same text, or a place's bare name in another script or
 * spelling. "Vellore CMC" is not "Vellore" here: the operator is told the drop differs.
 */
function writtenAlike(a: string, b: string) {
  return sameText(a, b) || (isBareName(a) && isBareName(b) && samePlace(a, b));
}

/** The fields compared, by the mail's labels. */
const compared: ReadonlyArray<
  [label: string, same: (a: BookingFields, b: BookingFields) => boolean]
> = [
  ["Date", (a, b) => a.pickupDate === b.pickupDate],
  ["Time", (a, b) => a.pickupTime === b.pickupTime],
  ["Pickup", (a, b) => writtenAlike(a.pickupLocation, b.pickupLocation)],
  ["Drop", (a, b) => writtenAlike(a.dropoffLocation, b.dropoffLocation)],
  ["Passengers", (a, b) => a.passengers === b.passengers],
  ["Vehicle", (a, b) => a.vehicleType === b.vehicleType],
  ["Extra stops", (a, b) => a.extraStops === b.extraStops],
  ["Name", (a, b) => sameText(a.name, b.name)],
  ["Phone", (a, b) => a.phone === b.phone],
];

/**
 * Whether `other` may be `booking` again: for the same day between the same two places (a time
 * corrected), or at the same time from or to the same place (a place corrected); or a day apart
 * at the same time between the same places (a date corrected, as "Monday, 12:30 am" is often
 * meant as Monday night). The way back the same day (places swapped, another time) is not one,
 * nor another trip at the same time from a phone many share (a hotel desk).
 */
function mayBeTheSame(booking: StoredEnquiry<BookingFields>, other: StoredEnquiry<BookingFields>) {
  const from = samePlace(booking.pickupLocation, other.pickupLocation);
  const to = samePlace(booking.dropoffLocation, other.dropoffLocation);
  const time = booking.pickupTime === other.pickupTime;
  // From another phone, only the very same trip under the same name, soon after, from a number
  // one slip away: the number corrected (the first one may be a stranger's).
  if (booking.phone !== other.phone) {
    const minutesApart = Math.abs(other.createdAt.getTime() - booking.createdAt.getTime()) / 60_000;
    return (
      sameText(booking.name, other.name) &&
      booking.pickupDate === other.pickupDate &&
      time &&
      from &&
      to &&
      minutesApart <= correctedWithinMinutes &&
      nearlySameNumber(booking.phone, other.phone)
    );
  }
  if (booking.pickupDate === other.pickupDate && ((from && to) || (time && (from || to)))) {
    return true;
  }
  return time && from && to;
}

/**
 * Other bookings from the same phone, or under the same name, sent within `withinHours` of this
 * one, that may be it again (`mayBeTheSame`), nearest in time first, with who has each. The
 * database narrows them to the phone or name, the hours and the days around (the phone's index,
 * or the retained bookings' pickup dates); the places are compared here, where every script and
 * spelling of a known place is one.
 */
export async function bookingLookAlikes(
  db: Db,
  booking: StoredEnquiry<BookingFields>,
  columns: ColumnMap<BookingFields>,
): Promise<LookAlike[]> {
  const rows = await db.query<{ row: EnquiryRow; claimed_by: string | null }>(
    `SELECT to_jsonb(b) AS row, c.claimed_by
       FROM booking_requests b
       LEFT JOIN claims c ON c.enquiry_kind = 'booking' AND c.enquiry_id = b.id
      WHERE (b.phone = $1
             OR (lower(trim(b.name)) = lower(trim($6))
                 AND b.pickup_date = $2::date AND b.pickup_time = $7::time))
        AND b.id <> $3 AND b.anonymised_at IS NULL
        AND b.pickup_date BETWEEN $2::date - 1 AND $2::date + 1
        AND b.created_at BETWEEN $4::timestamptz - make_interval(hours => $5)
                             AND $4::timestamptz + make_interval(hours => $5)
      ORDER BY abs(extract(epoch FROM b.created_at - $4::timestamptz)), b.id
      LIMIT ${mostRead}`,
    [
      booking.phone,
      booking.pickupDate,
      booking.id,
      booking.createdAt.toISOString(),
      withinHours,
      booking.name,
      booking.pickupTime,
    ],
  );
  return rows
    .flatMap(({ row, claimed_by }) => {
      const other = readableEnquiry({ name: "booking", columns }, row, "A look-alike booking");
      if (!other || !mayBeTheSame(booking, other)) return [];
      return [
        {
          reference: other.reference,
          minutesApart: (other.createdAt.getTime() - booking.createdAt.getTime()) / 60_000,
          differs: compared.filter(([, same]) => !same(booking, other)).map(([label]) => label),
          heldBy: claimed_by,
        },
      ];
    })
    .slice(0, mostNamed);
}
