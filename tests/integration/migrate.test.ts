import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createNeonDb } from "../../netlify/lib/db";
import { migrate } from "../../netlify/lib/migrate";

const db = createNeonDb(inject("databaseUrl"), { wsProxy: inject("wsProxy") });
afterAll(() => db.close());

describe("migrate", () => {
  it("applies nothing the second time and records every file once", async () => {
    expect(await migrate(db)).toEqual([]);
    const names = await db.query<{ name: string }>(
      "SELECT name FROM schema_migrations ORDER BY name",
    );
    expect(names.map((row) => row.name)).toContain("001_contact_messages.sql");
  });
});
