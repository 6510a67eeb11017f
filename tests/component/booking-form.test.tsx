import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "../support/render";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../support/msw-server";
import { BookingForm } from "../../src/features/booking/booking-form";
import { bookingsPath, idempotencyHeader } from "../../src/shared/forms/api";
import { enForms } from "../../src/shared/i18n/en/form-words";
import { site } from "../../src/config/site";

const noRetryWait = [0, 0];

// The spec's words, exact.
const bookingThanksText =
  "Thank you for your booking! We will contact you shortly to confirm the details.";
// Ours: the spec shows no booking error.
const bookingErrorText = "We could not send your booking. Everything you typed is still here.";

// Only Date is faked: user-event and React need real timers.
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-03-12T04:30:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  { from = "Chennai Airport", to = "Madurai", time = "05:30" } = {},
) {
  await user.type(screen.getByLabelText("Pickup location"), from);
  await user.type(screen.getByLabelText("Drop location"), to);
  await user.type(screen.getByLabelText("Pickup date"), "2026-03-13");
  await user.type(screen.getByLabelText("Pickup time"), time);
  await user.type(screen.getByLabelText("Your name"), "Arun");
  await user.type(screen.getByLabelText("Phone"), "9840012345");
}

/** Every booking sent is accepted, under this reference. */
function acceptAs(reference: string) {
  server.use(
    http.post(bookingsPath, () =>
      HttpResponse.json(
        { ok: true, id: "5", reference, callBackWithinMinutes: 10 },
        { status: 201 },
      ),
    ),
  );
}

describe("BookingForm", () => {
  it("offers 1 to 7 passengers (the Innova's seats) and the four vehicles, sedan first chosen", () => {
    render(<BookingForm />);
    const passengers = screen.getByLabelText("Passengers");
    expect([...passengers.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "1 Passenger",
      "2 Passengers",
      "3 Passengers",
      "4 Passengers",
      "5 Passengers",
      "6 Passengers",
      "7 Passengers",
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

  it("says a party is too big for the car as the count changes, before Book, and nothing else", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.selectOptions(screen.getByLabelText("Passengers"), "3");
    await user.selectOptions(screen.getByLabelText("Passengers"), "5");
    const warning = await screen.findByText(
      "The Sedan seats up to 4. For 5 passengers choose SUV (up to 6) or Innova (up to 7).",
    );
    expect(screen.getByLabelText("Passengers")).toHaveAttribute("aria-invalid", "true");
    // Read out as it appears: the focus is on the select, whose description is not read again.
    expect(warning.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // The fields not yet filled are not scolded before the passenger gets to them.
    expect(screen.queryByText("Please enter the pickup location")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Vehicle"), "suv");
    await waitFor(() => expect(warning).not.toBeInTheDocument());
    // A smaller car chosen again brings it back.
    await user.selectOptions(screen.getByLabelText("Vehicle"), "hatchback");
    expect(
      await screen.findByText(
        "The Hatchback seats up to 4. For 5 passengers choose SUV (up to 6) or Innova (up to 7).",
      ),
    ).toBeInTheDocument();
  });

  it("takes a group of 7 in an Innova, and clears the seat warning once the car fits", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText("Passengers"), "7");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    const warning = await screen.findByText(
      "The Sedan seats up to 4. For 7 passengers choose Innova (up to 7).",
    );
    await user.selectOptions(screen.getByLabelText("Vehicle"), "innova");
    await waitFor(() => expect(warning).not.toBeInTheDocument());
    expect(screen.getByLabelText("Passengers")).not.toHaveAttribute("aria-invalid");
  });

  it("marks a past date on the date field, and a time gone today on the time field", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await fillValid(user);
    const date = screen.getByLabelText("Pickup date");
    const time = screen.getByLabelText("Pickup time");
    await user.clear(date);
    await user.type(date, "2026-03-11");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(/That date has already passed/)).toBeInTheDocument();
    expect(date).toHaveAttribute("aria-invalid", "true");
    expect(date).toHaveAccessibleDescription(/That date has already passed/);
    expect(time).not.toHaveAttribute("aria-invalid");

    // Today (10:00 in India), at 09:00: the time is what is wrong now.
    await user.clear(date);
    await user.type(date, "2026-03-12");
    await user.clear(time);
    await user.type(time, "09:00");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    // A pickup after midnight typed under today's date: the message names the way out.
    expect(await screen.findByText(/That pickup time has already passed/)).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(/or tomorrow's date for a pickup after midnight/);
    expect(time).toHaveAttribute("aria-invalid", "true");
    expect(date).not.toHaveAttribute("aria-invalid");

    // Tomorrow at 09:00 is fine: changing the date alone clears the time's error.
    await user.clear(date);
    await user.type(date, "2026-03-13");
    await waitFor(() => expect(time).not.toHaveAttribute("aria-invalid"));
  });

  it("names the night a small-hours pickup falls in, beside the time and in the thanks", async () => {
    acceptAs("DT-7K3Q9X");
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    const time = screen.getByLabelText("Pickup time");
    // 05:30 on Friday 13 March is Friday's morning: nothing to add.
    expect(time).not.toHaveAccessibleDescription();
    await user.clear(time);
    await user.type(time, "00:30");
    // "Friday, 12:30 am" is often meant as Friday night: the hint says which night it is.
    expect(time).toHaveAccessibleDescription("12:30 am, the night of Thursday to Friday");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(bookingThanksText));
    expect(status).toHaveTextContent(
      "Chennai Airport → Madurai, Friday, 13 March, 12:30 am, the night of Thursday to Friday",
    );
  });

  it("sends the booking and thanks the passenger in the page with the reference", async () => {
    let received: { body: unknown; key: string | null } | null = null;
    server.use(
      http.post(bookingsPath, async ({ request }) => {
        received = { body: await request.json(), key: request.headers.get(idempotencyHeader) };
        return HttpResponse.json(
          {
            ok: true,
            id: "5",
            reference: "DT-7K3Q9X",
            callBackWithinMinutes: 15,
            fareEstimate: 7873,
            distanceKm: 462,
          },
          { status: 201 },
        );
      }),
    );
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    const heardEstimate = screen.getByTestId("fare-estimate");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(bookingThanksText));
    expect(status).toHaveTextContent("Your reference: DT-7K3Q9X");
    // The car and the party, so a family can check what it booked.
    expect(status).toHaveTextContent("Sedan, 1 Passenger");
    // The estimate the operators see, kept in the thanks now that the form is empty...
    expect(status).toHaveTextContent("Estimated fare: ₹7,873 for about 462 km");
    expect(status).toHaveTextContent("tolls, parking and interstate permits are extra");
    // ... whose emptied panel is a new live region, not a change to the one read out before
    // (a screen reader would say "Type your pickup and drop" ahead of the thanks).
    expect(heardEstimate.isConnected).toBe(false);
    expect(screen.getByTestId("fare-estimate")).toHaveTextContent("Type your pickup and drop");
    expect(status).toHaveTextContent(
      "An operator will call you on +91 98400 12345, usually within 15 minutes.",
    );
    // No-break spaces: a narrow screen never ends a line inside the number.
    expect(status.textContent).toContain("+91\u00a098400\u00a012345");
    expect(screen.getByRole("link", { name: /call/i })).toHaveAttribute(
      "href",
      "tel:+919840012345",
    );
    const whatsapp = screen.getByRole("link", { name: "send it on WhatsApp" });
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain("Booking DT-7K3Q9X");
    expect(received).toEqual({
      body: {
        pickupLocation: "Chennai Airport",
        dropoffLocation: "Madurai",
        pickupDate: "2026-03-13",
        pickupTime: "05:30",
        passengers: 1,
        vehicleType: "sedan",
        extraStops: 0,
        name: "Arun",
        phone: "+919840012345",
        language: "en",
        website: "",
      },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(alert).not.toHaveBeenCalled();
    // Tomorrow's pickup: the call-back is in time, nothing asks the passenger to call.
    expect(status).not.toHaveTextContent(/Your pickup is in/);
  });

  it("still shows the reference after the page reloads in this tab, and after later presses", async () => {
    acceptAs("DT-7K3Q9X");
    const user = userEvent.setup();
    const { unmount } = render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByTestId("booking-reference");
    // A phone that put the tab away reloads it: the form is empty, the booking still told.
    unmount();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(screen.getByTestId("booking-reference")).toHaveTextContent("DT-7K3Q9X");
    expect(screen.getByRole("status")).toHaveTextContent(bookingThanksText);
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    // A press of the empty form asks for its fields; the booking sent is still told.
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true"),
    );
    expect(screen.getByTestId("booking-reference")).toHaveTextContent("DT-7K3Q9X");
    // The way back: its reference comes above the first one's, which stays.
    acceptAs("DT-9W4M2P");
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("booking-reference").map((ref) => ref.textContent)).toEqual([
        "DT-9W4M2P",
        "DT-7K3Q9X",
      ]),
    );
    // A second booking may be a correction of the first: the newest says both are booked.
    const [newest, first] = [...screen.getByRole("status").querySelectorAll(".notice")];
    const both =
      "You have sent 2 bookings from this page, and both are booked: none was cancelled.";
    expect(newest).toHaveTextContent(both);
    expect(first).not.toHaveTextContent(both);
  });

  it("says nothing of replacing when the second booking is the way back", async () => {
    acceptAs("DT-7K3Q9X");
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByTestId("booking-reference");
    acceptAs("DT-9W4M2P");
    await fillValid(user, { from: "Madurai", to: "Chennai Airport", time: "18:00" });
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(screen.getAllByTestId("booking-reference")).toHaveLength(2));
    expect(screen.getByRole("status")).not.toHaveTextContent("You have sent");
  });

  it("after a reload, shows no booking it cannot read, nor one whose pickup has passed", () => {
    const answer = { ok: true, id: "5", reference: "DT-7K3Q9X" };
    const booking = { pickupDate: "2026-03-12", pickupTime: "09:00" };
    sessionStorage.setItem(
      "drop-taxi:booked:v1",
      JSON.stringify([{ shape: "of an older page" }, { booking, answer }]),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(screen.queryByTestId("booking-reference")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book Now" })).toBeInTheDocument();
  });

  it("asks the passenger to call as well when the pickup is under an hour away", async () => {
    acceptAs("DT-7K3Q9X");
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    const date = screen.getByLabelText("Pickup date");
    const time = screen.getByLabelText("Pickup time");
    // 10:00 in India now: a pickup at 10:40 today.
    await user.clear(date);
    await user.type(date, "2026-03-12");
    await user.clear(time);
    await user.type(time, "10:40");
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    const status = await screen.findByRole("status");
    await waitFor(() =>
      expect(status).toHaveTextContent(
        "Your pickup is in 40 minutes: please call us now as well, so that a car can be sent at once.",
      ),
    );
    expect(
      screen.getByRole("link", { name: enForms.booking.call(site.phoneDisplay) }),
    ).toHaveAttribute("href", `tel:${site.phoneE164}`);
  });

  it("keeps everything typed and offers WhatsApp when the booking is refused", async () => {
    server.use(
      http.post(bookingsPath, () =>
        HttpResponse.json(
          { ok: false, error: { code: "rate_limited", retryAfterSeconds: 540 } },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    // One piece of advice: when to try again, not "try again" and then "in 9 minutes".
    expect(await screen.findByText(new RegExp(bookingErrorText.slice(0, 30)))).toHaveTextContent(
      `${bookingErrorText} We have had several requests like this in a few minutes. Please try again in 9 minutes, or call us.`,
    );
    expect(screen.getByLabelText("Pickup location")).toHaveValue("Chennai Airport");
    const whatsapp = screen.getByRole("link", { name: "Send this booking on WhatsApp" });
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain("From: Chennai Airport");
    expect(console.error).toHaveBeenCalled();
    vi.mocked(console.error).mockClear();
  });

  it("shows a live fare estimate as the passenger types", async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    const estimate = screen.getByTestId("fare-estimate");
    expect(estimate).toHaveTextContent("Type your pickup and drop");
    await user.type(screen.getByLabelText("Pickup location"), "Chennai Airport");
    await user.type(screen.getByLabelText("Drop location"), "Madurai");
    // 462 km × ₹15 + airport pickup ₹250
    expect(estimate).toHaveTextContent("Estimated fare: ₹7,180 for about 462 km");
    await user.type(screen.getByLabelText("Pickup time"), "23:00");
    expect(estimate).toHaveTextContent("₹7,873");
    await user.selectOptions(screen.getByLabelText("Vehicle"), "innova");
    await user.selectOptions(screen.getByLabelText("Extra stops on the way"), "2");
    // 462 × ₹18 = 8316, night 832, airport 250, stops 100
    expect(estimate).toHaveTextContent("₹9,498");
    expect(estimate).toHaveTextContent("tolls, parking and interstate permits are extra");
    await user.clear(screen.getByLabelText("Drop location"));
    // Half a name is not yet a route nobody knows: the live region keeps to the prompt...
    await user.type(screen.getByLabelText("Drop location"), "Yerc");
    expect(estimate).toHaveTextContent("Type your pickup and drop");
    await user.type(screen.getByLabelText("Drop location"), "aud");
    expect(estimate).not.toHaveTextContent("the operator will call you with a quote");
    // ... until the typing pauses.
    await waitFor(
      () => expect(estimate).toHaveTextContent("the operator will call you with a quote"),
      { timeout: 2000 },
    );
    // A slow typist's next letters do not take it back (it would be read out at every key)...
    await user.type(screen.getByLabelText("Drop location"), " Hi");
    expect(estimate).toHaveTextContent("the operator will call you with a quote");
    expect(estimate).toHaveAttribute("aria-atomic", "true");
    // ... until the route is one the table prices.
    await user.clear(screen.getByLabelText("Drop location"));
    await user.type(screen.getByLabelText("Drop location"), "Madurai");
    expect(estimate).toHaveTextContent("₹9,498");
  });
});
