import { describe, expect, it } from "vitest";
import { fareConfig } from "../../src/shared/fares/fare-config";
import { deriveFares, fares, isInWindow } from "../../src/shared/fares/fares";
import { clockLabel, enStatic } from "../../src/shared/i18n/en/words";

describe("fares derived from the config", () => {
  it("gives each plan the seats of its largest vehicle, and its vehicles smallest first", () => {
    expect(fares.pricingPlans.map((plan) => [plan.id, plan.capacity, plan.vehicles])).toEqual([
      ["mini", 4, ["hatchback"]],
      ["sedan", 4, ["sedan"]],
      ["suv", 7, ["suv", "innova"]],
    ]);
  });

  it("offers as many passengers as the largest vehicle seats", () => {
    expect(fares.maxPassengers).toBe(7);
    expect(fares.passengerChoices).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(fares.vehiclesFor(5)).toEqual(["suv", "innova"]);
  });

  it("writes the additional charges from the figures, in the spec's words", () => {
    expect(enStatic.pricing.charges()).toEqual([
      "Airport pickup ₹250",
      "Waiting ₹2 per minute after the grace period",
      "Night charge 10% between 10PM and 6AM",
      "Extra stops ₹50 each",
      "Interstate permit as per state rules",
      "Luggage help included",
    ]);
  });

  it("follows a config handed to it", () => {
    const bigger = deriveFares({
      ...fareConfig,
      vehicles: { ...fareConfig.vehicles, suv: { ...fareConfig.vehicles.suv, capacity: 9 } },
      waitingChargePerMinute: 3,
    });
    expect(bigger.passengerChoices.at(-1)).toBe(9);
    expect(bigger.pricingPlans.find((plan) => plan.id === "suv")).toMatchObject({
      capacity: 9,
      vehicles: ["innova", "suv"],
    });
    expect(bigger.waitingChargePerMinute).toBe(3);
  });

  it("refuses a plan no vehicle belongs to", () => {
    const vehicles = {
      ...fareConfig.vehicles,
      hatchback: { ...fareConfig.vehicles.hatchback, plan: "sedan" as const },
    };
    expect(() => deriveFares({ ...fareConfig, vehicles })).toThrow(/mini has no vehicle/);
  });
});

describe("time windows", () => {
  it.each([
    ["22:00", "10PM"],
    ["06:00", "6AM"],
    ["00:00", "12AM"],
    ["12:00", "12PM"],
    ["05:30", "5:30AM"],
  ])("writes %s as %s", (time, label) => {
    expect(clockLabel(time)).toBe(label);
  });

  it("reads a window within one day and one across midnight", () => {
    const day = { from: "09:00", until: "17:00" };
    expect([isInWindow("08:59", day), isInWindow("09:00", day), isInWindow("17:00", day)]).toEqual([
      false,
      true,
      false,
    ]);
    const night = { from: "22:00", until: "06:00" };
    expect([
      isInWindow("21:59", night),
      isInWindow("23:00", night),
      isInWindow("05:59", night),
    ]).toEqual([false, true, true]);
  });
});
