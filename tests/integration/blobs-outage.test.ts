import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled } from "../../netlify/schedule/scheduled-run";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { count, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { startBrokenBlobs, type BlobsOutage } from "../../scripts/harness/broken-blobs";

// Netlify's Blobs client waits 5 s between retries, but only 1 ms when NODE_ENV is "test" (it
// reads it once, as it loads). These tests must meet the production timing, so they set it
// before any import runs.
vi.hoisted(() => {
  process.env.NODE_ENV = "production";
});

/**
 * Intake depends on Postgres alone: whatever Netlify Blobs does (refuses connections, answers
 * 503, or accepts and never answers), a booking is answered at once, stored, and mailed to every
 * operator; its due marker is written by the next safety sweep instead.
 */
const h = useHarness();

const outages: BlobsOutage[] = ["refuses", "answers 503", "never answers"];
let broken = {} as Record<BlobsOutage, Awaited<ReturnType<typeof startBrokenBlobs>>>;

beforeAll(async () => {
  broken = Object.fromEntries(
    await Promise.all(outages.map(async (outage) => [outage, await startBrokenBlobs(outage)])),
  ) as typeof broken;
});
afterAll(() => outages.forEach((outage) => broken[outage].stop()));

const handle = createEnquiryHandler(bookingKind);
const book = (outage: BlobsOutage, context: ReturnType<typeof requestContext>) =>
  handle(
    { ...h.deps, markers: broken[outage].markers },
    postJson("http://localhost/api/bookings", enquiryCases.booking.valid),
    context,
  );

describe.each(outages)("when Blobs %s", (outage) => {
  it("a booking is answered at once, stored, and mailed to every operator", async () => {
    const context = requestContext();
    const started = performance.now();
    const response = await book(outage, context);
    const answeredMs = performance.now() - started;
    expect(response.status).toBe(201);
    // The answer waits for Postgres only: well inside a second, against 25 s and more before.
    expect(answeredMs).toBeLessThan(5_000);
    expect(await count(h.db, "booking_requests")).toBe(1);

    await context.settled();
    const settledMs = performance.now() - started;
    expect(h.smtp.mails).toHaveLength(2);
    // The marker's own deadline ends the work after the answer too.
    expect(settledMs).toBeLessThan(10_000);
    // Production timing: the marker is tried twice (again once the mails are done), 3 s each,
    // and the client waits 5 s between its own retries, so it asked a few times at most (with
    // the test timing of 1 ms it would have asked six times a try).
    if (outage !== "refuses") expect(broken[outage].requests).toBeLessThanOrEqual(3);
  }, 20_000);
});

describe("a due marker that could not be written", () => {
  it("is tried again once the mails are done, so a Blobs blip costs no re-alert", async () => {
    let failed = 0;
    const blip = {
      ...h.deps.markers,
      schedule: (...args: Parameters<typeof h.deps.markers.schedule>) =>
        failed++ === 0
          ? Promise.reject(new Error("Writing a due marker took longer than 3000 ms"))
          : h.deps.markers.schedule(...args),
    };
    const context = requestContext();
    await handle(
      { ...h.deps, markers: blip },
      postJson("http://localhost/api/bookings", enquiryCases.booking.valid),
      context,
    );
    await context.settled();
    const { markers } = await h.deps.markers.list();
    expect(markers.map((marker) => marker.kind)).toEqual(["booking"]);
  });

  it("is written by the next safety sweep", async () => {
    const context = requestContext();
    await book("answers 503", context);
    await context.settled();
    expect((await h.deps.markers.list()).markers).toHaveLength(0);

    // Blobs are back; the first run is a sweep (no sweep recorded yet), as one is every 6 hours.
    const outcome = await runScheduled(h.deps, enquiryKinds);
    expect(outcome.reason).toBe("sweep");
    const { markers } = await h.deps.markers.list();
    expect(markers.map((marker) => marker.kind)).toEqual(["booking"]);
  }, 20_000);
});
