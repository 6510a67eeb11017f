import { describe, expect, it } from "vitest";
import { estimateFare, isNightPickup, type FareInput } from "../../src/shared/fare-estimate";
import { placeIn, routeDistanceKm } from "../../src/shared/route-distance";

const base: FareInput = {
  vehicleType: "sedan",
  distanceKm: 100,
  pickupTime: "12:00",
  pickupLocation: "T Nagar, Chennai",
  extraStops: 0,
};

describe("estimateFare", () => {
  it.each([
    ["hatchback", 12],
    ["sedan", 15],
    ["suv", 18],
    ["innova", 18],
  ] as const)("charges a %s at ₹%i per km", (vehicleType, rate) => {
    expect(estimateFare({ ...base, vehicleType })).toMatchObject({
      ratePerKm: rate,
      total: rate * 100,
    });
  });

  it.each([
    ["21:59", false],
    ["22:00", true],
    ["23:59", true],
    ["00:00", true],
    ["05:59", true],
    ["06:00", false],
    ["", false],
  ])("pickup at %s is a night pickup: %s", (time, night) => {
    expect(isNightPickup(time)).toBe(night);
    expect(estimateFare({ ...base, pickupTime: time })?.nightCharge).toBe(night ? 150 : 0);
  });

  it("adds ₹250 for an airport pickup, not for an airport drop", () => {
    expect(estimateFare({ ...base, pickupLocation: "Chennai Airport" })).toMatchObject({
      airportCharge: 250,
      total: 1750,
    });
    expect(estimateFare({ ...base, pickupLocation: "Airportview Hotel" })?.airportCharge).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 50],
    [3, 150],
  ])("adds ₹50 for each of %i extra stops", (extraStops, charge) => {
    expect(estimateFare({ ...base, extraStops })?.stopsCharge).toBe(charge);
  });

  it("puts every charge together: night airport pickup with two stops in an SUV", () => {
    expect(
      estimateFare({
        vehicleType: "suv",
        distanceKm: 462,
        pickupTime: "05:30",
        pickupLocation: "Chennai Airport",
        extraStops: 2,
      }),
    ).toEqual({
      distanceKm: 462,
      ratePerKm: 18,
      distanceFare: 8316,
      nightCharge: 832,
      airportCharge: 250,
      stopsCharge: 100,
      total: 9498,
    });
  });

  it("gives no estimate without a distance", () => {
    expect(estimateFare({ ...base, distanceKm: null })).toBeNull();
  });
});

describe("routeDistanceKm", () => {
  it("finds a popular route either way and by other spellings", () => {
    expect(routeDistanceKm("Chennai Airport", "Madurai")).toBe(462);
    expect(routeDistanceKm("Madurai bus stand", "chennai")).toBe(462);
    expect(routeDistanceKm("Bangalore", "Mysore Palace")).toBe(145);
    expect(routeDistanceKm("Trichy", "Tanjore")).toBe(60);
  });

  it("knows nothing of unknown places or a trip within one place", () => {
    expect(routeDistanceKm("Chennai", "Atlantis")).toBeNull();
    expect(routeDistanceKm("Chennai Central", "Chennai Airport")).toBeNull();
  });

  it("reads the place out of a longer address", () => {
    expect(placeIn("12, Beach Road, Pondicherry 605001")).toBe("puducherry");
  });
});
