import {
  fareConfig,
  vehicleTypes,
  type FareConfig,
  type PlanConfig,
  type PlanId,
  type TimeWindow,
  type VehicleConfig,
  type VehicleType,
} from "./fare-config.ts";

/**
 * What the page, the schema, the estimate, the page head and the mails read: derived from the
 * one config (fare-config.ts), never written again. Pure, and shared by the browser and the
 * server. The words a visitor reads about fares are in the language files (src/shared/i18n);
 * only the operators' English (their mail, the WhatsApp prefill) is here.
 */

export { vehicleTypes, type PlanId, type VehicleType };

export type Vehicle = VehicleConfig;

export interface PricingPlan extends PlanConfig {
  /** Seats of the plan's largest vehicle. */
  capacity: number;
  /** The plan's vehicles, smallest first: the first is the one its "Book" button chooses. */
  vehicles: readonly VehicleType[];
}

/** "1 Passenger", "3 Passengers": the spec's words, and the operators'. */
export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? "Passenger" : "Passengers"}`;
}

/** True for an HH:MM time inside the window; an unfinished time ("" while typing) is not. */
export function isInWindow(time: string, window: TimeWindow): boolean {
  if (!/^\d{2}:\d{2}$/.test(time)) return false;
  return window.from <= window.until
    ? time >= window.from && time < window.until
    : time >= window.from || time < window.until;
}

export function deriveFares(config: FareConfig) {
  const byCapacity = [...vehicleTypes].sort(
    (a, b) => config.vehicles[a].capacity - config.vehicles[b].capacity,
  );
  const pricingPlans: readonly PricingPlan[] = config.plans.map((plan) => {
    const vehicles = byCapacity.filter((type) => config.vehicles[type].plan === plan.id);
    if (vehicles.length === 0) throw new Error(`pricing plan ${plan.id} has no vehicle`);
    return {
      ...plan,
      vehicles,
      capacity: Math.max(...vehicles.map((type) => config.vehicles[type].capacity)),
    };
  });
  const planOf = (vehicle: VehicleType): PricingPlan => {
    const plan = pricingPlans.find((p) => p.id === config.vehicles[vehicle].plan);
    if (!plan) throw new Error(`no pricing plan for ${vehicle}`);
    return plan;
  };
  vehicleTypes.forEach(planOf);

  /** The largest group one car takes: the form offers up to this many, the schema allows it. */
  const maxPassengers = Math.max(...vehicleTypes.map((type) => config.vehicles[type].capacity));
  const prices = pricingPlans.map((plan) => plan.pricePerKm);
  const { night } = config;

  return {
    pricingPlans,
    vehicles: config.vehicles,
    defaultVehicle: config.defaultVehicle,
    maxPassengers,
    passengerChoices: Array.from({ length: maxPassengers }, (_, index) => index + 1),
    /** Vehicles that seat this many, smallest first. */
    vehiclesFor: (passengers: number): VehicleType[] =>
      byCapacity.filter((type) => config.vehicles[type].capacity >= passengers),
    planOf,
    ratePerKm: (vehicle: VehicleType) => planOf(vehicle).pricePerKm,
    lowestPricePerKm: Math.min(...prices),
    highestPricePerKm: Math.max(...prices),
    airportPickupCharge: config.airportPickupCharge,
    extraStopCharge: config.extraStopCharge,
    maxExtraStops: config.maxExtraStops,
    waitingChargePerMinute: config.waitingChargePerMinute,
    night,
    nightChargeRate: night.rate,
    isNightPickup: (time: string) => isInWindow(time, night),
  };
}

export type Fares = ReturnType<typeof deriveFares>;

/** The site's fares, from the one config. */
export const fares: Fares = deriveFares(fareConfig);

export const { pricingPlans, vehicles, defaultVehicle, passengerChoices } = fares;
