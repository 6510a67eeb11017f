import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "../support/render";
import userEvent from "@testing-library/user-event";
import { Pricing } from "../../src/sections/pricing";
import { Booking } from "../../src/sections/booking";

afterEach(() => window.history.replaceState(null, "", "/"));

async function renderPage() {
  const page = render(
    <>
      <Pricing />
      <Booking />
    </>,
  );
  await screen.findByRole("button", { name: "Book Now" });
  return page;
}

const vehicle = () => screen.getByLabelText("Vehicle");

describe("The rates' Book links", () => {
  it("are plain links to a place in the booking section, one per vehicle", async () => {
    const { container } = await renderPage();
    const links = [
      ["Book Mini", "#book-hatchback"],
      ["Book Sedan", "#book-sedan"],
      ["Book SUV/MUV", "#book-suv"],
      ["Book Innova (up to 7)", "#book-innova"],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
      expect(container.querySelector(`#book-now ${href}`), href).not.toBeNull();
    }
  });

  it("choose their vehicle and put the cursor in the first empty field", async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(vehicle()).toHaveValue("sedan");
    await user.click(screen.getByRole("link", { name: "Book Mini" }));
    expect(vehicle()).toHaveValue("hatchback");
    expect(screen.getByLabelText("Pickup location")).toHaveFocus();
    expect(window.location.hash).toBe("#book-hatchback");

    await user.type(screen.getByLabelText("Pickup location"), "Chennai Airport");
    await user.click(screen.getByRole("link", { name: "Book SUV/MUV" }));
    expect(vehicle()).toHaveValue("suv");
    expect(screen.getByLabelText("Drop location")).toHaveFocus();
    // The estimate follows the new vehicle.
    await user.type(screen.getByLabelText("Drop location"), "Madurai");
    expect(screen.getByTestId("fare-estimate")).toHaveTextContent("462 km × ₹18");
  });

  it("choose the vehicle again when the same link is followed twice", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole("link", { name: "Book SUV/MUV" }));
    await user.selectOptions(vehicle(), "sedan");
    await user.click(screen.getByRole("link", { name: "Book SUV/MUV" }));
    expect(vehicle()).toHaveValue("suv");
  });

  it("offer the Innova beside the SUV for a group of 7", async () => {
    const user = userEvent.setup();
    await renderPage();
    const card = screen.getByRole("heading", { name: "SUV/MUV" }).closest("li")!;
    expect(card).toHaveTextContent("up to 7 passengers");
    await user.click(within(card).getByRole("link", { name: /Innova/ }));
    expect(vehicle()).toHaveValue("innova");
  });

  it("work as a shared link: the form reads the vehicle from the URL when it arrives", async () => {
    window.history.replaceState(null, "", "/#book-innova");
    await renderPage();
    expect(vehicle()).toHaveValue("innova");
  });

  it("choose the vehicle when the address changes to one of them (back, forward, typed)", async () => {
    await renderPage();
    window.location.hash = "#book-hatchback";
    await screen.findByDisplayValue("Hatchback (up to 4)");
    window.location.hash = "#pricing";
    expect(vehicle()).toHaveValue("hatchback");
  });
});
