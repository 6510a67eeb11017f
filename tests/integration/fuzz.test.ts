import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { count, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { fuzzTargets, hostileBodies, shouldStore } from "../../scripts/harness/fuzz-bodies";

const h = useHarness();

describe.each(fuzzTargets)(
  "$name endpoint under generated bodies",
  ({ name, table, schema, handle, fields, plausible }) => {
    it("answers every one with a 4xx (or 201 for a body that is in fact valid), never a 5xx, and stores no invalid body", async () => {
      let ip = 0;
      await fc.assert(
        fc.asyncProperty(hostileBodies(fields, plausible), async (body) => {
          const before = await count(h.db, table);
          const context = requestContext(`198.18.${(ip >> 8) & 255}.${ip++ & 255}`);
          const response = await handle(
            h.deps,
            postJson(`http://localhost/api/${name}`, body),
            context,
          );
          await context.settled();
          const after = await count(h.db, table);
          const { honeypot, valid } = shouldStore(body, schema);
          expect(response.status).toBeLessThan(500);
          if (response.status === 201) {
            // Accepted: either a bot answered like a success (nothing stored) or a valid body.
            expect(valid || honeypot).toBe(true);
            expect(after).toBe(honeypot ? before : before + 1);
          } else {
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(after).toBe(before);
          }
          const answer = await response.json();
          expect(JSON.stringify(answer)).not.toMatch(/at \w+ \(|node_modules|SELECT|INSERT/);
        }),
        { numRuns: 150 },
      );
    });
  },
);
