import { vehicles, rupees, passengerLabel, type VehicleType } from "../../../src/shared/fares";
import { matchPlace } from "../../../src/shared/route-distance";
import { pickupInstant } from "../../../src/shared/pickup-time";
import {
  formatIndiaTime,
  renderOperatorMail,
  type MailExtras,
  type RenderedMail,
} from "./operator-mail";

export interface StoredBooking {
  id: string;
  reference: string;
  createdAt: Date;
  pickupLocation: string;
  dropoffLocation: string;
  pickupDate: string;
  pickupTime: string;
  passengers: number;
  vehicleType: VehicleType;
  extraStops: number;
  name: string;
  phone: string;
  distanceKm: number | null;
  fareEstimate: number | null;
}

/**
 * "Chennai" for "Chennai Airport, Meenambakkam", as the visitor spelled it ("Ooty", not
 * "Udhagamandalam"); the first words when the place is unknown. Short, so the subject keeps
 * its pickup time within 50 characters.
 */
function shortPlace(location: string): string {
  return matchPlace(location)?.asTyped ?? location.split(",")[0]!.trim().slice(0, 14);
}

const dayMonth = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
});

export function renderBookingMail(booking: StoredBooking, extras: MailExtras = {}): RenderedMail {
  const when = `${dayMonth.format(pickupInstant(booking.pickupDate, booking.pickupTime))} ${booking.pickupTime}`;
  const route = `${shortPlace(booking.pickupLocation)}→${shortPlace(booking.dropoffLocation)}`;
  const vehicle = vehicles[booking.vehicleType].label;
  const fare =
    booking.fareEstimate === null
      ? "To quote (route not in our table)"
      : `${rupees(booking.fareEstimate)} estimate for ${booking.distanceKm} km, tolls and permits extra`;
  return renderOperatorMail({
    ...extras,
    subject: `${booking.reference} ${route} ${when}`,
    preview: `${booking.name} ${booking.phone} · ${passengerLabel(booking.passengers)} · ${vehicle} · ${fare}`,
    heading: `Booking ${booking.reference}: ${booking.pickupLocation} → ${booking.dropoffLocation}`,
    phone: booking.phone,
    whatsappText: `Hello ${booking.name}, this is about your taxi booking ${booking.reference} (${route}, ${when}).`,
    fields: [
      ["Pickup", booking.pickupLocation],
      ["Drop", booking.dropoffLocation],
      ["Date", booking.pickupDate],
      ["Time", booking.pickupTime],
      ["Passengers", String(booking.passengers)],
      ["Vehicle", vehicle],
      ["Extra stops", String(booking.extraStops)],
      ["Name", booking.name],
      ["Phone", booking.phone],
      ["Fare", fare],
      ["Received", formatIndiaTime(booking.createdAt)],
    ],
    footer: `Booking request ${booking.reference} (#${booking.id}). Not confirmed until you call the passenger.`,
  });
}
