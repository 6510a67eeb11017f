import { fares, type VehicleType } from "./fares.ts";
import { addressParts, airportEnds, comparable } from "./place-names-in-text.ts";

/**
 * The fare estimate, from the fares config only (fare-config.ts). Pure, so the form (live, as
 * the visitor types) and the function (for the operator's mail) compute the same figure.
 */

export interface FareInput {
  vehicleType: VehicleType;
  /** Road distance; null when unknown (the operator quotes instead). */
  distanceKm: number | null;
  /** HH:MM, India time. */
  pickupTime: string;
  pickupLocation: string;
  extraStops: number;
}

export interface FareEstimate {
  distanceKm: number;
  ratePerKm: number;
  distanceFare: number;
  nightCharge: number;
  airportCharge: number;
  stopsCharge: number;
  total: number;
}

export const isNightPickup = fares.isNightPickup;

/**
 * Whether the pickup is at an airport, not on a road named after one nor near one as a landmark
 * (place-names-in-text.ts reads that in each part of the address).
 */
export function isAirport(location: string): boolean {
  return addressParts(location).some((part) => airportEnds(comparable(part)).length > 0);
}

export const ratePerKm = fares.ratePerKm;

/** What a pickup in the night window adds to a distance fare. */
export const nightChargeOn = (distanceFare: number) =>
  Math.round(distanceFare * fares.nightChargeRate);

/** null when the distance is unknown: the form then says the operator will quote. */
export function estimateFare(input: FareInput): FareEstimate | null {
  if (input.distanceKm === null || !(input.distanceKm > 0)) return null;
  const rate = ratePerKm(input.vehicleType);
  const distanceFare = Math.round(input.distanceKm * rate);
  const nightCharge = isNightPickup(input.pickupTime) ? nightChargeOn(distanceFare) : 0;
  const airportCharge = isAirport(input.pickupLocation) ? fares.airportPickupCharge : 0;
  const stopsCharge = Math.max(0, input.extraStops) * fares.extraStopCharge;
  return {
    distanceKm: input.distanceKm,
    ratePerKm: rate,
    distanceFare,
    nightCharge,
    airportCharge,
    stopsCharge,
    total: distanceFare + nightCharge + airportCharge + stopsCharge,
  };
}
