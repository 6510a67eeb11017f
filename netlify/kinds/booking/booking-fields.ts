import type { VehicleType } from "../../../src/shared/fares/fares";
import type { Language } from "../../../src/shared/i18n/languages";

/** What is stored of a booking: the request, its reference and the fare worked out here. */
export interface BookingFields {
  reference: string;
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
  /** The page's language: the operators call back in it. */
  language: Language;
}
