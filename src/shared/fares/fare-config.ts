/**
 * The business's prices, vehicles, surcharges and hours: each fact written once, here. Everything
 * else derives from this object (src/shared/fares/fares.ts): the rates section, the booking form's
 * choices, the shared schema and its messages, the fare estimate, the page head and JSON-LD, and
 * the operators' mail. Pure data, so a test can hand in a changed copy (vi.mock of this module)
 * and find the change everywhere.
 */

export const vehicleTypes = ["hatchback", "sedan", "suv", "innova"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export type PlanId = "mini" | "sedan" | "suv";

/** A plan's title, note and features are words: each language file has them, by the plan's id. */
export interface PlanConfig {
  id: PlanId;
  /** Rupees per km. */
  pricePerKm: number;
  isPopular: boolean;
}

export interface VehicleConfig {
  /** The car's name as the operators use it (their mail, the WhatsApp prefill): English. */
  label: string;
  /** Seats for passengers; a plan seats as many as its largest vehicle. */
  capacity: number;
  plan: PlanId;
}

/** A daily window in India time, HH:MM; `from` included, `until` not. It may wrap past midnight. */
export interface TimeWindow {
  from: string;
  until: string;
}

export interface FareConfig {
  plans: readonly PlanConfig[];
  /** In the order the booking form lists them. */
  vehicles: Readonly<Record<VehicleType, VehicleConfig>>;
  defaultVehicle: VehicleType;
  /** Rupees added when the pickup is at an airport. */
  airportPickupCharge: number;
  night: TimeWindow & {
    /** Share of the distance fare added for a pickup inside the window. */
    rate: number;
  };
  /** Rupees per stop on the way, and how many stops the form takes. */
  extraStopCharge: number;
  maxExtraStops: number;
  /** Rupees per minute after the grace period. */
  waitingChargePerMinute: number;
}

export const fareConfig: FareConfig = {
  plans: [
    { id: "mini", pricePerKm: 12, isPopular: false },
    { id: "sedan", pricePerKm: 15, isPopular: true },
    { id: "suv", pricePerKm: 18, isPopular: false },
  ],
  vehicles: {
    hatchback: { label: "Hatchback", capacity: 4, plan: "mini" },
    sedan: { label: "Sedan", capacity: 4, plan: "sedan" },
    suv: { label: "SUV", capacity: 6, plan: "suv" },
    innova: { label: "Innova", capacity: 7, plan: "suv" },
  },
  defaultVehicle: "sedan",
  airportPickupCharge: 250,
  night: { from: "22:00", until: "06:00", rate: 0.1 },
  extraStopCharge: 50,
  maxExtraStops: 5,
  waitingChargePerMinute: 2,
};
