import { describe, expect, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { retryUnsent } from "../../netlify/delivery/notify";
import { todayInIndia } from "../../src/shared/pickup-time";
import { fares, vehicleTypes } from "../../src/shared/fares/fares";
import {
  count,
  deliveries,
  operatorEmails,
  postJson,
  requestContext,
} from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";

const handle = createEnquiryHandler(bookingKind);
const url = "http://localhost/api/bookings";
// Two days ahead: a pickup within 12 hours of its booking gets a note beside its time in the
// mail, which this test reads line by line whatever the hour it runs.
const pickupDay = todayInIndia(new Date(Date.now() + 48 * 3600_000));
const booking = {
  pickupLocation: "Chennai Airport",
  dropoffLocation: "Madurai",
  pickupDate: pickupDay,
  pickupTime: "05:30",
  passengers: 3,
  vehicleType: "sedan",
  extraStops: 1,
  name: "Arun Kumar",
  phone: "98400 12345",
};

const h = useHarness();

async function submit(body: unknown = booking, options: Parameters<typeof postJson>[2] = {}) {
  const context = requestContext();
  const response = await handle(h.deps, postJson(url, body, options), context);
  await context.settled();
  return { response, json: await response.json() };
}

describe("POST /api/bookings", () => {
  it("stores the booking with a readable reference and the server's own fare estimate", async () => {
    const { response, json } = await submit();
    expect(response.status).toBe(201);
    expect(json).toEqual({
      ok: true,
      id: expect.any(String),
      reference: expect.stringMatching(/^DT-[2-9A-Z]{6}$/),
      callBackWithinMinutes: 10,
      // The stored figure (below), which the page's thanks repeats.
      fareEstimate: 7923,
      distanceKm: 462,
    });
    const [row] = await h.db.query<Record<string, unknown>>(
      "SELECT *, pickup_date::text AS day, pickup_time::text AS at FROM booking_requests",
    );
    expect(row).toMatchObject({
      reference: json.reference,
      pickup_location: "Chennai Airport",
      dropoff_location: "Madurai",
      day: pickupDay,
      at: "05:30:00",
      passengers: 3,
      vehicle_type: "sedan",
      extra_stops: 1,
      name: "Arun Kumar",
      phone: "+919840012345",
      distance_km: 462,
      // 462 km × ₹15 = 6930, night 10 % = 693, airport pickup 250, one stop 50
      fare_estimate: 7923,
      language: "en",
    });
    expect((await deliveries(h.db)).map((delivery) => delivery.status)).toEqual(
      operatorEmails.map(() => "sent"),
    );
  });

  it("stores the page's language with the booking, and the mail names it in English", async () => {
    const { json } = await submit({ ...booking, language: "kn" });
    const [row] = await h.db.query<{ language: string }>("SELECT language FROM booking_requests");
    expect(row!.language).toBe("kn");
    const [mail] = await h.smtp.waitForMails(1);
    expect(mail!.text!.split("\n")).toContain("Prefers: Kannada");
    expect(mail!.subject).toContain(json.reference);
  });

  it("mails the operators a subject led by reference, name, route, weekday and time, the number grouped and times in IST", async () => {
    const { json } = await submit();
    const [mail] = await h.smtp.waitForMails(1);
    // The weekday from the calendar, worked out here apart from the code under test.
    const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" }).format(
      new Date(`${pickupDay}T00:00:00Z`),
    );
    const day = Number(pickupDay.slice(8));
    // "Arun Kumar" makes room by its surname: neither the first name nor the time is cut.
    expect(mail!.subject).toMatch(
      new RegExp(`^${json.reference} Arun ✈Chennai→Madurai ${weekday} ${day} \\w{3} 05:30$`),
    );
    expect([...new Intl.Segmenter().segment(mail!.subject!)].length).toBeLessThanOrEqual(50);
    expect(mail!.text).toMatch(
      /^I'll call \(tells the others\): \S+\nCall \+91 98400 12345: tel:\+919840012345\nWhatsApp: https:\/\/wa\.me\/919840012345\n/,
    );
    const lines = mail!.text!.split("\n");
    for (const line of [
      "Pickup: Chennai Airport",
      "Drop: Madurai",
      "Time: 05:30 IST",
      "Passengers: 3",
      "Vehicle: Sedan",
      "Name: Arun Kumar",
      "Phone: +91 98400 12345",
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Date: ${weekday} ${day} \\w{3} ${pickupDay.slice(0, 4)}$`),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^Received: \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST$/),
    );
    expect(lines).toContain(
      "Fare: ₹7,923 estimate: 462 km × ₹15 = ₹6,930 + night ₹693 + airport pickup ₹250 + 1 stop ₹50; tolls and permits extra",
    );
    expect(mail!.html).toContain('href="tel:+919840012345"');
    expect(mail!.html).toContain(">Call +91 98400 12345</a>");
    expect(mail!.html).toContain('href="https://wa.me/919840012345?text=Hello%20Arun%20Kumar');
    expect(mail!.replyTo).toBeUndefined();
  });

  it("says the operator will quote a route it does not know", async () => {
    await submit({ ...booking, dropoffLocation: "Yercaud hills" });
    const [mail] = await h.smtp.waitForMails(1);
    expect(mail!.text).toContain("Fare: To quote");
    const [row] = await h.db.query<{ fare_estimate: number | null }>(
      "SELECT fare_estimate FROM booking_requests",
    );
    expect(row!.fare_estimate).toBeNull();
  });

  it("prices a route its table lacks from the distance Google Maps gave the page", async () => {
    await submit({ ...booking, dropoffLocation: "Yercaud hills", distanceKm: 360 });
    const [row] = await h.db.query<{ distance_km: number; fare_estimate: number }>(
      "SELECT distance_km, fare_estimate FROM booking_requests",
    );
    // 360 × ₹15 = 5400, night 540, airport 250, one stop 50
    expect(row).toEqual({ distance_km: 360, fare_estimate: 6240 });
  });

  it("prefers its own table to the page's distance for a route it knows", async () => {
    await submit({ ...booking, distanceKm: 5 });
    const [row] = await h.db.query<{ distance_km: number }>(
      "SELECT distance_km FROM booking_requests",
    );
    expect(row!.distance_km).toBe(462);
  });

  it("refuses more passengers than the vehicle seats, with the code the page words", async () => {
    const { response, json } = await submit({ ...booking, passengers: 6 });
    expect(response.status).toBe(400);
    expect(json.error).toEqual({
      code: "validation",
      fieldErrors: { passengers: "over_capacity" },
    });
    expect(await count(h.db, "booking_requests")).toBe(0);
  });

  it("books a group of 7 in an Innova", async () => {
    const { response } = await submit({ ...booking, passengers: 7, vehicleType: "innova" });
    expect(response.status).toBe(201);
    const [row] = await h.db.query<{ passengers: number }>(
      "SELECT passengers FROM booking_requests",
    );
    expect(row!.passengers).toBe(7);
  });

  it("marks a pickup date in the past on the date field", async () => {
    const { response, json } = await submit({ ...booking, pickupDate: "2020-01-01" });
    expect(response.status).toBe(400);
    expect(json.error.fieldErrors).toEqual({ pickupDate: "past_date" });
  });

  it("gives the same reference to a repeated Idempotency-Key, with one row and one mail", async () => {
    const key = "booking-key-123456";
    const first = await submit(booking, { key });
    const second = await submit(booking, { key });
    expect(second.json).toEqual(first.json);
    expect(await count(h.db, "booking_requests")).toBe(1);
    expect(h.smtp.mails).toHaveLength(operatorEmails.length);
  });

  it("keeps the booking when SMTP is down and the retry job mails it once", async () => {
    await h.smtp.down();
    expect((await submit()).response.status).toBe(201);
    await h.smtp.up();
    await h.db.query("UPDATE deliveries SET next_attempt_at = now()");
    expect(await retryUnsent(h.deps, [contactKind, bookingKind])).toEqual({
      sent: operatorEmails.length,
      retry: 0,
      failed: 0,
    });
    await h.smtp.waitForMails(operatorEmails.length);
    expect(await retryUnsent(h.deps, [contactKind, bookingKind])).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
    });
    expect(h.smtp.mails).toHaveLength(operatorEmails.length);
  });

  it("delivers a booking whose function ended before mailing, once its claim is stale", async () => {
    // The request stored the row (born claimed) but its waitUntil work never ran.
    const response = await handle(h.deps, postJson(url, booking), {
      ip: "192.0.2.9",
      waitUntil: () => {},
    });
    expect(response.status).toBe(201);
    // A moment later the mail may be under way from that same process; let it finish first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    h.smtp.mails.length = 0;
    await h.db.query(
      "UPDATE deliveries SET status = 'sending', claimed_at = now() - interval '3 minutes'",
    );
    expect(await retryUnsent(h.deps, [bookingKind])).toEqual({
      sent: operatorEmails.length,
      retry: 0,
      failed: 0,
    });
    expect(h.smtp.mails).toHaveLength(operatorEmails.length);
  });
});

describe("booking_requests.passengers", () => {
  const insert = (passengers: number) =>
    h.db.query(
      `INSERT INTO booking_requests (reference, pickup_location, dropoff_location, pickup_date,
         pickup_time, passengers, vehicle_type, name, phone)
       VALUES ($1, 'Chennai', 'Vellore', '2099-01-01', '10:00', $2, 'innova', 'Arun', '+919840012345')`,
      [`DT-BOUND${passengers}`, passengers],
    );

  it("keeps only a sanity bound, and every configured capacity is inside it", async () => {
    const checks = await h.db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'booking_requests'::regclass AND contype = 'c'
          AND pg_get_constraintdef(oid) LIKE '%passengers%'`,
    );
    expect(checks).toHaveLength(1);
    const [low, high] = (checks[0]!.definition.match(/\d+/g) ?? []).map(Number);
    expect([low, high]).toEqual([1, 20]);
    for (const type of vehicleTypes) {
      expect(fares.vehicles[type].capacity, type).toBeGreaterThanOrEqual(low!);
      expect(fares.vehicles[type].capacity, type).toBeLessThanOrEqual(high!);
    }
    await expect(insert(fares.maxPassengers)).resolves.toBeDefined();
  });

  it("refuses a count no taxi carries", async () => {
    await expect(insert(0)).rejects.toThrow(/booking_requests_passengers_sane/);
    await expect(insert(21)).rejects.toThrow(/booking_requests_passengers_sane/);
  });
});
