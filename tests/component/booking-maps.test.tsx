import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "../support/render";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../support/msw-server";
import { bookingsPath } from "../../src/shared/forms/api";
import { routeDistanceKm } from "../../src/shared/fares/route-distance";

// Google's scripts cannot load in jsdom (nor reach Google from here): the site has a key, and
// the two calls that would go to Google answer as Google would.
vi.mock("../../src/lib/maps/maps-key", () => ({ mapsKey: "test-key" }));
const { mapsDistanceKm, attachPlaceSuggestions } = vi.hoisted(() => ({
  mapsDistanceKm: vi.fn(async () => 360),
  attachPlaceSuggestions: vi.fn(
    async (_input: HTMLInputElement, _choose: (address: string) => void) => {},
  ),
}));
vi.mock("../../src/features/booking/maps-distance", () => ({
  mapsDistanceKm,
  attachPlaceSuggestions,
}));

const { BookingForm } = await import("../../src/features/booking/booking-form");

describe("BookingForm with a Maps key", () => {
  it("prices a route from Google's distance and sends that distance along", async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(bookingsPath, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true, id: "1", reference: "DT-2345AC" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={[0, 0]} />);
    await waitFor(() => expect(attachPlaceSuggestions).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText("Pickup location"), "Salem");
    await user.type(screen.getByLabelText("Drop location"), "Yercaud");
    // 360 km × ₹15
    await waitFor(
      () =>
        expect(screen.getByTestId("fare-estimate")).toHaveTextContent("₹5,400 for about 360 km"),
      { timeout: 3000 },
    );
    expect(mapsDistanceKm).toHaveBeenLastCalledWith("Salem", "Yercaud");

    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText("Pickup date"), tomorrow);
    await user.type(screen.getByLabelText("Pickup time"), "10:00");
    await user.type(screen.getByLabelText("Your name"), "Arun");
    await user.type(screen.getByLabelText("Phone"), "9840012345");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByTestId("booking-reference");
    expect(sent).toMatchObject({ distanceKm: 360, dropoffLocation: "Yercaud" });
  });

  it("says the operator will quote when Google never answers, and prices the trip if it answers late", async () => {
    let answer = (_km: number) => {};
    mapsDistanceKm.mockImplementationOnce(
      () => new Promise<number>((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.type(screen.getByLabelText("Pickup location"), "Salem");
    await user.type(screen.getByLabelText("Drop location"), "Kolli Hills");
    const estimate = screen.getByTestId("fare-estimate");
    await waitFor(() => expect(mapsDistanceKm).toHaveBeenLastCalledWith("Salem", "Kolli Hills"));
    expect(estimate).toHaveTextContent("Type your pickup and drop");
    await waitFor(
      () => expect(estimate).toHaveTextContent("the operator will call you with a quote"),
      { timeout: 6000 },
    );
    answer(90);
    // 90 km × ₹15
    await waitFor(() => expect(estimate).toHaveTextContent("₹1,350 for about 90 km"));
  }, 10_000);

  it("prices the place chosen from Google's suggestions at once, not the letters typed before it", async () => {
    attachPlaceSuggestions.mockClear();
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={[0, 0]} />);
    await waitFor(() => expect(attachPlaceSuggestions).toHaveBeenCalledTimes(2));
    await user.type(screen.getByLabelText("Drop location"), "Vellore");
    const pickup = screen.getByLabelText<HTMLInputElement>("Pickup location");
    await user.type(pickup, "Chen");
    // What Google does on a choice: it writes the input itself, then says which place it was.
    const [, choose] = attachPlaceSuggestions.mock.calls.find(([input]) => input === pickup)!;
    const address = "Chennai Central, Periyamet, Chennai, Tamil Nadu 600003, India";
    pickup.value = address;
    choose(address);
    // The route table's distance for the chosen place (Google's 360 km is for what it lacks).
    const km = routeDistanceKm("Chennai", "Vellore")!;
    await waitFor(() =>
      expect(screen.getByTestId("fare-estimate")).toHaveTextContent(`for about ${km} km`),
    );
    expect(pickup.value).toBe(address);
  });
});
