import { describe, expect, it, vi } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { createAlerter } from "../../netlify/platform/alerts";
import { sendOwedAlerts } from "../../netlify/delivery/alert-outbox";
import { deadlineIn } from "../../netlify/platform/deadline";
import { runScheduled } from "../../netlify/schedule/scheduled-run";
import { deliveries, operatorEmails, postJson, requestContext } from "../support/enquiry-harness";
import { alertsToWebhook } from "../support/webhook-capture";
import { useHarness } from "../support/enquiry-cases";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { startBrokenBlobs } from "../../scripts/harness/broken-blobs";
import { readablePhone } from "../../src/shared/phone";

vi.hoisted(() => {
  // Blobs' production retry timing (see blobs-outage.test.ts).
  process.env.NODE_ENV = "production";
});

/**
 * Alerts a person can act on: one per enquiry nobody could be mailed, every time, with the
 * passenger's phone; one per cause at once, the rest in an hourly digest that lists the
 * enquiries; none lost to a run that is cut off, and no run longer than Netlify allows.
 * Real Postgres, real SMTP, a local webhook.
 */
const h = useHarness();
const webhook = alertsToWebhook(() => h);
const handle = createEnquiryHandler(bookingKind);
const [owner, dispatch] = operatorEmails as [string, string];

let phone = 0;
async function book() {
  const context = requestContext(`198.51.100.${++phone}`);
  const response = await handle(
    h.deps,
    postJson("https://droptaxi.example/api/bookings", {
      ...enquiryCases.booking.valid,
      phone: `96${String(phone).padStart(8, "0")}`,
    }),
    context,
  );
  await context.settled();
  return (await response.json()) as { reference: string };
}

const texts = () => webhook.received.map((alert) => String(alert.text));

describe("an enquiry no operator could be mailed", () => {
  it("is alerted at once, every time, with its reference and the passenger's phone", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    const first = await book();
    const second = await book();
    expect(texts()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^No operator could be mailed about booking ${first.reference}.*phone: \\+91 96000 00001\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^No operator could be mailed about booking ${second.reference}.*phone: \\+91 96000 00002\\.$`,
        ),
      ),
    ]);
  });
});

describe("a mailbox refusing", () => {
  it("is alerted at once the first time; later enquiries come in one digest an hour later, by reference", async () => {
    h.smtp.behave({
      kind: "refuse-recipient",
      address: dispatch,
      code: 550,
      message: "5.2.2 Mailbox full",
    });
    const bookings = [await book(), await book(), await book()];
    // The owner got every one: nobody to call at once, and the dispatcher's mailbox told once.
    expect(texts()).toEqual([
      expect.stringMatching(
        new RegExp(`^Mail to ${dispatch} is failing.*Mailbox full.*${bookings[0]!.reference}`),
      ),
    ]);
    expect(texts()[0]).not.toContain("phone");

    // Within the hour the scheduled run holds the rest back …
    expect(await sendOwedAlerts(h.deps, enquiryKinds, deadlineIn(20_000))).toBe(0);
    // … and an hour after the first it sends one digest naming both.
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await sendOwedAlerts(h.deps, enquiryKinds, deadlineIn(20_000), later)).toBe(1);
    expect(texts()[1]).toMatch(
      new RegExp(
        `^Mail to ${dispatch} is still failing .*: 2 more enquiries since \\d\\d:\\d\\d IST: booking ${bookings[1]!.reference}, booking ${bookings[2]!.reference}\\.`,
      ),
    );
    // Told is told.
    expect(await sendOwedAlerts(h.deps, enquiryKinds, deadlineIn(20_000), later)).toBe(0);
    expect(owner).toBeTruthy();
  });
});

describe("the database refusing enquiries", () => {
  it("is told at once, then the refusals of the next hour in one message", async () => {
    let now = Date.parse("2026-11-24T00:00:00Z");
    const alerts = createAlerter(webhook.url, () => now);
    await alerts.databaseRefused("connect ECONNREFUSED 10.0.0.5:5432", "booking");
    for (let i = 0; i < 4; i++) {
      now += 60_000;
      await alerts.databaseRefused("connect ECONNREFUSED 10.0.0.5:5432", "booking");
    }
    expect(texts()).toHaveLength(1);
    now += 60 * 60_000;
    await alerts.databaseRefused("connect ECONNREFUSED 10.0.0.5:5432", "contact");
    expect(texts()).toEqual([
      "Enquiries are being refused: the database cannot be reached (connect ECONNREFUSED 10.0.0.5:5432). Visitors are asked to call.",
      "Enquiries are being refused: the database cannot be reached (connect ECONNREFUSED 10.0.0.5:5432). Visitors are asked to call. 4 more enquiries were refused from 05:31 IST to 05:34 IST.",
    ]);
  });

  it("says when it stores again, with the refusals not yet told", async () => {
    let now = Date.parse("2026-11-24T00:00:00Z");
    const alerts = createAlerter(webhook.url, () => now);
    await alerts.databaseAccepted();
    expect(texts()).toEqual([]);
    await alerts.databaseRefused("connect ECONNREFUSED 10.0.0.5:5432", "booking");
    for (let i = 0; i < 40; i++) {
      now += 60_000;
      await alerts.databaseRefused("connect ECONNREFUSED 10.0.0.5:5432", "booking");
    }
    now += 2 * 60_000;
    await alerts.databaseAccepted();
    await alerts.databaseAccepted();
    expect(texts()).toEqual([
      expect.stringMatching(/^Enquiries are being refused/),
      "Enquiries are being stored again: the database answered at 06:12 IST. 40 more enquiries were refused from 05:31 IST to 06:10 IST.",
    ]);
  });

  it('comes and goes without a message at every turn, and never leaves "stored again" last while down', async () => {
    let now = Date.parse("2026-11-24T00:00:00Z");
    const alerts = createAlerter(webhook.url, () => now);
    for (let minute = 0; minute < 50; minute += 10) {
      now = Date.parse("2026-11-24T00:00:00Z") + minute * 60_000;
      await alerts.databaseRefused("connect ECONNREFUSED 10.0.0.5:5432", "booking");
      now += 60_000;
      await alerts.databaseAccepted();
    }
    // Down, back, down again: told each time; then, while it flaps, nothing more this hour.
    expect(texts()).toEqual([
      expect.stringMatching(/^Enquiries are being refused/),
      "Enquiries are being stored again: the database answered at 05:31 IST.",
      expect.stringMatching(/^Enquiries are being refused: .*call\.$/),
    ]);
    // The next hour's first recovery tells the refusals held back.
    now = Date.parse("2026-11-24T01:05:00Z");
    await alerts.databaseAccepted();
    expect(texts()[3]).toBe(
      "Enquiries are being stored again: the database answered at 06:35 IST. 3 more enquiries were refused from 05:50 IST to 06:10 IST.",
    );
  });
});

describe("the scheduled run", () => {
  it("ends within Netlify's 30 s with Blobs and the webhook hanging, and the next run sends what it could not", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    webhook.hanging = true;
    await book();
    await book();
    expect(webhook.received).toEqual([]);
    h.smtp.behave({ kind: "accept" });

    const hanging = await startBrokenBlobs("never answers");
    try {
      const started = performance.now();
      const outcome = await runScheduled({ ...h.deps, markers: hanging.markers }, enquiryKinds, {
        now: new Date(Date.now() + 5 * 60_000),
      });
      const tookMs = performance.now() - started;
      expect(outcome).toMatchObject({ reason: "markers unreachable", alerted: 0, sent: 4 });
      expect(tookMs).toBeLessThan(30_000);
    } finally {
      hanging.stop();
    }

    webhook.hanging = false;
    const outcome = await runScheduled(h.deps, enquiryKinds);
    expect(outcome.alerted).toBe(2);
    expect(texts().every((text) => text.startsWith("No operator could be mailed"))).toBe(true);
  }, 40_000);
});

describe("a booking holding a vehicle this code no longer offers", () => {
  it("stops neither the mails nor the alerts about the others, and is itself told at once by its reference", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    const retired = await book();
    const other = await book();
    // Since then a deploy removed the first booking's vehicle from the fares; the webhook took
    // neither alert, so both are owed.
    const [stored] = await h.db.query<{ phone: string }>(
      "UPDATE booking_requests SET vehicle_type = 'tempo' WHERE reference = $1 RETURNING phone",
      [retired.reference],
    );
    const call = `Passenger's phone: ${readablePhone(stored!.phone)}.`;
    await h.db.query("UPDATE alerts SET sent_at = NULL");
    webhook.received.length = 0;
    h.smtp.behave({ kind: "accept" });

    await h.db.query("UPDATE deliveries SET next_attempt_at = now()");

    const outcome = await runScheduled(h.deps, enquiryKinds);
    expect(outcome).toMatchObject({ sent: 2, retry: 2, failed: 0 });
    expect(h.smtp.mails.map((mail) => mail.subject?.slice(0, 9))).toEqual([
      other.reference,
      other.reference,
    ]);
    // The others' alerts went; the unreadable one's names it by reference, with the phone; and
    // its mail, which cannot be written, is told at once as that, not as a mailbox to fix.
    expect(texts()).toEqual([
      `No operator could be mailed about booking ${retired.reference}: every operator's mail failed. Call the passenger now; the mails are retried. ${call}`,
      expect.stringMatching(
        new RegExp(`^No operator could be mailed about booking ${other.reference} \\(pickup `),
      ),
      `The operators' mail about booking ${retired.reference} could not be written (vehicle_type holds an unknown tempo), so nobody has it. Call the passenger now; the site's code needs a fix, then the mails go out. ${call}`,
    ]);
    expect(await deliveries(h.db)).toContainEqual(
      expect.objectContaining({
        status: "pending",
        attempts: 2,
        last_error: "vehicle_type holds an unknown tempo",
      }),
    );
  });

  it("a step that fails outright (the alerts: their sender throws) stops neither the mails nor the markers", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    const waiting = await book();
    h.smtp.behave({ kind: "accept" });
    await h.db.query("UPDATE deliveries SET next_attempt_at = now()");
    await h.db.query("UPDATE alerts SET sent_at = NULL");
    const throwing = {
      ...h.deps.alerts,
      send: () => Promise.reject(new Error("webhook client broke")),
    };

    const outcome = await runScheduled({ ...h.deps, alerts: throwing }, enquiryKinds);
    expect(outcome).toMatchObject({ alerted: 0, sent: 2 });
    expect(h.smtp.mails.map((mail) => mail.subject?.slice(0, 9))).toEqual([
      waiting.reference,
      waiting.reference,
    ]);
    // Still owed: the next run sends it.
    expect(await sendOwedAlerts(h.deps, enquiryKinds, deadlineIn(20_000))).toBe(1);
  });
});
