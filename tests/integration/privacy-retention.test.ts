import { describe, expect, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled } from "../../netlify/schedule/scheduled-run";
import { purgeBatchSize, purgeExpired } from "../../netlify/privacy/purge";
import { anonymise, keptPlace } from "../../netlify/privacy/anonymise";
import { thanksPath } from "../../netlify/intake/thanks-link";
import { formKeyPrefix } from "../../netlify/intake/idempotency";
import { grantFor, signClaimToken } from "../../netlify/claims/claim-token";
import { retentionDays } from "../../src/shared/privacy/retention";
import { todayInIndia } from "../../src/shared/pickup-time";
import { count, operators, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { alertsToWebhook } from "../support/webhook-capture";
import { enquiryCases, validBodyOf } from "../../scripts/harness/enquiry-bodies";
import type { EnquiryRow } from "../../netlify/kinds/stored-enquiry";

import { simulateDay } from "../../scripts/harness/idle-simulation";

/**
 * Personal data is kept only as long as it serves the trip: a booking 180 days after its trip
 * date, a message 180 days after it arrived. Then the enquiry is anonymised in place by the
 * scheduled job's safety sweep: who the passenger was goes, what the business counts stays.
 * Real Postgres, real SMTP, the job's clock injected.
 */
const h = useHarness();
const webhook = alertsToWebhook(() => h);
const handleBooking = createEnquiryHandler(bookingKind);
const handleContact = createEnquiryHandler(contactKind);
const handleClaim = createClaimHandler(enquiryKinds);

const day = 24 * 3600_000;

/** The purge's count per kind: 0 for every kind in the registry but those named. */
const anonymisedOf = (counts: Record<string, number>) =>
  Object.fromEntries(enquiryKinds.map((kind) => [kind.name, counts[kind.name] ?? 0]));
let client = 0;

async function post(handle: typeof handleBooking, path: string, body: unknown, key?: string) {
  const context = requestContext(`198.51.100.${++client}`);
  const response = await handle(
    h.deps,
    postJson(`https://droptaxi.example${path}`, body, { key }),
    context,
  );
  await context.settled();
  return {
    status: response.status,
    ...((await response.json()) as { id: string; reference?: string }),
  };
}

/** A week ahead whenever the test runs (the form refuses a past date); the sweeps count from it. */
const tripDate = todayInIndia(new Date(Date.now() + 7 * day));
const book = (key?: string) =>
  post(
    handleBooking,
    "/api/bookings",
    {
      ...enquiryCases.booking.valid,
      pickupLocation: "12 Gandhi Street, T Nagar, Chennai",
      dropoffLocation: "Near the bus stand, Madurai",
      pickupDate: tripDate,
      name: "Arun Kumar",
      phone: `98400 ${String(++client).padStart(5, "0")}`,
    },
    key,
  );
const message = () =>
  post(handleContact, "/api/contact", {
    name: "Priya Raman",
    email: "priya@example.com",
    phone: `97${String(++client).padStart(8, "0")}`,
    message: "Please call me about a trip to Ooty from my flat in Anna Nagar.",
  });

/** Noon in India on the given day after the trip. */
const daysAfterTrip = (days: number) =>
  new Date(Date.parse(`${tripDate}T12:00:00+05:30`) + days * day);

const bookingRow = async (id: string) =>
  (await h.db.query<EnquiryRow>("SELECT * FROM booking_requests WHERE id = $1", [id]))[0]!;
const contactRow = async (id: string) =>
  (await h.db.query<EnquiryRow>("SELECT * FROM contact_messages WHERE id = $1", [id]))[0]!;

describe("every registered kind, past its retention period", () => {
  it.each(enquiryKinds.map((kind) => [kind.name, kind] as const))(
    "%s: what its retention clears is gone, what it keeps is as it was",
    async (_name, kind) => {
      const context = requestContext(`198.51.100.${++client}`);
      const response = await createEnquiryHandler(kind)(
        h.deps,
        postJson(`https://droptaxi.example${kind.path}`, validBodyOf(kind.name)),
        context,
      );
      await context.settled();
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const row = async () =>
        (await h.db.query<EnquiryRow>(`SELECT * FROM ${kind.table} WHERE id = $1`, [id]))[0]!;
      const before = await row();
      const { cleared, places, kept } = kind.retention;
      // Its valid body fills every column the purge clears, or clearing it would prove nothing.
      for (const column of [...cleared, ...places]) expect(before[column], column).not.toBe("");

      // Past any date a valid body can carry (a pickup at most a year ahead).
      const late = await purgeExpired(h.db, enquiryKinds, {
        now: new Date(Date.now() + (retentionDays + 400) * day),
      });
      expect(late.anonymised[kind.name]).toBeGreaterThanOrEqual(1);
      const after = await row();
      expect(after.anonymised_at).not.toBeNull();
      for (const column of cleared) expect(after[column], column).toBe("");
      for (const column of places) expect(after[column], column).toBe(keptPlace(before[column]));
      for (const column of kept) expect(after[column], column).toEqual(before[column]);
    },
  );
});

describe("the safety sweep", () => {
  it(`keeps a booking for ${retentionDays} days after its trip and anonymises it on the next day`, async () => {
    const booking = await book("key-of-a-booking-1");
    const before = await bookingRow(booking.id);

    const kept = await runScheduled(h.deps, enquiryKinds, { now: daysAfterTrip(retentionDays) });
    expect(kept).toMatchObject({ reason: "sweep", anonymised: 0 });
    expect(await bookingRow(booking.id)).toEqual(before);

    const swept = await runScheduled(h.deps, enquiryKinds, {
      now: daysAfterTrip(retentionDays + 1),
    });
    expect(swept).toMatchObject({ reason: "sweep", anonymised: 1 });
    const after = await bookingRow(booking.id);
    expect(after).toMatchObject({
      name: "",
      phone: "",
      // A place of the routes table stays; the street and the landmark go.
      pickup_location: "Chennai",
      dropoff_location: "Madurai",
      // The script's random key says nothing of the passenger; the data's hash would.
      idempotency_key: "key-of-a-booking-1",
      idempotency_hash: null,
      anonymised_by: "retention",
    });
    expect(after.anonymised_at).not.toBeNull();
    // What the business counts is as it was.
    for (const column of [
      "reference",
      "pickup_date",
      "pickup_time",
      "passengers",
      "vehicle_type",
      "extra_stops",
      "distance_km",
      "fare_estimate",
      "language",
      "created_at",
    ]) {
      expect(after[column], column).toEqual(before[column]);
    }
  });

  it(`anonymises a message ${retentionDays} days after it arrived, and deletes ended rate-limit windows`, async () => {
    const sent = await message();
    const received = new Date(String((await contactRow(sent.id)).created_at));
    expect(await count(h.db, "rate_limit_hits")).toBeGreaterThan(0);

    const early = await purgeExpired(h.db, enquiryKinds, {
      now: new Date(received.getTime() + (retentionDays - 1) * day),
    });
    expect(early.anonymised).toEqual(anonymisedOf({}));
    expect(early.rateLimitRows).toBeGreaterThan(0);
    expect(await count(h.db, "rate_limit_hits")).toBe(0);

    const late = await purgeExpired(h.db, enquiryKinds, {
      now: new Date(received.getTime() + (retentionDays + 1) * day),
    });
    expect(late.anonymised).toEqual(anonymisedOf({ contact: 1 }));
    expect(await contactRow(sent.id)).toMatchObject({
      name: "",
      email: "",
      phone: "",
      message: "",
      language: "en",
      anonymised_by: "retention",
    });
  });

  it("clears every delivery's error and note, cancels mail still owed and drops alerts not yet sent", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    const booking = await book();
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note, status)
       VALUES ('booking', $1, $2, 'taken-1', 'Taken by Ravi at 05:31 IST', 'sent')`,
      [booking.id, operators[1]!.email],
    );
    await h.db.query(
      `INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail, sent_at)
       VALUES ('gave up x', 'booking', $1, 'said: Arun Kumar', now()),
              ('unanswered', 'booking', $1, NULL, NULL)`,
      [booking.id],
    );
    const done = await anonymise(h.db, bookingKind, [await bookingRow(booking.id)], "request");
    expect(done).toEqual({ enquiries: 1, cancelledMails: operators.length, droppedAlerts: 1 });
    const deliveries = await h.db.query<{
      status: string;
      last_error: string | null;
      note: string | null;
    }>("SELECT status, last_error, note FROM deliveries ORDER BY id");
    expect(deliveries).toEqual([
      ...operators.map(() => ({ status: "cancelled", last_error: null, note: null })),
      { status: "sent", last_error: null, note: null },
    ]);
    // 'unreached' went to the webhook at submission; the sent ones stay, without detail.
    const alerts = await h.db.query<{ topic: string; detail: string | null }>(
      "SELECT topic, detail FROM alerts ORDER BY id",
    );
    expect(alerts.map((alert) => alert.detail)).toEqual(alerts.map(() => null));
    expect(alerts.map((alert) => alert.topic)).not.toContain("unanswered");
    const [claim] = await h.db.query<{ next_escalation_at: string | null }>(
      "SELECT next_escalation_at FROM claims",
    );
    expect(claim?.next_escalation_at).toBeNull();
    expect(webhook.received.length).toBeGreaterThan(0);
  });

  it("keeps the script's random key, so a copy sent again stores nothing; a form's key goes", async () => {
    const first = await book("the-same-key-1");
    const posted = await book("another-key-22");
    // A form post's key is made from its data (idempotency.ts), so it goes with the data.
    await h.db.query("UPDATE booking_requests SET idempotency_key = $1 WHERE id = $2", [
      `${formKeyPrefix}made-from-the-data`,
      posted.id,
    ]);
    await purgeExpired(h.db, enquiryKinds, { now: daysAfterTrip(retentionDays + 1) });
    expect((await bookingRow(first.id)).idempotency_key).toBe("the-same-key-1");
    expect((await bookingRow(posted.id)).idempotency_key).toBeNull();
    // A phone still holding the booking sends it again: the erased details do not come back.
    const again = await book("the-same-key-1");
    expect(again).toMatchObject({ status: 410, ok: false, error: { code: "removed" } });
    expect(await count(h.db, "booking_requests")).toBe(2);
  });

  it("works in batches and stops for the run's time, the next sweep going on", async () => {
    await h.db.query(
      `INSERT INTO booking_requests (reference, pickup_location, dropoff_location, pickup_date,
         pickup_time, passengers, vehicle_type, name, phone, idempotency_key)
       SELECT 'DT-OLD' || n, 'Door ' || n || ', Vellore', 'Chennai', '2025-01-01', '10:00', 2,
              'sedan', 'Old Passenger ' || n, '+9198400' || lpad(n::text, 5, '0'), 'old-key-' || n
         FROM generate_series(1, $1::int) AS n`,
      [purgeBatchSize * 2 + 50],
    );
    let asked = 0;
    // Time for one batch only.
    const deadline = { remainingMs: () => (asked++ === 0 ? 10_000 : 0) };
    const cut = await purgeExpired(h.db, enquiryKinds, { now: new Date(), deadline });
    expect(cut).toMatchObject({ anonymised: { booking: purgeBatchSize }, unfinished: true });
    const rest = await purgeExpired(h.db, enquiryKinds, { now: new Date() });
    expect(rest).toMatchObject({ anonymised: { booking: purgeBatchSize + 50 }, unfinished: false });
    const [left] = await h.db.query<{ n: number; places: string[] }>(
      `SELECT count(*) FILTER (WHERE name <> '' OR phone <> '')::int AS n,
              array_agg(DISTINCT pickup_location) AS places FROM booking_requests`,
    );
    expect(left).toEqual({ n: 0, places: ["Vellore"] });
  });
});

describe("the purge on a quiet day", () => {
  it("wakes the database no more often than the sweeps did", async () => {
    await h.db.query(
      `INSERT INTO contact_messages (name, email, phone, message, created_at)
       SELECT 'Old ' || n, 'old' || n || '@example.com', '+9197000' || lpad(n::text, 5, '0'),
              'An old message', now() - interval '200 days'
         FROM generate_series(1, $1::int) AS n`,
      [purgeBatchSize + 20],
    );
    const runs = await simulateDay(h.deps, { minutes: 7 * 60 });
    expect(runs.filter((run) => run.touchedDatabase).map((run) => run.minute)).toEqual([0, 360]);
    expect(runs[0]?.outcome.anonymised).toBe(purgeBatchSize + 20);
    const [left] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_messages WHERE anonymised_at IS NULL",
    );
    expect(left?.n).toBe(0);
  }, 60_000);
});

describe("links to an anonymised enquiry", () => {
  it("the thank-you page says its details were removed and keeps the reference, in its language", async () => {
    const booking = await post(handleBooking, "/api/bookings", {
      ...enquiryCases.booking.valid,
      name: "Arun Kumar",
      phone: "9840099999",
      language: "ta",
    });
    await anonymise(h.db, bookingKind, [await bookingRow(booking.id)], "request");
    const path = thanksPath("/api/bookings", h.deps.thanksKey, "booking", booking.id);
    const response = await handleBooking(
      h.deps,
      new Request(`https://droptaxi.example${path}`),
      requestContext(),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("விவரங்கள் நீக்கப்பட்டன");
    expect(html).toContain(booking.reference);
    expect(html).not.toContain("Arun");
    expect(html).not.toContain("99999");
  });

  it("the claim page says the details were removed, keeps the reference and offers no button", async () => {
    const booking = await book();
    await purgeExpired(h.db, enquiryKinds, { now: daysAfterTrip(retentionDays + 1) });
    const token = signClaimToken(
      h.deps.claimKey,
      grantFor({ kind: "booking", id: booking.id }, operators[0]!.email),
    );
    const response = await handleClaim(
      h.deps,
      new Request(`https://droptaxi.example/claim?t=${token}`),
      requestContext(),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`Details removed: booking ${booking.reference}`);
    expect(html).toContain("their retention period ended");
    expect(html).not.toContain("request");
    expect(html).not.toContain("Arun");
    expect(html).not.toContain("Gandhi");
    expect(html).not.toContain("<button");
    expect(html).not.toContain("tel:");
  });
});
