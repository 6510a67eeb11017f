import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "../support/render";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../support/msw-server";
import { bookingsPath } from "../../src/shared/forms/api";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { renderBookingMail } from "../../netlify/kinds/booking/booking-mail";
import { routePageBySlug, vehicleFares } from "../../src/shared/fares/route-pages";
import { enForms } from "../../src/shared/i18n/en/form-words";
import { nightChargeOn } from "../../src/shared/fares/fare-estimate";
import { tomorrow } from "../../scripts/harness/enquiry-bodies";

/**
 * A route page, the booking form and the operators' mail price one trip the same way: the route
 * table's distance × the plan's rate. The form is run with a Maps key whose distance differs
 * (as Google's often does from the table): for a table route it must not be used, as the
 * function does not use it, or the three would disagree whenever the site has a key.
 */
vi.mock("../../src/lib/maps/maps-key", () => ({ mapsKey: "test-key" }));
const { mapsDistanceKm } = vi.hoisted(() => ({ mapsDistanceKm: vi.fn(async () => 500) }));
vi.mock("../../src/features/booking/maps-distance", () => ({
  mapsDistanceKm,
  attachPlaceSuggestions: vi.fn(async () => undefined),
}));

const { BookingForm } = await import("../../src/features/booking/booking-form");
const { routePages } = await import("../../src/prerender");

const slug = "chennai-to-madurai-taxi";
const route = routePageBySlug(slug)!;
const sedan = vehicleFares(route).find(({ vehicle }) => vehicle === "sedan")!;
const rupees = enForms.format.rupees;

describe("Chennai → Madurai, a route of the table", () => {
  it("is priced from the table's 462 km and the Sedan's ₹15 per km", () => {
    expect(sedan).toEqual({ vehicle: "sedan", ratePerKm: 15, fare: 6930 });
  });

  it("costs that in the booking form started with the route, though Maps would say 500 km", async () => {
    render(<BookingForm trip={{ pickup: "Chennai", drop: "Madurai" }} />);
    expect(screen.getByLabelText("Pickup location")).toHaveValue("Chennai");
    expect(screen.getByLabelText("Drop location")).toHaveValue("Madurai");
    await new Promise((resolve) => setTimeout(resolve, 900));
    await waitFor(() =>
      expect(screen.getByTestId("fare-estimate")).toHaveTextContent(
        `Estimated fare: ${rupees(sedan.fare)} for about 462 km`,
      ),
    );
    expect(mapsDistanceKm).not.toHaveBeenCalled();
  });

  it("is not shown again beside the thanks: after a booking the form empties, places too", async () => {
    const night = sedan.fare + nightChargeOn(sedan.fare);
    server.use(
      http.post(bookingsPath, () =>
        HttpResponse.json(
          {
            ok: true,
            id: "5",
            reference: "DT-7K3Q9X",
            callBackWithinMinutes: 10,
            fareEstimate: night,
            distanceKm: 462,
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<BookingForm trip={{ pickup: "Chennai", drop: "Madurai" }} retryDelaysMs={[0, 0]} />);
    await user.type(screen.getByLabelText("Pickup date"), tomorrow);
    await user.type(screen.getByLabelText("Pickup time"), "23:30");
    await user.type(screen.getByLabelText("Your name"), "Lakshmi");
    await user.type(screen.getByLabelText("Phone"), "9840012345");
    await waitFor(() =>
      expect(screen.getByTestId("fare-estimate")).toHaveTextContent(rupees(night)),
    );
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("Your reference: DT-7K3Q9X"));
    expect(status).toHaveTextContent(`Estimated fare: ${rupees(night)}`);
    // The next booking starts blank, as on the home page: the route's day fare left in the
    // form would sit right above the thanks' night fare, two prices for one trip.
    expect(screen.getByLabelText("Pickup location")).toHaveValue("");
    expect(screen.getByLabelText("Drop location")).toHaveValue("");
    expect(screen.getByTestId("fare-estimate")).toHaveTextContent("Type your pickup and drop");
  });

  it("costs that in the operators' mail, even with Google's distance sent along", () => {
    const fields = bookingKind.fields({
      pickupLocation: "Chennai",
      dropoffLocation: "Madurai",
      pickupDate: tomorrow,
      pickupTime: "10:00",
      passengers: 2,
      vehicleType: "sedan",
      extraStops: 0,
      name: "Arun",
      phone: "+919840012345",
      language: "en",
      distanceKm: 500,
    });
    expect(fields).toMatchObject({ distanceKm: 462, fareEstimate: sedan.fare });
    const mail = renderBookingMail({
      ...fields,
      id: "1",
      createdAt: new Date("2098-12-31T10:00:00Z"),
      passengerSentAt: null,
    } as Parameters<typeof renderBookingMail>[0]);
    expect(mail.text).toContain(`Fare: ${rupees(sedan.fare)} estimate: 462 km × `);
  });

  // Last: React's server renderer, once it has run, warns about a client render after it.
  it("costs that on its page as built, in the fares list and in the form's estimate", async () => {
    const page = document.createElement("div");
    page.innerHTML = await routePages
      .find((built) => built.file === `${slug}/index.html`)!
      .render();
    const sedanLine = [...page.querySelectorAll(".route__fares li")].find((line) =>
      line.textContent?.startsWith("Sedan"),
    );
    expect(sedanLine?.textContent).toContain(`462 km × ₹15 = ${rupees(sedan.fare)}`);
    expect(page.querySelector('[data-testid="fare-estimate"]')?.textContent).toContain(
      `Estimated fare: ${rupees(sedan.fare)} for about 462 km`,
    );
    // Every charge the rates list that can come on top of this fare, waiting too.
    const charges = [...page.querySelectorAll(".route__charges li")].map((li) => li.textContent);
    expect(charges).toEqual([
      "Pickup at Chennai airport: ₹250 added to the fare.",
      `Pickup between 10PM and 6AM: ${rupees(nightChargeOn(sedan.fare))} more on the Sedan fare above.`,
      "A stop on the way from Chennai to Madurai: ₹50 each.",
      "Waiting ₹2 per minute after the grace period.",
      "Tolls and parking between Chennai and Madurai are paid as they come, beyond the fare.",
    ]);
  });

  it("names every state the road enters in the permit line, in each language and direction", async () => {
    const permitLine = async (file: string) => {
      const page = document.createElement("div");
      page.innerHTML = await routePages.find((built) => built.file === file)!.render();
      return [...page.querySelectorAll(".route__charges li")].at(-1)?.textContent;
    };
    expect(await permitLine("chennai-to-hyderabad-taxi/index.html")).toBe(
      "This trip crosses from Tamil Nadu through Andhra Pradesh into Telangana: the interstate permit is extra, as per state rules.",
    );
    expect(await permitLine("ta/hyderabad-to-chennai-taxi/index.html")).toContain(
      "தெலங்கானா – ஆந்திரப் பிரதேசம் – தமிழ்நாடு",
    );
  });
});
