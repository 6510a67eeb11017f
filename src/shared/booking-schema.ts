import { z } from "zod";
import { personName, phoneNumber, typedText } from "./fields";
import { passengerChoices, vehicleTypes, vehicles, type VehicleType } from "./fares";
import { isCalendarDate, pickupInstant } from "./pickup-time";

export const maxExtraStops = 5;

const place = (what: string) =>
  typedText(`Please enter the ${what}`, `the ${what}`)
    .min(2, `Please enter the ${what}`)
    .max(120, `Please keep the ${what} under 120 characters`);

/** Vehicles that seat this many, smallest first, for a message that names one that fits. */
function vehiclesThatFit(passengers: number): VehicleType[] {
  return vehicleTypes.filter((type) => vehicles[type].capacity >= passengers);
}

export function capacityMessage(vehicle: VehicleType, passengers: number): string {
  const fits = vehiclesThatFit(passengers)
    .map((type) => `${vehicles[type].label} (up to ${vehicles[type].capacity})`)
    .join(" or ");
  return `The ${vehicles[vehicle].label} seats up to ${vehicles[vehicle].capacity}. For ${passengers} passengers choose ${fits}.`;
}

/**
 * A booking request. The form and the function validate with this one schema; `now` is read at
 * validation time so a pickup that was in the future when typed but is past when it reaches the
 * server is still refused.
 */
export const bookingSchema = z
  .object({
    pickupLocation: place("pickup location"),
    dropoffLocation: place("drop location"),
    pickupDate: z
      .string({ error: "Please choose a pickup date" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Please choose a pickup date", abort: true })
      // 2027-02-30 has the right shape, and Postgres refuses it: say so here, as a field error.
      .refine(isCalendarDate, "Please choose a real date"),
    pickupTime: z
      .string({ error: "Please choose a pickup time" })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a pickup time"),
    passengers: z
      .number({ error: "Please choose the number of passengers" })
      .int()
      .min(passengerChoices[0], "Please choose the number of passengers")
      .max(passengerChoices[passengerChoices.length - 1] ?? 6, "We carry at most 6 passengers"),
    vehicleType: z.enum(vehicleTypes, { error: "Please choose a vehicle" }),
    /** Stops on the way (₹50 each); not one of the spec's eight fields, so it defaults to 0. */
    extraStops: z
      .number({ error: "Please choose the number of extra stops" })
      .int()
      .min(0)
      .max(
        maxExtraStops,
        `We can plan at most ${maxExtraStops} extra stops online; call us for more`,
      )
      .default(0),
    /** Road distance from Google Maps, when the page had a key; the server's table comes first. */
    distanceKm: z.number().int().min(1).max(3000).optional(),
    name: personName,
    phone: phoneNumber,
  })
  .superRefine((booking, ctx) => {
    const pickup = pickupInstant(booking.pickupDate, booking.pickupTime);
    if (Number.isNaN(pickup.getTime())) {
      ctx.addIssue({ code: "custom", path: ["pickupDate"], message: "Please choose a real date" });
    } else if (pickup.getTime() < Date.now()) {
      ctx.addIssue({
        code: "custom",
        path: ["pickupTime"],
        message: "That pickup time has already passed. Please choose a later time.",
      });
    }
    if (booking.passengers > vehicles[booking.vehicleType].capacity) {
      ctx.addIssue({
        code: "custom",
        path: ["passengers"],
        message: capacityMessage(booking.vehicleType, booking.passengers),
      });
    }
  });

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingRequest = z.output<typeof bookingSchema>;
