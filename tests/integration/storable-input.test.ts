import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/lib/enquiry-handler";
import { contactKind } from "../../netlify/lib/contact-kind";
import { bookingKind } from "../../netlify/lib/booking-kind";
import { todayInIndia } from "../../src/shared/pickup-time";
import {
  count,
  postJson,
  requestContext,
  startHarness,
  type Harness,
} from "../support/enquiry-harness";

/**
 * Input the schema let through but Postgres could not store used to be answered 503 "try again
 * in a minute": a retry that would fail forever. It must be a 400 naming the field, so the
 * visitor (and the form, which shares the schema) can correct it.
 */

const tomorrow = todayInIndia(new Date(Date.now() + 24 * 3600_000));
const contact = { name: "Ravi", email: "ravi@example.com", phone: "9840012345", message: "Hello" };
const booking = {
  pickupLocation: "Chennai",
  dropoffLocation: "Vellore",
  pickupDate: tomorrow,
  pickupTime: "10:00",
  passengers: 2,
  vehicleType: "sedan",
  name: "Ravi",
  phone: "9840012345",
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => h.reset());

async function send(kind: typeof contactKind | typeof bookingKind, body: unknown) {
  const handle = createEnquiryHandler(kind as typeof contactKind);
  const context = requestContext();
  const response = await handle(
    h.deps,
    postJson(`http://localhost/api/${kind.name}`, body),
    context,
  );
  await context.settled();
  return { status: response.status, json: await response.json() };
}

const kinds = { contact: [contactKind, contact], booking: [bookingKind, booking] } as const;

describe("input that cannot be stored", () => {
  it.each([
    ["contact", "name"],
    ["contact", "message"],
    ["booking", "pickupLocation"],
    ["booking", "dropoffLocation"],
    ["booking", "name"],
  ] as const)("%s: a NUL byte in %s is a 400 naming the field", async (name, field) => {
    const [kind, valid] = kinds[name];
    const { status, json } = await send(kind, { ...valid, [field]: "Ra\u0000vi Nagar" });
    expect(status).toBe(400);
    expect(json.error.fieldErrors).toEqual({
      [field]: expect.stringMatching(
        /^Please retype .+: it has a hidden character we cannot save$/,
      ),
    });
    expect(await count(h.db, kind.table)).toBe(0);
  });

  it("an impossible date (30 February) is a 400 naming the pickup date", async () => {
    const nextYear = Number(tomorrow.slice(0, 4)) + 1;
    const { status, json } = await send(bookingKind, {
      ...booking,
      pickupDate: `${nextYear}-02-30`,
    });
    expect(status).toBe(400);
    expect(json.error.fieldErrors).toEqual({ pickupDate: "Please choose a real date" });
    expect(await count(h.db, bookingKind.table)).toBe(0);
  });
});
