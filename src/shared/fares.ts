import {
  fareConfig,
  vehicleTypes,
  type FareConfig,
  type PlanConfig,
  type PlanId,
  type TimeWindow,
  type VehicleConfig,
  type VehicleType,
} from "./fare-config";

/**
 * What the page, the schema, the estimate, the page head and the mails read: derived from the
 * one config (fare-config.ts), never written again. Pure, and shared by the browser and the
 * server. The visitor-facing words about fares live here too, in one place for translation.
 */

export { vehicleTypes, type PlanId, type VehicleType };

export type Vehicle = VehicleConfig;

export interface PricingPlan extends PlanConfig {
  /** Seats of the plan's largest vehicle. */
  capacity: number;
  /** The plan's vehicles, smallest first: the first is the one its "Book" button chooses. */
  vehicles: readonly VehicleType[];
}

export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}

export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? "Passenger" : "Passengers"}`;
}

export function upToPassengers(count: number): string {
  return `up to ${count} passengers`;
}

/** "22:00" → "10PM", "06:30" → "6:30AM": the spec's way of writing the night window. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${hours < 12 ? "AM" : "PM"}`;
}

export function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
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
    /** "Innova (up to 7)", as the vehicle list, the rates and the schema's messages name a car. */
    vehicleWithSeats: (type: VehicleType) =>
      `${config.vehicles[type].label} (up to ${config.vehicles[type].capacity})`,
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
    nightChargeRate: night.rate,
    isNightPickup: (time: string) => isInWindow(time, night),
    additionalCharges: [
      `Airport pickup ${rupees(config.airportPickupCharge)}`,
      `Waiting ${rupees(config.waitingChargePerMinute)} per minute after the grace period`,
      `Night charge ${percent(night.rate)} between ${clockLabel(night.from)} and ${clockLabel(night.until)}`,
      `Extra stops ${rupees(config.extraStopCharge)} each`,
      "Interstate permit as per state rules",
      "Luggage help included",
    ] as readonly string[],
  };
}

export type Fares = ReturnType<typeof deriveFares>;

/** The site's fares, from the one config. */
export const fares: Fares = deriveFares(fareConfig);

export const {
  pricingPlans,
  vehicles,
  vehicleWithSeats,
  defaultVehicle,
  passengerChoices,
  additionalCharges,
  airportPickupCharge,
  extraStopCharge,
  nightChargeRate,
} = fares;
