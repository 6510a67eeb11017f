import { fares, type VehicleType } from "./fares.ts";
import { scriptPlaceNames } from "../i18n/place-names.ts";
import { addressParts, comparable, isLandmarkAt, mentionEnds } from "./place-names-in-text.ts";

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
 * "Airport" as passengers write it on each page: the English word (whole: "Airportview Hotel" is
 * no airport), and each script's words (its language's place-names.ts), which may carry a case
 * ending (விமான நிலையத்தில், "at the airport"); neither before a road word ("Old Airport Road"),
 * nor as a landmark ("Hotel Sea View, near Chennai Airport").
 */
const airportInScripts = scriptPlaceNames
  .flatMap((language) => language.airport)
  .map((word) => comparable(word).trim());

export function isAirport(location: string): boolean {
  return addressParts(location).some((part) => {
    const text = comparable(part);
    const ends = [
      ...mentionEnds(text, "airport", true),
      ...airportInScripts.flatMap((word) => mentionEnds(text, word, false)),
    ];
    return ends.some((end) => !isLandmarkAt(text, end));
  });
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
