import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { EnquiryRow } from "../../netlify/kinds/stored-enquiry";
import { postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { fuzzTargets } from "../../scripts/harness/fuzz-bodies";

/**
 * The promise the schemas make: whatever `safeParse` accepts, Postgres stores and the operators
 * are mailed about; whatever it refuses is a 400. Before, a NUL byte or 30 February passed the
 * schema and failed in Postgres, and the visitor was told to try again in a minute, forever.
 */

const runs = 1_000;

const h = useHarness();
beforeAll(() => {
  // Generated phone numbers repeat: this measures storage, not the per-phone limit.
  h.deps.rateLimits = { windowSeconds: 600, perNetwork: 1e9, perPhone: 1e9 };
});

/** The column a schema field is stored in (pickupDate → pickup_date), as Postgres gives it back. */
function storedValue(row: EnquiryRow, field: string): unknown {
  const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const value = row[column];
  return field === "pickupTime" ? String(value).slice(0, 5) : value;
}

describe.each(fuzzTargets)("$name schema", ({ name, table, schema, handle, plausible }) => {
  it(`stores every one of ${runs} generated values it accepts, and answers the rest 400`, async () => {
    let client = 0;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(plausible, async (body) => {
        const parsed = schema.safeParse(body);
        // Each submission from a client of its own: this measures storage, not the rate limit.
        const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
        const context = requestContext(ip);
        const response = await handle(
          h.deps,
          postJson(`http://localhost/api/${name}`, body),
          context,
        );
        await context.settled();
        if (!parsed.success) {
          expect(response.status).toBe(400);
          return;
        }
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        const [found] = await h.db.query<{ row: EnquiryRow }>(
          `SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`,
          [id],
        );
        for (const [field, value] of Object.entries(parsed.data as object)) {
          if (field === "distanceKm") continue; // the server's own table comes first
          expect(storedValue(found!.row, field), field).toEqual(value);
        }
        const mailed = await h.db.query<{ status: string }>(
          "SELECT status FROM deliveries WHERE enquiry_kind = $1 AND enquiry_id = $2",
          [name, id],
        );
        expect(mailed.map((delivery) => delivery.status)).toEqual(
          h.deps.operators.map(() => "sent"),
        );
        stored++;
      }),
      { numRuns: runs },
    );
    // Most generated values are valid, or this would measure little.
    expect(stored).toBeGreaterThan(runs / 2);
  }, 300_000);
});
