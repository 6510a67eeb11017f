import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingSchema } from "../../src/shared/forms/booking-schema";
import { lastPickupDate, todayInIndia } from "../../src/shared/pickup-time";
import { enForms } from "../../src/shared/i18n/en/form-words";
import { fieldErrorText } from "../../src/shared/i18n/say";

/** The schema speaks in codes; these are the English page's words for the passengers field's. */
const sayPassengers = (code: string | undefined, values: object) =>
  fieldErrorText(enForms, "passengers", code, values);

// 2026-03-12 10:00 in India.
const now = new Date("2026-03-12T04:30:00Z");

const valid = {
  pickupLocation: "Chennai Airport",
  dropoffLocation: "Madurai",
  pickupDate: "2026-03-12",
  pickupTime: "10:30",
  passengers: 2,
  vehicleType: "sedan" as const,
  name: "Arun",
  phone: "9840012345",
};

describe("bookingSchema", () => {
  beforeEach(() => vi.useFakeTimers({ now }));
  afterEach(() => vi.useRealTimers());

  it("accepts a booking later today", () => {
    expect(bookingSchema.safeParse(valid).success).toBe(true);
  });

  it("reads date and time as India time, whatever the machine's zone", () => {
    // 10:00 IST is exactly now: not in the past. 09:59 IST is.
    expect(bookingSchema.safeParse({ ...valid, pickupTime: "10:00" }).success).toBe(true);
    const past = bookingSchema.safeParse({ ...valid, pickupTime: "09:59" });
    expect(past.success).toBe(false);
    expect(past.error?.issues[0]?.path).toEqual(["pickupTime"]);
  });

  it("marks a pickup date that has gone on the date field, not the time", () => {
    const past = bookingSchema.safeParse({
      ...valid,
      pickupDate: "2026-03-11",
      pickupTime: "23:00",
    });
    expect(past.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["pickupDate"], "past_date"],
    ]);
  });

  it("marks a time already gone today on the time field", () => {
    const past = bookingSchema.safeParse({ ...valid, pickupTime: "09:00" });
    expect(past.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["pickupTime"], "past_time"],
    ]);
  });

  it("takes an early hour on a later day", () => {
    expect(
      bookingSchema.safeParse({ ...valid, pickupDate: "2026-03-13", pickupTime: "05:00" }).success,
    ).toBe(true);
  });

  it("reads a date and time typed by hand, as India writes them, where a browser has no picker", () => {
    const typed = [
      ["13/03/2026", "6:30 pm", "2026-03-13", "18:30"],
      ["13-3-26", "6.30PM", "2026-03-13", "18:30"],
      [" 13.03.2026 ", "6 am", "2026-03-13", "06:00"],
      ["13/3/2026", "18.30", "2026-03-13", "18:30"],
      ["13/03/2026", "12:15 a.m.", "2026-03-13", "00:15"],
      ["13/03/2026", "12 pm", "2026-03-13", "12:00"],
      ["2026-03-13", "06.30", "2026-03-13", "06:30"],
    ];
    for (const [pickupDate, pickupTime, date, time] of typed) {
      const result = bookingSchema.safeParse({ ...valid, pickupDate, pickupTime });
      expect(result.data, `${pickupDate} ${pickupTime}`).toMatchObject({
        pickupDate: date,
        pickupTime: time,
      });
    }
  });

  it("still refuses what a typed date or time cannot mean", () => {
    const issues = (pickupDate: string, pickupTime: string) =>
      bookingSchema
        .safeParse({ ...valid, pickupDate, pickupTime })
        .error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues("31/02/2026", "10:30")).toEqual([["pickupDate", "not_a_date"]]);
    expect(issues("13/13/2026", "10:30")).toEqual([["pickupDate", "not_a_date"]]);
    expect(issues("tomorrow", "13 pm")).toEqual([
      ["pickupDate", "required"],
      ["pickupTime", "required"],
    ]);
    expect(issues("2026-03-13", "6")).toEqual([["pickupTime", "required"]]);
    // Morning or evening: not guessed, and the passenger is asked which.
    expect(issues("2026-03-13", "6:30")).toEqual([["pickupTime", "no_am_pm"]]);
    expect(issues("2026-03-13", "1.30")).toEqual([["pickupTime", "no_am_pm"]]);
    expect(issues("2026-03-13", "24:00")).toEqual([["pickupTime", "required"]]);
  });

  it("refuses a day the calendar does not have", () => {
    const result = bookingSchema.safeParse({ ...valid, pickupDate: "2026-02-30" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["pickupDate"],
      message: "not_a_date",
    });
  });

  it("says what is wrong with the date and the car even while other fields are empty", () => {
    const result = bookingSchema.safeParse({
      ...valid,
      name: "",
      pickupDate: "2026-03-01",
      passengers: 5,
    });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField).toEqual({
      name: "required",
      pickupDate: "past_date",
      passengers: "over_capacity",
    });
  });

  it.each([
    ["hatchback", 5, false],
    ["sedan", 4, true],
    ["sedan", 5, false],
    ["suv", 6, true],
    ["innova", 6, true],
    ["suv", 7, false],
    ["innova", 7, true],
  ] as const)("%s with %i passengers is allowed: %s", (vehicleType, passengers, ok) => {
    expect(bookingSchema.safeParse({ ...valid, vehicleType, passengers }).success).toBe(ok);
  });

  it("names a vehicle that fits when there are too many passengers", () => {
    const result = bookingSchema.safeParse({ ...valid, vehicleType: "sedan", passengers: 6 });
    expect(result.error?.issues[0]?.path).toEqual(["passengers"]);
    expect(
      sayPassengers(result.error?.issues[0]?.message, { vehicleType: "sedan", passengers: 6 }),
    ).toBe("The Sedan seats up to 4. For 6 passengers choose SUV (up to 6) or Innova (up to 7).");
  });

  it.each([0, 8, 2.5])("refuses %s passengers", (passengers) => {
    expect(bookingSchema.safeParse({ ...valid, vehicleType: "innova", passengers }).success).toBe(
      false,
    );
  });

  it("says a group larger than the largest car should call", () => {
    const result = bookingSchema.safeParse({ ...valid, vehicleType: "innova", passengers: 8 });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["passengers"], message: "too_many" }),
    ]);
    expect(sayPassengers("too_many", {})).toBe(
      "We seat at most 7 passengers in one car. For a larger group, please call us.",
    );
  });

  it.each([[[]], ["booking"], [null], [42]])("refuses a body that is no object: %j", (body) => {
    expect(bookingSchema.safeParse(body).success).toBe(false);
  });

  it("counts a place's length in letters as a reader sees them, not in code units", () => {
    // 65 letters a Malayalam reader counts, 121 UTF-16 code units.
    const kochi =
      "ഫ്ലാറ്റ് 4B, ശാന്തി അപ്പാർട്ട്മെന്റ്സ്, പനമ്പിള്ളി നഗർ, എറണാകുളം, കൊച്ചി 682036, സെന്റ് തെരേസാസ് കോളേജിന് സമീപം, ഗേറ്റ് 2";
    expect(kochi.length).toBeGreaterThan(120);
    expect(bookingSchema.safeParse({ ...valid, pickupLocation: kochi }).success).toBe(true);
    const tooLong = (pickupLocation: string) =>
      bookingSchema.safeParse({ ...valid, pickupLocation }).error?.issues[0]?.message;
    expect(tooLong("a".repeat(121))).toBe("too_long");
    expect(tooLong("a".repeat(120))).toBeUndefined();
    expect(tooLong(`${kochi} `.repeat(2))).toBe("too_long");
    // Marks piled on one letter are one letter to the eye, but not without end.
    expect(tooLong(`a${"\u0301".repeat(480)}`)).toBe("too_long");
  });

  it("requires every one of the eight fields", () => {
    for (const field of Object.keys(valid)) {
      const rest: Record<string, unknown> = { ...valid };
      delete rest[field];
      expect(bookingSchema.safeParse(rest).success, field).toBe(false);
    }
  });

  it("gives today's date in India for the date picker's minimum", () => {
    expect(todayInIndia(new Date("2026-03-11T19:00:00Z"))).toBe("2026-03-12");
  });

  it("takes a pickup up to twelve months ahead, and marks a later one on the date field", () => {
    expect(bookingSchema.safeParse({ ...valid, pickupDate: "2027-03-12" }).success).toBe(true);
    const later = bookingSchema.safeParse({ ...valid, pickupDate: "2027-03-13" });
    expect(later.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["pickupDate"], "too_far_ahead"],
    ]);
    expect(bookingSchema.safeParse({ ...valid, pickupDate: "9999-12-31" }).success).toBe(false);
  });

  it.each([
    ["2026-03-11T19:00:00Z", "2027-03-12"], // already the 12th in India
    ["2028-02-29T06:00:00Z", "2029-02-28"], // no 29 February next year
    ["2026-12-31T10:00:00Z", "2027-12-31"],
  ])("at %s gives %s as the date picker's last day", (instant, last) => {
    expect(lastPickupDate(new Date(instant))).toBe(last);
  });
});

describe("the English words for a car too small", () => {
  it("offer only the Innova for 7", () => {
    expect(sayPassengers("over_capacity", { vehicleType: "suv", passengers: 7 })).toBe(
      "The SUV seats up to 6. For 7 passengers choose Innova (up to 7).",
    );
  });
});
