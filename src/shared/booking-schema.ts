import { z } from "zod";
import { personName, phoneNumber, typedText } from "./fields";
import { fares as siteFares, vehicleTypes, type Fares, type VehicleType } from "./fares";
import { isCalendarDate, pickupInstant, todayInIndia } from "./pickup-time";

const place = (what: string) =>
  typedText(`Please enter the ${what}`, `the ${what}`)
    .min(2, `Please enter the ${what}`)
    .max(120, `Please keep the ${what} under 120 characters`);

type BookingField = "pickupDate" | "pickupTime" | "passengers" | "vehicleType";

/**
 * A check across fields runs once those fields are valid, even while others are still empty or
 * wrong, so the visitor learns everything that needs fixing from one tap on Book Now.
 */
const once = (...fields: BookingField[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some(
      // An issue with no path is the body itself (not an object at all): nothing to check then.
      (issue) => !issue.path?.length || fields.includes(issue.path[0] as BookingField),
    ),
});

/** The schema's words, with the figures they quote taken from the fares. */
function bookingMessages(fares: Fares) {
  return {
    tooManyPassengers: `We seat at most ${fares.maxPassengers} passengers in one car. For a larger group, please call us.`,
    capacity: (vehicle: VehicleType, passengers: number) =>
      `The ${fares.vehicles[vehicle].label} seats up to ${fares.vehicles[vehicle].capacity}. For ${passengers} passengers choose ${fares
        .vehiclesFor(passengers)
        .map(fares.vehicleWithSeats)
        .join(" or ")}.`,
    tooManyStops: `We can plan at most ${fares.maxExtraStops} extra stops online; call us for more`,
    notADate: "Please choose a real date",
    pastDate: "That date has already passed. Please choose today or a later date.",
    pastTime: "That pickup time has already passed. Please choose a later time.",
  };
}

/**
 * A booking request, for the given fares. The form and the function validate with the one
 * `bookingSchema` below; `now` is read at validation time so a pickup that was in the future when
 * typed but is past when it reaches the server is still refused.
 */
export function createBookingSchema(fares: Fares) {
  const say = bookingMessages(fares);
  return z
    .object({
      pickupLocation: place("pickup location"),
      dropoffLocation: place("drop location"),
      pickupDate: z
        .string({ error: "Please choose a pickup date" })
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a pickup date"),
      pickupTime: z
        .string({ error: "Please choose a pickup time" })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a pickup time"),
      passengers: z
        .number({ error: "Please choose the number of passengers" })
        .int("Please choose the number of passengers")
        .min(1, "Please choose the number of passengers")
        .max(fares.maxPassengers, say.tooManyPassengers),
      vehicleType: z.enum(vehicleTypes, { error: "Please choose a vehicle" }),
      /** Stops on the way, charged each; not one of the spec's eight fields, so it defaults to 0. */
      extraStops: z
        .number({ error: "Please choose the number of extra stops" })
        .int()
        .min(0)
        .max(fares.maxExtraStops, say.tooManyStops)
        .default(0),
      /** Road distance from Google Maps, when the page had a key; the server's table comes first. */
      distanceKm: z.number().int().min(1).max(3000).optional(),
      name: personName,
      phone: phoneNumber,
    })
    .superRefine(({ pickupDate }, ctx) => {
      // The date alone decides this one, so it is marked on the date field.
      if (!isCalendarDate(pickupDate)) {
        ctx.addIssue({ code: "custom", path: ["pickupDate"], message: say.notADate });
      } else if (pickupDate < todayInIndia()) {
        ctx.addIssue({ code: "custom", path: ["pickupDate"], message: say.pastDate });
      }
    }, once("pickupDate"))
    .superRefine(
      ({ pickupDate, pickupTime }, ctx) => {
        // Today, but a time already gone: the time is what to change.
        if (pickupDate !== todayInIndia()) return;
        if (pickupInstant(pickupDate, pickupTime).getTime() < Date.now()) {
          ctx.addIssue({ code: "custom", path: ["pickupTime"], message: say.pastTime });
        }
      },
      once("pickupDate", "pickupTime"),
    )
    .superRefine(
      ({ passengers, vehicleType }, ctx) => {
        if (passengers > fares.vehicles[vehicleType].capacity) {
          ctx.addIssue({
            code: "custom",
            path: ["passengers"],
            message: say.capacity(vehicleType, passengers),
          });
        }
      },
      once("passengers", "vehicleType"),
    );
}

export const bookingSchema = createBookingSchema(siteFares);

export const maxExtraStops = siteFares.maxExtraStops;

/** "The Sedan seats up to 4. For 6 passengers choose SUV (up to 6) or Innova (up to 7)." */
export const capacityMessage = bookingMessages(siteFares).capacity;

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingRequest = z.output<typeof bookingSchema>;
