import type { Db } from "../../platform/db";
import type { LookAlike } from "../../delivery/look-alikes";
import type { ColumnMap } from "../columns";
import { readableEnquiry, type EnquiryRow, type StoredEnquiry } from "../stored-enquiry";
import type { BookingFields } from "./booking-fields";

/** Bookings further apart than this are separate trips, not one sent twice. */
const withinHours = 24;

/** The most named: beyond a few, the mail would list rather than warn. */
const mostNamed = 3;

/** The fields compared, by the mail's labels; text compares without case or outer spaces. */
const compared: ReadonlyArray<
  [label: string, same: (a: BookingFields, b: BookingFields) => boolean]
> = [
  ["Date", (a, b) => a.pickupDate === b.pickupDate],
  ["Time", (a, b) => a.pickupTime === b.pickupTime],
  ["Pickup", (a, b) => sameText(a.pickupLocation, b.pickupLocation)],
  ["Drop", (a, b) => sameText(a.dropoffLocation, b.dropoffLocation)],
  ["Passengers", (a, b) => a.passengers === b.passengers],
  ["Vehicle", (a, b) => a.vehicleType === b.vehicleType],
  ["Extra stops", (a, b) => a.extraStops === b.extraStops],
  ["Name", (a, b) => sameText(a.name, b.name)],
];

function sameText(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Other bookings from the same phone, sent within `withinHours` of this one, that may be it
 * again: for the same day between the same two places (a time corrected), or at the same time
 * from or to the same place (a place corrected); or a day apart at the same time between the
 * same places (a date corrected, as "Monday, 12:30 am" is often meant as Monday night). The way
 * back the same day (places swapped, another time) is not one, nor another trip at the same
 * time from a phone many share (a hotel desk). Nearest in time first, with who has each.
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
      CROSS JOIN LATERAL (
        SELECT lower(btrim(b.pickup_location)) = lower(btrim($6)) AS same_from,
               lower(btrim(b.dropoff_location)) = lower(btrim($7)) AS same_to,
               b.pickup_time = $5::time AS same_time
      ) same
      WHERE b.phone = $1 AND b.id <> $3 AND b.anonymised_at IS NULL
        AND b.created_at BETWEEN $4::timestamptz - make_interval(hours => $8)
                             AND $4::timestamptz + make_interval(hours => $8)
        AND b.pickup_date BETWEEN $2::date - 1 AND $2::date + 1
        AND ((b.pickup_date = $2::date
              AND ((same.same_from AND same.same_to)
                   OR (same.same_time AND (same.same_from OR same.same_to))))
             OR (same.same_time AND same.same_from AND same.same_to))
      ORDER BY abs(extract(epoch FROM b.created_at - $4::timestamptz)), b.id
      LIMIT ${mostNamed}`,
    [
      booking.phone,
      booking.pickupDate,
      booking.id,
      booking.createdAt.toISOString(),
      booking.pickupTime,
      booking.pickupLocation,
      booking.dropoffLocation,
      withinHours,
    ],
  );
  return rows.flatMap(({ row, claimed_by }) => {
    const other = readableEnquiry({ name: "booking", columns }, row, "A look-alike booking");
    if (!other) return [];
    return [
      {
        reference: other.reference,
        minutesApart: (other.createdAt.getTime() - booking.createdAt.getTime()) / 60_000,
        differs: compared.filter(([, same]) => !same(booking, other)).map(([label]) => label),
        heldBy: claimed_by,
      },
    ];
  });
}
