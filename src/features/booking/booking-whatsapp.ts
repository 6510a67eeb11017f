import { site } from "../../config/site";
import { passengerLabel, vehicles } from "../../shared/fares/fares";
import { languageInfo } from "../../shared/i18n/languages";
import type { BookingInput } from "../../shared/forms/booking-schema";

/**
 * A WhatsApp link to the operators, pre-filled with the booking: how they already take most
 * bookings, and the way through when the form cannot reach the server. In English on every page,
 * since the operators read it; it names the passenger's language, so they call back in it.
 */
export function bookingWhatsappUrl(booking: Partial<BookingInput>, reference?: string): string {
  const vehicle = booking.vehicleType ? vehicles[booking.vehicleType].label : "";
  const lines = [
    reference ? `Booking ${reference}` : "Taxi booking request",
    `From: ${booking.pickupLocation ?? ""}`,
    `To: ${booking.dropoffLocation ?? ""}`,
    `When: ${booking.pickupDate ?? ""} ${booking.pickupTime ?? ""}`,
    `${passengerLabel(Number(booking.passengers ?? 1))}, ${vehicle}`,
    `Name: ${booking.name ?? ""}`,
    `Phone: ${booking.phone ?? ""}`,
    `Language: ${languageInfo[booking.language ?? "en"].englishName}`,
  ];
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(lines.join("\n"))}`;
}
