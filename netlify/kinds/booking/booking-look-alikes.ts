import type { Db } from "../../platform/db";
import type { LookAlike } from "../../delivery/look-alikes";
import type { ColumnMap } from "../columns";
import { readableEnquiry, type EnquiryRow, type StoredEnquiry } from "../stored-enquiry";
import type { BookingFields } from "./booking-fields";

/** Bookings further apart than this are separate trips, not one sent twice. */
const withinHours = 24;

/** The most named: beyond a few, the mail would list rather than warn. */
const mostNamed = 3;

/** The fields compared, by the mail's labels; a place compares without case or outer spaces. */
const compared: ReadonlyArray<
  [label: string, same: (a: BookingFields, b: BookingFields) => boolean]
> = [
  ["Pickup", (a, b) => samePlace(a.pickupLocation, b.pickupLocation)],
  ["Drop", (a, b) => samePlace(a.dropoffLocation, b.dropoffLocation)],
  ["Time", (a, b) => a.pickupTime === b.pickupTime],
  ["Passengers", (a, b) => a.passengers === b.passengers],
  ["Vehicle", (a, b) => a.vehicleType === b.vehicleType],
  ["Extra stops", (a, b) => a.extraStops === b.extraStops],
  ["Name", (a, b) => a.name.trim() === b.name.trim()],
];

function samePlace(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Other bookings from the same phone for the same pickup day, sent within `withinHours` of this
 * one, at the same time or between the same two places: a booking sent twice, or corrected (a
 * time, a place, a vehicle). A return trip the same day (places swapped, another time) is not
 * one. Nearest in time first, with who has each.
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
      WHERE b.phone = $1 AND b.pickup_date = $2::date AND b.id <> $3
        AND b.anonymised_at IS NULL
        AND b.created_at BETWEEN $4::timestamptz - make_interval(hours => $8)
                             AND $4::timestamptz + make_interval(hours => $8)
        AND (b.pickup_time = $5::time
             OR (lower(btrim(b.pickup_location)) = lower(btrim($6))
                 AND lower(btrim(b.dropoff_location)) = lower(btrim($7))))
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
