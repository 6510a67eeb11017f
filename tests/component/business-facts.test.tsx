import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "../support/render";
import type * as FareConfigModule from "../../src/shared/fares/fare-config";
import { Pricing } from "../../src/sections/pricing";
import { BookingForm } from "../../src/features/booking/booking-form";
import { bookingSchema } from "../../src/shared/forms/booking-schema";
import { estimateFare } from "../../src/shared/fares/fare-estimate";
import { structuredData } from "../../src/config/seo";
import { enStatic } from "../../src/shared/i18n/en/words";
import { enForms } from "../../src/shared/i18n/en/form-words";
import { fieldErrorText } from "../../src/shared/i18n/say";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { tomorrow } from "../../scripts/harness/enquiry-bodies";

/**
 * The business changes its prices and buys a bigger car: it edits src/shared/fares/fare-config.ts and
 * nothing else. Here that edit is made (Mini ₹11/km, an Innova for 8, a longer and dearer night,
 * a dearer airport pickup), and every place a visitor or an operator reads a figure must show it.
 */
vi.mock("../../src/shared/fares/fare-config", async (importOriginal) => {
  const real = await importOriginal<typeof FareConfigModule>();
  const config = real.fareConfig;
  return {
    ...real,
    fareConfig: {
      ...config,
      plans: config.plans.map((plan) => (plan.id === "mini" ? { ...plan, pricePerKm: 11 } : plan)),
      vehicles: { ...config.vehicles, innova: { ...config.vehicles.innova, capacity: 8 } },
      night: { from: "21:00", until: "05:00", rate: 0.15 },
      airportPickupCharge: 300,
    } satisfies FareConfigModule.FareConfig,
  };
});

const optionsOf = (select: HTMLElement) =>
  [...select.querySelectorAll("option")].map((option) => option.textContent);

describe("A change in the fares config", () => {
  it("shows on the rates section", () => {
    render(<Pricing />);
    const mini = screen.getByRole("heading", { name: "Mini" }).closest("li")!;
    expect(mini).toHaveTextContent("₹11per km");
    const suv = screen.getByRole("heading", { name: "SUV/MUV" }).closest("li")!;
    expect(suv).toHaveTextContent("SUV or MUV · up to 8 passengers");
    expect(within(suv).getByRole("link", { name: "Book Innova (up to 8)" })).toBeVisible();
    expect(screen.getByText("Night charge 15% between 9PM and 5AM")).toBeInTheDocument();
    expect(screen.getByText("Airport pickup ₹300")).toBeInTheDocument();
  });

  it("shows in the booking form's choices", () => {
    render(<BookingForm />);
    expect(optionsOf(screen.getByLabelText("Passengers")).at(-1)).toBe("8 Passengers");
    expect(optionsOf(screen.getByLabelText("Vehicle"))).toContain("Innova (up to 8)");
  });

  it("is what the shared schema allows, in its messages too", () => {
    const booking = {
      pickupLocation: "Chennai",
      dropoffLocation: "Vellore",
      pickupDate: tomorrow,
      pickupTime: "10:00",
      vehicleType: "innova",
      name: "Arun",
      phone: "9840012345",
    };
    // The schema's code, and the page's words for it.
    const say = (values: Record<string, unknown>) => {
      const code = bookingSchema.safeParse({ ...booking, ...values }).error?.issues[0]?.message;
      return fieldErrorText(enForms, "passengers", code, values);
    };
    expect(bookingSchema.safeParse({ ...booking, passengers: 8 }).success).toBe(true);
    expect(say({ passengers: 9 })).toBe(
      "We seat at most 8 passengers in one car. For a larger group, please call us.",
    );
    expect(say({ vehicleType: "sedan", passengers: 8 })).toBe(
      "The Sedan seats up to 4. For 8 passengers choose Innova (up to 8).",
    );
  });

  it("prices the estimate", () => {
    const trip = { distanceKm: 100, pickupLocation: "Chennai Airport", extraStops: 0 };
    expect(estimateFare({ ...trip, vehicleType: "hatchback", pickupTime: "21:30" })).toMatchObject({
      distanceFare: 1100,
      nightCharge: 165,
      airportCharge: 300,
    });
    expect(
      estimateFare({ ...trip, vehicleType: "hatchback", pickupTime: "05:00" })?.nightCharge,
    ).toBe(0);
  });

  it("is in the page head and the JSON-LD", () => {
    expect(enStatic.head.description()).toContain("Mini ₹11/km");
    expect(structuredData(enStatic)).toMatchObject({
      description: expect.stringContaining("Mini ₹11/km"),
      priceRange: "₹11–₹18 per km",
    });
  });

  it("reaches the operators' mail", async () => {
    const parsed = bookingSchema.parse({
      pickupLocation: "Chennai",
      dropoffLocation: "Vellore",
      pickupDate: tomorrow,
      pickupTime: "10:00",
      passengers: 8,
      vehicleType: "innova",
      name: "Arun",
      phone: "9840012345",
    });
    const mini = bookingKind.fields({ ...parsed, passengers: 2, vehicleType: "hatchback" });
    // Chennai–Vellore is 140 km in the route table: 140 × ₹11.
    expect(mini.fareEstimate).toBe(1540);
    const mail = await bookingKind.mail({
      ...mini,
      id: "1",
      createdAt: new Date("2099-01-01T00:00:00Z"),
      passengerSentAt: null,
    });
    expect(mail.text).toContain("₹1,540");
  });
});
