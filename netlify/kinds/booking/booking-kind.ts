import { bookingSchema, type BookingRequest } from "../../../src/shared/forms/booking-schema";
import { bookingsPath, type BookingAccepted } from "../../../src/shared/forms/api";
import { estimateFare } from "../../../src/shared/fares/fare-estimate";
import { routeDistanceKm } from "../../../src/shared/fares/route-distance";
import { vehicleTypes } from "../../../src/shared/fares/fares";
import { languages } from "../../../src/shared/i18n/languages";
import { pickupInstant } from "../../../src/shared/pickup-time";
import type { BookingFields } from "./booking-fields";
import {
  carText,
  pickupSoonText,
  storedEstimateText,
  tripText,
} from "../../../src/shared/i18n/say";
import type { EnquiryKind } from "../enquiry-kind";
import { choice, date, integer, optionalInteger, text, time, type ColumnMap } from "../columns";
import { newBookingReference } from "./booking-reference";
import { retentionOf } from "../retention";

const bookingColumns: ColumnMap<BookingFields> = {
  reference: text("reference"),
  pickupLocation: text("pickup_location"),
  dropoffLocation: text("dropoff_location"),
  pickupDate: date("pickup_date"),
  pickupTime: time("pickup_time"),
  passengers: integer("passengers"),
  vehicleType: choice("vehicle_type", vehicleTypes),
  extraStops: integer("extra_stops"),
  name: text("name"),
  phone: text("phone"),
  distanceKm: optionalInteger("distance_km"),
  fareEstimate: optionalInteger("fare_estimate"),
  language: choice("language", languages),
};

/**
 * Booking requests: stored in booking_requests with a reference the visitor can quote, and the
 * fare estimate computed here from the shared pure logic (the browser's own figure is never
 * taken; its distance is, for a route the table does not know, and the mail says so).
 */
export const bookingKind: EnquiryKind<BookingRequest, BookingFields> = {
  name: "booking",
  functionName: "bookings",
  path: bookingsPath,
  table: "booking_requests",
  schema: bookingSchema,
  columns: bookingColumns,
  retention: retentionOf(bookingColumns, {
    from: "pickupDate",
    cleared: ["name", "phone"],
    places: ["pickupLocation", "dropoffLocation"],
    kept: [
      "reference",
      "pickupDate",
      "pickupTime",
      "passengers",
      "vehicleType",
      "extraStops",
      "distanceKm",
      "fareEstimate",
      "language",
    ],
    notice: {
      reference: "record",
      pickupLocation: "trip",
      dropoffLocation: "trip",
      pickupDate: "trip",
      pickupTime: "trip",
      passengers: "trip",
      vehicleType: "trip",
      extraStops: "trip",
      distanceKm: "trip",
      fareEstimate: "trip",
      name: "name",
      phone: "phone",
      language: "language",
    },
  }),

  fields(booking) {
    // The route table is the business's own figure; Google's distance from the page only fills in
    // routes the table does not know.
    const distanceKm =
      routeDistanceKm(booking.pickupLocation, booking.dropoffLocation) ??
      booking.distanceKm ??
      null;
    const fare = estimateFare({ ...booking, distanceKm });
    return {
      reference: newBookingReference(),
      pickupLocation: booking.pickupLocation,
      dropoffLocation: booking.dropoffLocation,
      pickupDate: booking.pickupDate,
      pickupTime: booking.pickupTime,
      passengers: booking.passengers,
      vehicleType: booking.vehicleType,
      extraStops: booking.extraStops,
      name: booking.name,
      phone: booking.phone,
      distanceKm: fare ? distanceKm : null,
      fareEstimate: fare?.total ?? null,
      language: booking.language,
    };
  },
  accepted: (enquiry, callBackWithinMinutes): BookingAccepted => ({
    ok: true,
    id: enquiry.id,
    reference: enquiry.reference,
    callBackWithinMinutes,
    fareEstimate: enquiry.fareEstimate,
    distanceKm: enquiry.distanceKm,
  }),
  summary: (enquiry, words) => [
    tripText(words, enquiry),
    carText(words, enquiry),
    ...pickupSoonText(words, enquiry),
    ...storedEstimateText(words, enquiry),
  ],
  decoy: (callBackWithinMinutes): BookingAccepted => ({
    ok: true,
    id: String(Date.now() % 1_000_000),
    reference: newBookingReference(),
    callBackWithinMinutes,
    fareEstimate: null,
    distanceKm: null,
  }),
  mail: async (enquiry, extras) =>
    (await import("./booking-mail")).renderBookingMail(enquiry, extras),
  view: async (enquiry, at) => (await import("./booking-mail")).bookingView(enquiry, at),
  lookAlikes: async (db, booking) =>
    (await import("./booking-look-alikes")).bookingLookAlikes(db, booking, bookingColumns),
  neededAt: (booking) => pickupInstant(booking.pickupDate, booking.pickupTime),
  phone: (booking) => booking.phone,
  // No visitor e-mail on a booking: the operator answers by phone or WhatsApp.
  replyTo: () => undefined,
};
