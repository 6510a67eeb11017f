import { bookingSchema, type BookingRequest } from "../../src/shared/booking-schema";
import type { BookingAccepted } from "../../src/shared/api";
import { estimateFare } from "../../src/shared/fare-estimate";
import { routeDistanceKm } from "../../src/shared/route-distance";
import type { VehicleType } from "../../src/shared/fares";
import type { EnquiryKind } from "./enquiry-handler";
import type { EnquiryRow } from "./enquiry-store";
import { newBookingReference } from "./booking-reference";
import { renderBookingMail } from "./emails/booking-mail";

const text = (row: EnquiryRow, column: string) => String(row[column]);
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/**
 * Booking requests: stored in booking_requests with a reference the visitor can quote, and the
 * fare estimate computed here from the shared pure logic (never taken from the browser).
 */
export const bookingKind: EnquiryKind<BookingRequest> = {
  name: "booking",
  table: "booking_requests",
  schema: bookingSchema,
  toColumns(booking) {
    // The route table is the business's own figure; Google's distance from the page only fills in
    // routes the table does not know.
    const distanceKm =
      routeDistanceKm(booking.pickupLocation, booking.dropoffLocation) ??
      booking.distanceKm ??
      null;
    const fare = estimateFare({ ...booking, distanceKm });
    return {
      reference: newBookingReference(),
      pickup_location: booking.pickupLocation,
      dropoff_location: booking.dropoffLocation,
      pickup_date: booking.pickupDate,
      pickup_time: booking.pickupTime,
      passengers: booking.passengers,
      vehicle_type: booking.vehicleType,
      extra_stops: booking.extraStops,
      name: booking.name,
      phone: booking.phone,
      distance_km: fare ? distanceKm : null,
      fare_estimate: fare?.total ?? null,
    };
  },
  columnTypes: {
    pickup_date: "date",
    pickup_time: "time",
    passengers: "integer",
    extra_stops: "integer",
    distance_km: "integer",
    fare_estimate: "integer",
  },
  accepted: (row): BookingAccepted => ({
    ok: true,
    id: String(row.id),
    reference: text(row, "reference"),
  }),
  decoy: (): BookingAccepted => ({
    ok: true,
    id: String(Date.now() % 1_000_000),
    reference: newBookingReference(),
  }),
  render: (row) =>
    renderBookingMail({
      id: String(row.id),
      reference: text(row, "reference"),
      createdAt: new Date(row.created_at),
      pickupLocation: text(row, "pickup_location"),
      dropoffLocation: text(row, "dropoff_location"),
      pickupDate: text(row, "pickup_date"),
      // Postgres gives HH:MM:SS; people read HH:MM.
      pickupTime: text(row, "pickup_time").slice(0, 5),
      passengers: Number(row.passengers),
      vehicleType: text(row, "vehicle_type") as VehicleType,
      extraStops: Number(row.extra_stops),
      name: text(row, "name"),
      phone: text(row, "phone"),
      distanceKm: numberOrNull(row.distance_km),
      fareEstimate: numberOrNull(row.fare_estimate),
    }),
  // No visitor e-mail on a booking: the operator answers by phone or WhatsApp.
  replyTo: () => undefined,
};
