import { describe, expect, it } from "vitest";
import { count } from "../support/enquiry-harness";
import { submit, useHarness } from "../support/enquiry-cases";
import { enquiryCases, tomorrow } from "../../scripts/harness/enquiry-bodies";

/**
 * Input the schema let through but Postgres could not store used to be answered 503 "try again
 * in a minute": a retry that would fail forever. It must be a 400 naming the field, so the
 * visitor (and the form, which shares the schema) can correct it.
 */

const h = useHarness();

describe("input that cannot be stored", () => {
  it.each([
    ["contact", "name"],
    ["contact", "message"],
    ["booking", "pickupLocation"],
    ["booking", "dropoffLocation"],
    ["booking", "name"],
  ] as const)("%s: a NUL byte in %s is a 400 with that field's code", async (name, field) => {
    const { kind, valid } = enquiryCases[name];
    const response = await submit(h, kind, { ...valid, [field]: "Ra\u0000vi Nagar" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fieldErrors).toEqual({ [field]: "hidden_character" });
    expect(await count(h.db, kind.table)).toBe(0);
  });

  it("an impossible date (30 February) is a 400 naming the pickup date", async () => {
    const { kind, valid } = enquiryCases.booking;
    const nextYear = Number(tomorrow.slice(0, 4)) + 1;
    const response = await submit(h, kind, { ...valid, pickupDate: `${nextYear}-02-30` });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fieldErrors).toEqual({ pickupDate: "not_a_date" });
    expect(await count(h.db, kind.table)).toBe(0);
  });
});
