import { describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "../support/render";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { server } from "../support/msw-server";
import { BookingForm } from "../../src/features/booking/booking-form";
import { ContactForm } from "../../src/features/contact/contact-form";
import { enForms } from "../../src/shared/i18n/en/form-words";
import {
  bookingsPath,
  contactPath,
  enquiryAgeHeader,
  idempotencyHeader,
} from "../../src/shared/forms/api";
import { inIndia, todayInIndia } from "../../src/shared/pickup-time";
import { answerTimeoutMs } from "../../src/lib/post-enquiry";
import { keptRetryMs } from "../../src/lib/use-enquiry-submission";
import { forgetUnsent } from "../../src/lib/unsent-enquiries";

/** A flaky network loses nothing: what could not be sent waits in localStorage with its key. */
const noRetryWait = [0, 0];
const storageKey = "drop-taxi:unsent";
const tomorrow = todayInIndia(new Date(Date.now() + 36 * 3600_000));
const kept = () =>
  JSON.parse(localStorage.getItem(storageKey) ?? "[]") as { key: string; notBefore?: number }[];

const booking = {
  pickupLocation: "Chennai Airport",
  dropoffLocation: "Madurai",
  pickupDate: tomorrow,
  pickupTime: "05:30",
  passengers: 1,
  vehicleType: "sedan",
  extraStops: 0,
  name: "Arun",
  phone: "+919003012345",
  website: "",
};

function keepInStorage(item: Record<string, unknown>) {
  localStorage.setItem(
    storageKey,
    JSON.stringify([{ path: bookingsPath, payload: booking, key: "kept-key-0001", ...item }]),
  );
}

/** A message kept on an earlier visit, the only thing kept. */
function keepMessageInStorage() {
  const message = { name: "Arun", email: "arun@example.com", phone: "+919003012345" };
  localStorage.setItem(
    storageKey,
    JSON.stringify([
      { path: contactPath, payload: { ...message, message: "Hi", website: "" }, key: "k-0002" },
    ]),
  );
}

/**
 * Answers bookings with a reference, and records each request's Idempotency-Key and its
 * Enquiry-Age (how long ago a kept one was sent).
 */
function acceptBookings(keys: (string | null)[] = [], ages: (string | null)[] = []) {
  server.use(
    http.post(bookingsPath, ({ request }) => {
      keys.push(request.headers.get(idempotencyHeader));
      ages.push(request.headers.get(enquiryAgeHeader));
      return HttpResponse.json(
        { ok: true, id: "9", reference: "DT-K3PT0K", callBackWithinMinutes: 10 },
        { status: 201 },
      );
    }),
  );
  return keys;
}

async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Pickup location"), booking.pickupLocation);
  await user.type(screen.getByLabelText("Drop location"), booking.dropoffLocation);
  await user.type(screen.getByLabelText("Pickup date"), booking.pickupDate);
  await user.type(screen.getByLabelText("Pickup time"), booking.pickupTime);
  await user.type(screen.getByLabelText("Your name"), booking.name);
  await user.type(screen.getByLabelText("Phone"), "90030 12345");
}

/** The way back of the kept booking (its places swapped, in the evening), filled in and sent. */
async function bookTheWayBack(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Pickup location"), booking.dropoffLocation);
  await user.type(screen.getByLabelText("Drop location"), booking.pickupLocation);
  await user.type(screen.getByLabelText("Pickup date"), booking.pickupDate);
  await user.type(screen.getByLabelText("Pickup time"), "18:00");
  await user.type(screen.getByLabelText("Your name"), booking.name);
  await user.type(screen.getByLabelText("Phone"), "90030 12345");
  await user.click(screen.getByRole("button", { name: "Book Now" }));
}

/** A booking filled in and sent with no network (each request heard): kept, the form holding it. */
async function keepBookingOffline(heard: (request: Request) => void = () => {}) {
  server.use(
    http.post(bookingsPath, ({ request }) => {
      heard(request);
      return HttpResponse.error();
    }),
  );
  const user = userEvent.setup();
  render(<BookingForm retryDelaysMs={noRetryWait} />);
  await fillBooking(user);
  await user.click(screen.getByRole("button", { name: "Book Now" }));
  await screen.findByText(enForms.booking.kept);
  return user;
}

/** A booking kept on an earlier visit, each try of it answered so; how many tries there were. */
function refuseKeptBooking(answer: () => Response) {
  keepInStorage({});
  let refused = 0;
  server.use(
    http.post(bookingsPath, () => {
      refused++;
      return answer();
    }),
  );
  return () => refused;
}

/** The one kept booking, once the page has held it back for a while. */
async function heldBack() {
  await waitFor(() =>
    expect(kept()).toEqual([expect.objectContaining({ notBefore: expect.any(Number) })]),
  );
  return kept()[0]!;
}

describe("a booking the network lost", () => {
  it("is kept on the phone with its key, the passenger is told, and it is sent once when online", async () => {
    const offlineKeys: (string | null)[] = [];
    const offlineAges: (string | null)[] = [];
    await keepBookingOffline((request) => {
      offlineKeys.push(request.headers.get(idempotencyHeader));
      offlineAges.push(request.headers.get(enquiryAgeHeader));
    });
    const status = screen.getByText(enForms.booking.kept);
    expect(status.closest(".notice")).toHaveTextContent("Call +91 98400 12345");
    expect(screen.getByRole("link", { name: "send it on WhatsApp" })).toBeInTheDocument();
    expect(kept().map((item) => item.key)).toEqual([offlineKeys[0]]);

    const onlineAges: (string | null)[] = [];
    const onlineKeys = acceptBookings([], onlineAges);
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    // Sent as it was written (and retried at once), it says nothing of its age; sent again
    // later from the phone, it does.
    expect(offlineAges).toEqual([null, null, null]);
    expect(onlineAges).toEqual([expect.stringMatching(/^\d+$/)]);
    expect(screen.getByRole("status")).toHaveTextContent(
      "An operator will call you on +91 90030 12345, usually within 10 minutes.",
    );
    expect(onlineKeys).toEqual([offlineKeys[0]]);
    expect(kept()).toEqual([]);
    // The form is cleared for a next booking once the success is shown (a render later).
    await waitFor(() => expect(screen.getByLabelText("Pickup location")).toHaveValue(""));
    // Online again later: nothing is left to send.
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onlineKeys).toHaveLength(1);
  });

  it("is refused when its details were erased meanwhile; the next press is a new booking", async () => {
    server.use(http.post(bookingsPath, () => HttpResponse.error()));
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillBooking(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText(enForms.booking.kept);
    const [keptKey] = kept().map((item) => item.key);

    // An operator erased it at the passenger's request before the phone was online again.
    const keys: (string | null)[] = [];
    server.use(
      http.post(bookingsPath, ({ request }) => {
        keys.push(request.headers.get(idempotencyHeader));
        return HttpResponse.json(
          { ok: false, error: { code: keys.length === 1 ? "removed" : "rate_limited" } },
          { status: keys.length === 1 ? 410 : 429 },
        );
      }),
    );
    window.dispatchEvent(new Event("online"));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(enForms.failures.removed),
    );
    expect(kept()).toEqual([]);
    // Sent again by hand, the same details are a new booking: a new key, never the spent one.
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keptKey);
    expect(keys[1]).not.toBe(keptKey);
    // The second answer (a limit) is logged as any refusal is.
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    vi.mocked(console.error).mockClear();
  });

  it("is kept when the connection goes quiet, and sent again while the page stays open", async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(bookingsPath, async ({ request }) => {
        keys.push(request.headers.get(idempotencyHeader));
        // Online, and no answer ever: a train between two towers.
        await new Promise(() => {});
        return HttpResponse.json({});
      }),
    );
    // The page's clocks, faked before it sets them; they also run on by themselves for typing.
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"],
      shouldAdvanceTime: true,
    });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      await fillBooking(user);
      screen.getByRole("button", { name: "Book Now" }).click();
      // (The clocks also run on by themselves, so this stops short by a second.)
      await vi.advanceTimersByTimeAsync(answerTimeoutMs - 1000);
      expect(screen.getByRole("button", { name: "Sending..." })).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(() =>
        expect(screen.getByRole("status")).toHaveTextContent(enForms.booking.kept),
      );
      // Not tried again at once on a quiet line: one attempt, then kept.
      expect(keys).toHaveLength(1);
      expect(kept().map((item) => item.key)).toEqual(keys);

      const laterKeys = acceptBookings();
      await vi.advanceTimersByTimeAsync(keptRetryMs);
      expect(laterKeys).toEqual(keys);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(kept()).toEqual([]);
  });

  it("pressed again unchanged, keeps the first press's time and sends it as the age", async () => {
    const ages: (string | null)[] = [];
    const user = await keepBookingOffline((request) =>
      ages.push(request.headers.get(enquiryAgeHeader)),
    );
    const anHourAgo = Date.now() - 3_600_000;
    const [first] = kept() as { key: string; sentAt: number }[];
    localStorage.setItem(storageKey, JSON.stringify([{ ...first, sentAt: anHourAgo }]));
    ages.length = 0;
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(kept()).toEqual([{ ...first, sentAt: anHourAgo }]));
    expect(Number(ages[0])).toBeGreaterThanOrEqual(3600);
  });

  it("pressed again and told to wait, says for how long it waits, not that there is no connection", async () => {
    const user = await keepBookingOffline();
    server.use(
      http.post(bookingsPath, () =>
        HttpResponse.json(
          { ok: false, error: { code: "rate_limited", retryAfterSeconds: 130 } },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(enForms.keptHeld(3))).toBeInTheDocument();
    expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument();
    expect(kept()).toEqual([expect.objectContaining({ notBefore: expect.any(Number) })]);
  });

  it.each([
    ["its time", "Pickup time", "10:00", "Chennai Airport → Madurai"],
    ["its drop", "Drop location", "Madurai Airport", "→ Madurai Airport"],
  ])(
    "with %s changed and sent again offline, is a booking of its own: both wait, both go",
    async (_what, label, value, trip) => {
      const user = await keepBookingOffline();
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
      await user.click(screen.getByRole("button", { name: "Book Now" }));
      // A correction and a second car look alike: neither is dropped unsent. The operators get
      // both, each naming the other as its look-alike.
      await waitFor(() => expect(kept()).toHaveLength(2));
      const waiting = () =>
        [...document.querySelectorAll(".notice--waiting")].map((notice) => notice.textContent);
      await waitFor(() => expect(waiting()).toHaveLength(2));
      // Newest first: the one just pressed.
      expect(waiting()[0]).toContain(trip);
      const keys = acceptBookings();
      window.dispatchEvent(new Event("online"));
      await waitFor(() => expect(keys).toHaveLength(2));
      expect(new Set(keys).size).toBe(2);
      await waitFor(() => expect(waiting()).toEqual([]));
    },
  );

  it("sent when online, leaves what the passenger changed meanwhile in the form", async () => {
    const user = await keepBookingOffline();
    const time = screen.getByLabelText("Pickup time");
    await user.clear(time);
    await user.type(time, "21:00");
    acceptBookings();
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(screen.getByLabelText("Pickup time")).toHaveValue("21:00");
    expect(screen.getByLabelText("Pickup location")).toHaveValue(booking.pickupLocation);
  });

  it("is kept when the server could not decide (503) too", async () => {
    server.use(
      http.post(bookingsPath, () =>
        HttpResponse.json({ ok: false, error: { code: "unavailable" } }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillBooking(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText(enForms.booking.kept);
    expect(kept()).toHaveLength(1);
  });

  it("is sent by itself on the next visit, with the key it was kept with", async () => {
    keepInStorage({});
    const keys = acceptBookings();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(keys).toEqual(["kept-key-0001"]);
    expect(kept()).toEqual([]);
  });

  it("kept on an earlier visit and not through yet, is told on the form with its trip, once", async () => {
    const tries = refuseKeptBooking(() => HttpResponse.error());
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    const notice = (await screen.findByText(enForms.booking.kept)).closest(".notice");
    expect(notice).toHaveTextContent("Chennai Airport");
    expect(notice).toHaveTextContent("Madurai");
    await waitFor(() => expect(tries()).toBeGreaterThan(0));
    // Tried again, and again no answer: the same notice, not told anew (a screen reader would
    // read it out again at every try).
    const before = tries();
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(tries()).toBeGreaterThan(before));
    expect(screen.getByText(enForms.booking.kept).closest(".notice")).toBe(notice);
    // Through at last: the booking's reference in its place.
    acceptBookings();
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument();
  });

  it("kept on an earlier visit, a booking or a message is told as waiting while the phone is offline, until another tab sends it", async () => {
    /** The other tab sent it, forgot it, and told this one through the storage event. */
    const sentByAnotherTab = () => {
      localStorage.removeItem(storageKey);
      window.dispatchEvent(new StorageEvent("storage", { key: storageKey }));
    };
    keepInStorage({});
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      expect(await screen.findByText(enForms.booking.kept)).toBeInTheDocument();
      sentByAnotherTab();
      await waitFor(() => expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument());
      cleanup();
      keepMessageInStorage();
      render(<ContactForm retryDelaysMs={noRetryWait} />);
      expect(await screen.findByText(enForms.contact.kept)).toBeInTheDocument();
      sentByAnotherTab();
      await waitFor(() => expect(screen.queryByText(enForms.contact.kept)).not.toBeInTheDocument());
      // A booking whose pickup has passed is not promised: it will not be sent.
      cleanup();
      keepInStorage({ sendBefore: Date.now() - 1000 });
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      await screen.findByRole("button", { name: "Book Now" });
      expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument();
    } finally {
      online.mockRestore();
    }
  });

  it("kept here and refused by another tab, is told so here, and the spent key is never sent again", async () => {
    await keepBookingOffline();
    const [keptKey] = kept().map((item) => item.key);
    // Another tab sent it as it loaded, and heard it was erased meanwhile.
    forgetUnsent(keptKey!, { kind: "refused", answer: { ok: false, error: { code: "removed" } } });
    window.dispatchEvent(new StorageEvent("storage", { key: storageKey }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(enForms.failures.removed),
    );
    expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument();
    // The form still holds it: sent again by hand, it is a new booking under a new key.
    const keys = acceptBookings();
    await userEvent.setup().click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByTestId("booking-reference");
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(keptKey);
  });

  it("keeps how another tab settled a booking for a day only, and nothing of a shape it cannot read", async () => {
    const settled = "drop-taxi:settled";
    const answer = { ok: true, id: "5", reference: "DT-K3PT0K" };
    const recent = { key: "k-recent", at: Date.now() - 3600_000, kind: "sent", answer };
    localStorage.setItem(
      settled,
      JSON.stringify([
        recent,
        { key: "k-old", at: Date.now() - 25 * 3600_000, kind: "sent", answer },
        { key: "k-odd", at: Date.now(), kind: "refused", answer: { ok: false } },
      ]),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await screen.findByRole("button", { name: "Book Now" });
    expect(JSON.parse(localStorage.getItem(settled)!)).toEqual([recent]);
    // A day later, nothing is left of it.
    cleanup();
    vi.spyOn(Date, "now").mockReturnValue(recent.at + 24 * 3600_000 + 1);
    try {
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      await screen.findByRole("button", { name: "Book Now" });
      expect(localStorage.getItem(settled)).toBeNull();
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
  });

  it("kept on an earlier visit, is told as waiting while its first try is on its way", async () => {
    keepInStorage({});
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(bookingsPath, async () => {
        // A slow network: the answer takes its time.
        await answered;
        return HttpResponse.json(
          { ok: true, id: "9", reference: "DT-K3PT0K", callBackWithinMinutes: 10 },
          { status: 201 },
        );
      }),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    // Told before the answer: otherwise the passenger may type it again meanwhile.
    const waiting = (await screen.findByText(enForms.booking.kept)).closest(".notice");
    expect(waiting).toHaveTextContent("Chennai Airport → Madurai");
    answer();
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument();
  });

  it("kept with its pickup under an hour away, asks the passenger to call as well", async () => {
    const soon = inIndia(new Date(Date.now() + 30 * 60_000));
    keepInStorage({ payload: { ...booking, pickupDate: soon.date, pickupTime: soon.time } });
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      const notice = (await screen.findByText(enForms.booking.kept)).closest(".notice");
      expect(notice).toHaveTextContent(
        /Your pickup is in (29|30) minutes: please call us now as well/,
      );
    } finally {
      online.mockRestore();
    }
  });

  it("kept on an earlier visit, two bookings are each told as waiting, with its own trip", async () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify([
        { path: bookingsPath, payload: booking, key: "kept-key-0001" },
        {
          path: bookingsPath,
          payload: { ...booking, pickupLocation: "Madurai", dropoffLocation: "Chennai Airport" },
          key: "kept-key-0002",
        },
      ]),
    );
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      await waitFor(() => expect(screen.getAllByText(enForms.booking.kept)).toHaveLength(2));
      const trips = screen
        .getAllByText(enForms.booking.kept)
        .map((line) => line.closest(".notice")?.textContent ?? "");
      expect(trips).toEqual([
        expect.stringContaining("Madurai → Chennai Airport"),
        expect.stringContaining("Chennai Airport → Madurai"),
      ]);
    } finally {
      online.mockRestore();
    }
  });

  it("kept on an earlier visit, is still told as waiting after the passenger books another trip", async () => {
    keepInStorage({});
    // The kept one gets no answer; the new one goes through.
    server.use(
      http.post(bookingsPath, ({ request }) =>
        request.headers.get(idempotencyHeader) === "kept-key-0001"
          ? HttpResponse.error()
          : HttpResponse.json(
              { ok: true, id: "9", reference: "DT-W4YB4C", callBackWithinMinutes: 10 },
              { status: 201 },
            ),
      ),
    );
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await screen.findByText(enForms.booking.kept);
    await bookTheWayBack(user);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-W4YB4C");
    // Gone from the screen, the passenger might type it again and send it twice.
    const waiting = screen.getByText(enForms.booking.kept).closest(".notice");
    expect(waiting).toHaveTextContent("Chennai Airport → Madurai");
    // Its own outcome takes its place when it comes.
    acceptBookings();
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(screen.getAllByTestId("booking-reference")).toHaveLength(2));
    expect(screen.queryByText(enForms.booking.kept)).not.toBeInTheDocument();
  });

  it("waits as long as the server asks after too many were sent, then goes", async () => {
    const refused = refuseKeptBooking(() =>
      HttpResponse.json(
        { ok: false, error: { code: "rate_limited", retryAfterSeconds: 300 } },
        { status: 429 },
      ),
    );
    const asked = Date.now();
    const { unmount } = render(<BookingForm retryDelaysMs={noRetryWait} />);
    const waiting = await heldBack();
    expect(refused()).toBe(1);
    expect(waiting.key).toBe("kept-key-0001");
    expect(waiting.notBefore! - asked).toBeGreaterThanOrEqual(300_000);
    expect(waiting.notBefore! - Date.now()).toBeLessThanOrEqual(300_000);
    unmount();
    // A visit before then asks nothing (each try would count against the limit again).
    const { unmount: leave } = render(<BookingForm retryDelaysMs={noRetryWait} />);
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refused()).toBe(1);
    leave();
    // Once the time has come, it goes.
    localStorage.setItem(storageKey, JSON.stringify([{ ...waiting, notBefore: Date.now() - 1 }]));
    const keys = acceptBookings();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(keys).toEqual(["kept-key-0001"]);
    expect(kept()).toEqual([]);
  });

  it("stays kept when Netlify's own limit answers in words of its own", async () => {
    const refused = refuseKeptBooking(
      () =>
        new HttpResponse("Too Many Requests", { status: 429, headers: { "Retry-After": "120" } }),
    );
    const asked = Date.now();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    const waiting = await heldBack();
    expect(waiting.notBefore! - asked).toBeGreaterThanOrEqual(120_000);
    expect(waiting.notBefore! - asked).toBeLessThan(300_000);
    expect(refused()).toBe(1);
    expect(screen.queryByRole("status")).not.toHaveTextContent(/could not/);
  });

  it("kept on an earlier visit, stays kept when this form keeps another booking: both go", async () => {
    keepInStorage({ payload: { ...booking, pickupDate: tomorrow, pickupTime: "18:00" } });
    await keepBookingOffline();
    const keys = kept().map((item) => item.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe("kept-key-0001");
    const sent = acceptBookings();
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(sent.sort()).toEqual([...keys].sort()));
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it("is not replaced by the way back: a second trip is a booking of its own, both go, both are told", async () => {
    const user = await keepBookingOffline();
    const [first] = kept();
    const pickup = screen.getByLabelText("Pickup location");
    const drop = screen.getByLabelText("Drop location");
    await user.clear(pickup);
    await user.type(pickup, booking.dropoffLocation);
    await user.clear(drop);
    await user.type(drop, booking.pickupLocation);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(kept()).toHaveLength(2));
    expect(kept()[0]).toEqual(first);
    // Both are told as waiting: the way back's notice does not take the first one's place.
    expect(screen.getAllByText(enForms.booking.kept)).toHaveLength(2);
    const references = ["DT-K3PT0K", "DT-W4YB4C"];
    server.use(
      http.post(bookingsPath, () =>
        HttpResponse.json(
          { ok: true, id: "9", reference: references.shift(), callBackWithinMinutes: 10 },
          { status: 201 },
        ),
      ),
    );
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(kept()).toEqual([]));
    // Each has its own reference on the screen, not only the one that settled last: newest first.
    const told = await screen.findAllByTestId("booking-reference");
    expect(told.map((reference) => reference.textContent)).toEqual(["DT-W4YB4C", "DT-K3PT0K"]);
  });

  it("pressed again on a later visit, is left alone by the page's own resend while the press waits", async () => {
    const user = await keepBookingOffline();
    cleanup();
    let pressed = false;
    let afterPress = 0;
    let answerPress = () => {};
    const pressAnswered = new Promise<void>((resolve) => (answerPress = resolve));
    server.use(
      http.post(bookingsPath, async () => {
        // The visit's own resend finds no network; once Book is pressed, answers take their time.
        if (!pressed) return HttpResponse.error();
        afterPress++;
        await pressAnswered;
        return HttpResponse.json(
          { ok: true, id: "9", reference: "DT-K3PT0K", callBackWithinMinutes: 10 },
          { status: 201 },
        );
      }),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await screen.findByText(enForms.booking.kept);
    await fillBooking(user);
    pressed = true;
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(afterPress).toBe(1));
    // The network is back while the press waits: the resend leaves its booking to the press.
    window.dispatchEvent(new Event("online"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(afterPress).toBe(1);
    answerPress();
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it("pressed again while another tab sends it, is told as that tab's answer, not as not sent", async () => {
    const user = await keepBookingOffline();
    cleanup();
    let pressed = false;
    server.use(
      http.post(bookingsPath, () => {
        // While this press is on its way, another tab sends the kept booking and says so; the
        // press itself never gets an answer.
        const [waiting] = kept();
        if (pressed && waiting) {
          const { key } = waiting;
          const answer = { ok: true, id: "7", reference: "DT-7TABS7", callBackWithinMinutes: 10 };
          forgetUnsent(key, { kind: "sent", answer });
        }
        return HttpResponse.error();
      }),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await screen.findByText(enForms.booking.kept);
    await fillBooking(user);
    pressed = true;
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-7TABS7");
    expect(screen.queryByText(enForms.booking.error)).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it("pressed again on a later visit and refused, is refused for good: not kept to go again", async () => {
    const user = await keepBookingOffline();
    cleanup();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      let refused = 0;
      server.use(
        http.post(bookingsPath, () => {
          refused++;
          return HttpResponse.json(
            { ok: false, error: { code: "idempotency_key_reused" } },
            { status: 422 },
          );
        }),
      );
      render(<BookingForm retryDelaysMs={noRetryWait} />);
      await fillBooking(user);
      await user.click(screen.getByRole("button", { name: "Book Now" }));
      await screen.findByText(/Your details changed while they were being sent/);
      expect(refused).toBe(1);
      // Kept, it would be sent again at every chance and refused again on every visit.
      expect(kept()).toEqual([]);
      expect(console.error).toHaveBeenCalledWith(
        `Not sent to ${bookingsPath}:`,
        "idempotency_key_reused",
      );
      vi.mocked(console.error).mockClear();
    } finally {
      online.mockRestore();
    }
  });

  it("pressed again on a later visit, goes under the key it was kept with: one booking", async () => {
    const user = await keepBookingOffline();
    const [first] = kept();
    cleanup();
    // The next visit, still offline: the same booking typed and sent again.
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillBooking(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByText(enForms.booking.kept);
    expect(kept()).toEqual([first]);
  });

  it("pressed again while its kept copy is on its way, is told once", async () => {
    const user = await keepBookingOffline();
    cleanup();
    // The next visit sends the kept one at once; its answer is slow to come back.
    let answerKept = () => {};
    const keptAnswered = new Promise<void>((resolve) => (answerKept = resolve));
    let requests = 0;
    server.use(
      http.post(bookingsPath, async () => {
        if (++requests === 1) await keptAnswered;
        return HttpResponse.json(
          { ok: true, id: "9", reference: "DT-K3PT0K", callBackWithinMinutes: 10 },
          { status: 201 },
        );
      }),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await waitFor(() => expect(requests).toBe(1));
    await fillBooking(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    answerKept();
    await waitFor(() => expect(kept()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId("booking-reference")).toHaveLength(1);
  });

  it("settling while the passenger books the next trip, keeps its notice beside the new one", async () => {
    keepInStorage({});
    let answerKept = () => {};
    const keptAnswered = new Promise<void>((resolve) => (answerKept = resolve));
    server.use(
      http.post(bookingsPath, async ({ request }) => {
        const isKept = request.headers.get(idempotencyHeader) === "kept-key-0001";
        if (isKept) await keptAnswered;
        else {
          // The kept one's answer comes while this press is on its way.
          answerKept();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return HttpResponse.json(
          { ok: true, id: "9", reference: isKept ? "DT-K3PT0K" : "DT-W4YB4C" },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await bookTheWayBack(user);
    await waitFor(() =>
      expect(
        screen.getAllByTestId("booking-reference").map((reference) => reference.textContent),
      ).toEqual(["DT-W4YB4C", "DT-K3PT0K"]),
    );
  });

  it("is not sent once another tab has sent it, while this page was sending the one before", async () => {
    localStorage.setItem(
      storageKey,
      JSON.stringify([
        { path: bookingsPath, payload: booking, key: "kept-key-0001" },
        { path: bookingsPath, payload: { ...booking, pickupTime: "09:00" }, key: "kept-key-0002" },
      ]),
    );
    const keys: (string | null)[] = [];
    server.use(
      http.post(bookingsPath, ({ request }) => {
        keys.push(request.headers.get(idempotencyHeader));
        // Meanwhile another tab sends the second one and forgets it.
        localStorage.setItem(storageKey, JSON.stringify(kept().slice(0, 1)));
        return HttpResponse.json(
          { ok: true, id: "9", reference: "DT-K3PT0K", callBackWithinMinutes: 10 },
          { status: 201 },
        );
      }),
    );
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    await waitFor(() => expect(kept()).toEqual([]));
    expect(keys).toEqual(["kept-key-0001"]);
  });

  it("is held no longer than a quarter of an hour, and told when its pickup passed meanwhile", async () => {
    keepInStorage({});
    server.use(
      http.post(bookingsPath, () =>
        HttpResponse.json(
          { ok: false, error: { code: "rate_limited", retryAfterSeconds: 1e10 } },
          { status: 429 },
        ),
      ),
    );
    const { unmount } = render(<BookingForm retryDelaysMs={noRetryWait} />);
    await waitFor(() => expect(kept()[0]?.notBefore).toBeDefined());
    expect(kept()[0]!.notBefore! - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    unmount();
    // Held, and its pickup passes: the passenger hears so at once.
    keepInStorage({ notBefore: Date.now() + 60_000, sendBefore: Date.now() - 1 });
    const { unmount: leave } = render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByText(/was not sent: its pickup time passed/)).toBeInTheDocument();
    leave();
    // A hold a phone's clock set back has stretched past any limit's window is not waited out.
    keepInStorage({ notBefore: Date.now() + 86_400_000 });
    const keys = acceptBookings();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(keys).toEqual(["kept-key-0001"]);
  });

  it("changed and sent when online, goes beside the booking the form was holding: both go", async () => {
    const user = await keepBookingOffline();
    const time = screen.getByLabelText("Pickup time");
    await user.clear(time);
    await user.type(time, "10:00");
    const keys = acceptBookings();
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    // The first still waits, told as such, and goes at the next chance.
    expect(kept()).toHaveLength(1);
    expect(screen.getByText(enForms.booking.kept)).toBeInTheDocument();
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it("keeps what the passenger typed while it was on its way, once it is sent", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(bookingsPath, async () => {
        await answered;
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillBooking(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    await screen.findByRole("button", { name: "Sending..." });
    const time = screen.getByLabelText("Pickup time");
    await user.clear(time);
    await user.type(time, "21:00");
    answer();
    await screen.findByText(enForms.booking.kept);
    acceptBookings();
    window.dispatchEvent(new Event("online"));
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(screen.getByLabelText("Pickup time")).toHaveValue("21:00");
  });

  it("is not sent once its pickup time has passed: the passenger is told and offered the call link", async () => {
    keepInStorage({ sendBefore: Date.now() - 60_000 });
    // No handler: a request would fail the test.
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    const notice = await screen.findByText(/was not sent: its pickup time passed/);
    expect(notice.closest(".notice")).toContainElement(
      screen.getByRole("link", { name: /^Call \+91\s98400\s12345$/ }),
    );
    expect(kept()).toEqual([]);
  });

  it("is still sent on a visit days later while its pickup is ahead, saying how long ago it was sent", async () => {
    const threeDaysMs = 3 * 86_400_000;
    keepInStorage({ sentAt: Date.now() - threeDaysMs, sendBefore: Date.now() + 86_400_000 });
    const ages: (string | null)[] = [];
    const keys = acceptBookings([], ages);
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    expect(keys).toEqual(["kept-key-0001"]);
    expect(Number(ages[0]) - threeDaysMs / 1000).toBeGreaterThanOrEqual(0);
    expect(Number(ages[0]) - threeDaysMs / 1000).toBeLessThan(60);
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it("is sent without an age when a page before this one kept it, or the phone's clock went back", async () => {
    // As a page before this one kept it: with the time it was kept (a field since dropped).
    keepInStorage({ keptAt: Date.now() - 86_400_000 });
    const ages: (string | null)[] = [];
    acceptBookings([], ages);
    const { unmount } = render(<BookingForm retryDelaysMs={noRetryWait} />);
    expect(await screen.findByTestId("booking-reference")).toHaveTextContent("DT-K3PT0K");
    unmount();
    keepInStorage({ sentAt: Date.now() + 3_600_000 });
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await waitFor(() => expect(ages).toHaveLength(2));
    expect(ages).toEqual([null, null]);
  });

  it("is not kept when this browser cannot store anything: the error and WhatsApp remain", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    server.use(http.post(bookingsPath, () => HttpResponse.error()));
    const user = userEvent.setup();
    render(<BookingForm retryDelaysMs={noRetryWait} />);
    await fillBooking(user);
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(/We could not send your booking/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send this booking on WhatsApp" })).toBeInTheDocument();
    vi.mocked(console.error).mockClear();
  });
});

/** A message written and sent with no network: kept, the form holding it. */
async function keepMessageOffline() {
  server.use(http.post(contactPath, () => HttpResponse.error()));
  const user = userEvent.setup();
  render(<ContactForm retryDelaysMs={noRetryWait} />);
  await user.type(screen.getByLabelText("Name"), "Priya");
  await user.type(screen.getByLabelText("Email"), "priya@example.com");
  await user.type(screen.getByLabelText("Phone"), "90030 12345");
  await user.type(screen.getByLabelText("Message"), "Airport drop?");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  await screen.findByText(enForms.contact.kept);
  return user;
}

const acceptMessages = () =>
  server.use(
    http.post(contactPath, () =>
      HttpResponse.json({ ok: true, id: "3", callBackWithinMinutes: 10 }, { status: 201 }),
    ),
  );

describe("a contact message the network lost", () => {
  it("is kept and sent when the phone is online again", async () => {
    await keepMessageOffline();

    acceptMessages();
    window.dispatchEvent(new Event("online"));
    expect(
      await screen.findByText("Thank you for your message! We will contact you soon."),
    ).toBeInTheDocument();
    expect(kept()).toEqual([]);
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it("sent when online, leaves what the passenger changed meanwhile in the form", async () => {
    const user = await keepMessageOffline();
    await user.type(screen.getByLabelText("Message"), " And back on Sunday.");
    acceptMessages();
    window.dispatchEvent(new Event("online"));
    expect(
      await screen.findByText("Thank you for your message! We will contact you soon."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("Airport drop? And back on Sunday.");
  });

  it("pressed again and told to wait, says it goes by itself in a minute", async () => {
    const user = await keepMessageOffline();
    server.use(
      http.post(contactPath, () =>
        HttpResponse.json({ ok: false, error: { code: "rate_limited" } }, { status: 429 }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(enForms.keptHeld(1))).toBeInTheDocument();
    expect(screen.queryByText(enForms.contact.kept)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("Airport drop?");
  });

  it("one kept on an earlier visit going leaves the form's own, still unsent, in the form and told", async () => {
    await keepMessageOffline();
    const [own] = kept() as { key: string; payload: object }[];
    const earlier = {
      path: contactPath,
      key: "kept-key-0002",
      sentAt: Date.now() - 60_000,
      payload: { ...own!.payload, message: "Outstation trip?" },
    };
    localStorage.setItem(storageKey, JSON.stringify([earlier, own]));
    server.use(
      http.post(contactPath, ({ request }) =>
        request.headers.get(idempotencyHeader) === earlier.key
          ? HttpResponse.json({ ok: true, id: "3", callBackWithinMinutes: 10 }, { status: 201 })
          : HttpResponse.error(),
      ),
    );
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(kept()).toEqual([own]));
    expect(screen.getByLabelText("Message")).toHaveValue("Airport drop?");
    // The earlier one's thanks would say this one went too, while it waits.
    expect(screen.getByText(enForms.contact.kept)).toBeInTheDocument();
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
  });

  it("changed and sent again, goes as a second message: the first is never dropped", async () => {
    const user = await keepMessageOffline();
    await user.type(screen.getByLabelText("Message"), " And back on Sunday.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(kept()).toHaveLength(2));
  });

  it("is sent on the next visit however much later: nothing kept is dropped unsent", async () => {
    const message = {
      name: "Priya",
      phone: "+919003012345",
      message: "Airport drop?",
      website: "",
    };
    localStorage.setItem(
      storageKey,
      JSON.stringify([
        {
          path: contactPath,
          payload: message,
          key: "kept-key-0002",
          keptAt: Date.now() - 8 * 86_400_000,
        },
      ]),
    );
    const keys: (string | null)[] = [];
    server.use(
      http.post(contactPath, ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return HttpResponse.json({ ok: true, id: "4", callBackWithinMinutes: 10 }, { status: 201 });
      }),
    );
    render(<ContactForm retryDelaysMs={noRetryWait} />);
    expect(
      await screen.findByText("Thank you for your message! We will contact you soon."),
    ).toBeInTheDocument();
    expect(keys).toEqual(["kept-key-0002"]);
    expect(kept()).toEqual([]);
  });
});
