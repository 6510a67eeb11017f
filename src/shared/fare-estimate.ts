import {
  airportPickupCharge,
  extraStopCharge,
  nightChargeRate,
  pricingPlans,
  vehicles,
  type VehicleType,
} from "./fares";

/**
 * The fare estimate, from the spec's constants only. Pure, so the form (live, as the visitor
 * types) and the function (for the operator's mail) compute the same figure.
 */

/** Night charge applies to pickups from 22:00 up to (not including) 06:00. */
export const nightStartsAt = "22:00";
export const nightEndsAt = "06:00";

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

export function isNightPickup(time: string): boolean {
  // An unfinished time ("" while the visitor is still typing) is not a night pickup.
  if (!/^\d{2}:\d{2}$/.test(time)) return false;
  return time >= nightStartsAt || time < nightEndsAt;
}

export function isAirport(location: string): boolean {
  return /\bairport\b/i.test(location);
}

export function ratePerKm(vehicleType: VehicleType): number {
  const plan = pricingPlans.find((p) => p.id === vehicles[vehicleType].plan);
  if (!plan) throw new Error(`no pricing plan for ${vehicleType}`);
  return plan.pricePerKm;
}

/** null when the distance is unknown: the form then says the operator will quote. */
export function estimateFare(input: FareInput): FareEstimate | null {
  if (input.distanceKm === null || !(input.distanceKm > 0)) return null;
  const rate = ratePerKm(input.vehicleType);
  const distanceFare = Math.round(input.distanceKm * rate);
  const nightCharge = isNightPickup(input.pickupTime)
    ? Math.round(distanceFare * nightChargeRate)
    : 0;
  const airportCharge = isAirport(input.pickupLocation) ? airportPickupCharge : 0;
  const stopsCharge = Math.max(0, input.extraStops) * extraStopCharge;
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
