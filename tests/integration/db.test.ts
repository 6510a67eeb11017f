import { afterAll, describe, expect, inject, it } from "vitest";
import { createNeonDb } from "../../netlify/lib/db";

const db = createNeonDb(inject("databaseUrl"), { wsProxy: inject("wsProxy") });
afterAll(() => db.close());

describe("createNeonDb", () => {
  it("binds values as parameters, never as SQL", async () => {
    const hostile = "x'); DROP TABLE contact_messages; --";
    expect(await db.query("SELECT $1::text AS said, $2::int + 1 AS n", [hostile, 1])).toEqual([
      { said: hostile, n: 2 },
    ]);
    expect(await db.query("SELECT count(*)::int AS n FROM contact_messages")).toHaveLength(1);
  });
});
