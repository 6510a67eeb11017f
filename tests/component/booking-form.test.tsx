import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingForm, bookingThanksText } from "../../src/features/booking/booking-form";

// Only Date is faked: user-event and React need real timers.
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-12T04:30:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Pickup location"), "Chennai Airport");
  await user.type(screen.getByLabelText("Drop location"), "Madurai");
  await user.type(screen.getByLabelText("Pickup date"), "2026-03-13");
  await user.type(screen.getByLabelText("Pickup time"), "05:30");
  await user.type(screen.getByLabelText("Your name"), "Arun");
  await user.type(screen.getByLabelText("Phone"), "9840012345");
}

describe("BookingForm", () => {
  it("offers 1 to 6 passengers and the four vehicles, sedan first chosen", () => {
    render(<BookingForm />);
    const passengers = screen.getByLabelText("Passengers");
    expect([...passengers.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "1 Passenger",
      "2 Passengers",
      "3 Passengers",
      "4 Passengers",
      "5 Passengers",
      "6 Passengers",
    ]);
    const vehicle = screen.getByLabelText("Vehicle");
    expect([...vehicle.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Hatchback (up to 4)",
      "Sedan (up to 4)",
      "SUV (up to 6)",
      "Innova (up to 7)",
    ]);
    expect(vehicle).toHaveValue("sedan");
    expect(screen.getByLabelText("Pickup date")).toHaveAttribute("type", "date");
    expect(screen.getByLabelText("Pickup time")).toHaveAttribute("type", "time");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
  });

  it("blocks an empty form and says what each field needs", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText("Please enter the pickup location")).toBeInTheDocument();
    expect(screen.getByText("Please enter the drop location")).toBeInTheDocument();
    expect(screen.getByText("Please choose a pickup date")).toBeInTheDocument();
    expect(screen.getByText("Please enter your name")).toBeInTheDocument();
    expect(screen.queryByText(bookingThanksText)).not.toBeInTheDocument();
  });

  it("refuses more passengers than the vehicle seats, naming one that fits", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText("Passengers"), "5");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(
      await screen.findByText(
        "The Sedan seats up to 4. For 5 passengers choose SUV (up to 6) or Innova (up to 7).",
      ),
    ).toBeInTheDocument();
  });

  it("refuses a pickup in the past", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValid(user);
    await user.clear(screen.getByLabelText("Pickup date"));
    await user.type(screen.getByLabelText("Pickup date"), "2026-03-12");
    await user.clear(screen.getByLabelText("Pickup time"));
    await user.type(screen.getByLabelText("Pickup time"), "09:00");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(/already passed/)).toBeInTheDocument();
  });

  it("thanks the passenger in the page, not in an alert", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByRole("status")).toHaveTextContent(bookingThanksText);
    expect(alert).not.toHaveBeenCalled();
  });
});
