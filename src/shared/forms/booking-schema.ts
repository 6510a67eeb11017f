import * as z from "zod/mini";
import { personName, phoneNumber, typedTextOf } from "./fields";
import { fares as siteFares, vehicleTypes, type Fares } from "../fares/fares";
import {
  isCalendarDate,
  lastPickupDate,
  pickerDate,
  pickerTime,
  pickupInstant,
  todayInIndia,
} from "../pickup-time";
import { invalidCode } from "./field-errors";
import { maxLength } from "./field-limits";
import { languages } from "../i18n/languages";

const place = () => typedTextOf({ min: 2, max: maxLength.place });

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

/**
 * A booking request, for the given fares. The form and the function validate with the one
 * `bookingSchema` below; `now` is read at validation time so a pickup that was in the future when
 * typed but is past when it reaches the server is still refused. Its messages are codes
 * (field-errors.ts); the language files say them, quoting the figures from the same fares.
 */
export function createBookingSchema(fares: Fares) {
  return z
    .object(
      {
        pickupLocation: place(),
        dropoffLocation: place(),
        // The picker's format; typed by hand where the browser has no picker, as India writes it.
        pickupDate: z.pipe(
          z.pipe(z.string({ error: "required" }), z.transform(pickerDate)),
          z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "required")),
        ),
        pickupTime: z.pipe(
          z.pipe(z.string({ error: "required" }), z.transform(pickerTime)),
          z.string().check(
            z.superRefine((time, ctx) => {
              if (/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return;
              // "6:30" typed in a text box: morning or evening is the passenger's to say.
              const halfDay = /^[1-9][:.][0-5]\d$/.test(time);
              ctx.addIssue({
                code: "custom",
                input: time,
                message: halfDay ? "no_am_pm" : "required",
              });
            }),
          ),
        ),
        passengers: z
          .int({ error: "required" })
          .check(z.minimum(1, "required"), z.maximum(fares.maxPassengers, "too_many")),
        vehicleType: z.enum(vehicleTypes, { error: "required" }),
        /** Stops on the way, charged each; not one of the spec's eight fields, so it defaults to 0. */
        extraStops: z._default(
          z
            .int({ error: "required" })
            .check(z.minimum(0, "required"), z.maximum(fares.maxExtraStops, "too_many")),
          0,
        ),
        /** Road distance from Google Maps, when the page had a key; the server's table comes first. */
        distanceKm: z.optional(
          z
            .int({ error: invalidCode })
            .check(z.minimum(1, invalidCode), z.maximum(3000, invalidCode)),
        ),
        name: personName,
        phone: phoneNumber,
        /** The page's language: the operators call back in it. Older pages sent none. */
        language: z._default(z.enum(languages, { error: invalidCode }), "en"),
      },
      { error: invalidCode },
    )
    .check(
      z.superRefine(({ pickupDate }, ctx) => {
        // The date alone decides this one, so it is marked on the date field.
        if (!isCalendarDate(pickupDate)) {
          ctx.addIssue({ code: "custom", path: ["pickupDate"], message: "not_a_date" });
        } else if (pickupDate < todayInIndia()) {
          ctx.addIssue({ code: "custom", path: ["pickupDate"], message: "past_date" });
        } else if (pickupDate > lastPickupDate()) {
          ctx.addIssue({ code: "custom", path: ["pickupDate"], message: "too_far_ahead" });
        }
      }, once("pickupDate")),
      z.superRefine(
        ({ pickupDate, pickupTime }, ctx) => {
          // Today, but a time already gone: the time is what to change.
          if (pickupDate !== todayInIndia()) return;
          if (pickupInstant(pickupDate, pickupTime).getTime() < Date.now()) {
            ctx.addIssue({ code: "custom", path: ["pickupTime"], message: "past_time" });
          }
        },
        once("pickupDate", "pickupTime"),
      ),
      z.superRefine(
        ({ passengers, vehicleType }, ctx) => {
          if (passengers > fares.vehicles[vehicleType].capacity) {
            ctx.addIssue({ code: "custom", path: ["passengers"], message: "over_capacity" });
          }
        },
        once("passengers", "vehicleType"),
      ),
    );
}

export const bookingSchema = createBookingSchema(siteFares);

export type BookingInput = z.input<typeof bookingSchema>;
export type BookingRequest = z.output<typeof bookingSchema>;
