import { afterAll, describe, expect, inject, it } from "vitest";
import { createNeonDb } from "../../netlify/platform/db";
import { dropOrphans, ownMark } from "../../scripts/harness/test-database";

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

describe("cleaning up after killed runs", () => {
  // Only a PostgreSQL server holds other databases; the embedded engine is this run's alone.
  const onServer = inject("databaseUrl").includes("/droptaxi_test_");
  it.runIf(onServer)("drops only databases a run of this project made and marked", async () => {
    const admin = createNeonDb(inject("databaseUrl").replace(/\/[^/]+$/, "/test"), {
      wsProxy: inject("wsProxy"),
    });
    const gone = 2 ** 22 + 1; // above the largest pid Linux hands out: no such process
    // Named after this run too: runs on one machine (two checkouts, CI) may test this at once.
    const marked = `droptaxi_test_${gone}_${process.pid}_marked`;
    const stranger = `droptaxi_test_${gone}_${process.pid}_stranger`;
    try {
      await admin.exec(`CREATE DATABASE ${marked}`);
      await admin.exec(`COMMENT ON DATABASE ${marked} IS '${ownMark(gone)}'`);
      await admin.exec(`CREATE DATABASE ${stranger}`);
      await dropOrphans(admin);
      const left = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname = ANY($1::text[])",
        [[marked, stranger]],
      );
      expect(left.map((row) => row.datname)).toEqual([stranger]);
    } finally {
      await admin.exec(`DROP DATABASE IF EXISTS ${marked}`);
      await admin.exec(`DROP DATABASE IF EXISTS ${stranger}`);
      await admin.close();
    }
  });
});
