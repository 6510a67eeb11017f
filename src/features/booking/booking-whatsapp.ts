import { site } from "../../config/site";
import { passengerLabel, vehicles } from "../../shared/fares/fares";
import { languageInfo } from "../../shared/i18n/languages";
import { formatDay, formatPickupTime } from "../../shared/india-dates";
import type { BookingInput } from "../../shared/forms/booking-schema";

/**
 * "Sun 29 Nov 2026, 00:30 IST, the night of Sat 28 Nov → Sun 29 Nov": the pickup as the
 * operators' mail writes it; as typed where the date or time could not be read.
 */
function when(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) {
    return `${date} ${time}`.trim();
  }
  return `${formatDay(date)}, ${formatPickupTime(date, time)}`;
}

/**
 * A WhatsApp link to the operators, pre-filled with the booking: how they already take most
 * bookings, and the way through when the form cannot reach the server. In English on every page,
 * since the operators read it; it names the passenger's language, so they call back in it.
 */
export function bookingWhatsappUrl(booking: Partial<BookingInput>, reference?: string): string {
  const vehicle = booking.vehicleType ? vehicles[booking.vehicleType].label : "";
  const stops = Number(booking.extraStops ?? 0);
  const lines = [
    reference ? `Booking ${reference}` : "Taxi booking request",
    `From: ${booking.pickupLocation ?? ""}`,
    `To: ${booking.dropoffLocation ?? ""}`,
    `When: ${when(booking.pickupDate ?? "", booking.pickupTime ?? "")}`,
    `${passengerLabel(Number(booking.passengers ?? 1))}, ${vehicle}`,
    ...(stops > 0 ? [`Extra stops: ${stops}`] : []),
    `Name: ${booking.name ?? ""}`,
    `Phone: ${booking.phone ?? ""}`,
    `Language: ${languageInfo[booking.language ?? "en"].englishName}`,
  ];
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(lines.join("\n"))}`;
}
