/**
 * Prices and vehicles from the spec. Pure data shared by the page, the fare estimate and the
 * server, so a price changed here changes everywhere.
 */

export type PlanId = "mini" | "sedan" | "suv";

export interface PricingPlan {
  id: PlanId;
  title: string;
  /** Rupees per km. */
  pricePerKm: number;
  capacity: number;
  note: string;
  isPopular: boolean;
  features: string[];
}

export const pricingPlans: readonly PricingPlan[] = [
  {
    id: "mini",
    title: "Mini",
    pricePerKm: 12,
    capacity: 4,
    note: "Hatchback",
    isPopular: false,
    features: ["Up to 4 passengers", "Hatchback comfort", "Ideal for short drops"],
  },
  {
    id: "sedan",
    title: "Sedan",
    pricePerKm: 15,
    capacity: 4,
    note: "Sedan",
    isPopular: true,
    features: ["Up to 4 passengers", "Extra boot space", "Best for airport runs"],
  },
  {
    id: "suv",
    title: "SUV/MUV",
    pricePerKm: 18,
    capacity: 7,
    note: "SUV or MUV",
    isPopular: false,
    features: ["Up to 7 passengers", "Room for family luggage", "Long trips and hill roads"],
  },
];

export const airportPickupCharge = 250;
export const nightChargeRate = 0.1;
export const extraStopCharge = 50;
export const waitingChargePerMinute = 2;

export const additionalCharges: readonly string[] = [
  `Airport pickup ${rupees(airportPickupCharge)}`,
  `Waiting ${rupees(waitingChargePerMinute)} per minute after the grace period`,
  `Night charge ${nightChargeRate * 100}% between 10PM and 6AM`,
  `Extra stops ${rupees(extraStopCharge)} each`,
  "Interstate permit as per state rules",
  "Luggage help included",
];

export const vehicleTypes = ["hatchback", "sedan", "suv", "innova"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export interface Vehicle {
  label: string;
  capacity: number;
  plan: PlanId;
}

export const vehicles: Record<VehicleType, Vehicle> = {
  hatchback: { label: "Hatchback", capacity: 4, plan: "mini" },
  sedan: { label: "Sedan", capacity: 4, plan: "sedan" },
  suv: { label: "SUV", capacity: 6, plan: "suv" },
  innova: { label: "Innova", capacity: 7, plan: "suv" },
};

export const defaultVehicle: VehicleType = "sedan";

export const passengerChoices = [1, 2, 3, 4, 5, 6] as const;

export function passengerLabel(count: number): string {
  return `${count} ${count === 1 ? "Passenger" : "Passengers"}`;
}

export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN")}`;
}
