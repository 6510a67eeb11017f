import { site } from "../../config/site";
import { passengerLabel, vehicles } from "../../shared/fares/fares";
import { languageInfo } from "../../shared/i18n/languages";
import type { BookingInput } from "../../shared/forms/booking-schema";

/** "Sun 29 Nov, 00:30 IST": the pickup as the operators' mail writes it; as typed if unread. */
function when(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return `${date} ${time}`.trim();
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return /^\d{2}:\d{2}$/.test(time) ? `${day}, ${time} IST` : `${day} ${time}`.trim();
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
