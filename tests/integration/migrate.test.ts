import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createNeonDb, type Db } from "../../netlify/platform/db";
import { migrate } from "../../netlify/platform/migrate";
import { enquiryKinds } from "../../netlify/kinds/registry";

const migrationsDir = resolve(import.meta.dirname, "../../netlify/db/migrations");
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

/**
 * Runs `check` on a schema of its own holding the migrations before `next` (a file's number),
 * where the test stores rows as they were then and `apply` runs migration `next` on them.
 */
async function beforeMigration(
  next: string,
  check: (old: Db, apply: () => Promise<string[]>) => Promise<void>,
  options: { operatorEmails?: string[] } = {},
) {
  const dir = await mkdtemp(join(tmpdir(), "migrations-"));
  const schema = `before_${next}_${process.pid}`;
  await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  // One connection, so the search_path set on it holds for every statement below.
  const old = createNeonDb(inject("databaseUrl"), {
    wsProxy: inject("wsProxy"),
    maxConnections: 1,
  });
  try {
    await old.exec(`SET search_path TO ${schema}`);
    const files = await readdir(migrationsDir);
    for (const file of files) {
      if (file < next) await copyFile(join(migrationsDir, file), join(dir, file));
    }
    await migrate(old, { dir });
    const file = files.find((name) => name.startsWith(next))!;
    await check(old, async () => {
      await copyFile(join(migrationsDir, file), join(dir, file));
      return migrate(old, { dir, ...options });
    });
  } finally {
    // The embedded database has one session behind every connection: put it back.
    await old.exec("RESET search_path");
    await old.close();
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await rm(dir, { recursive: true, force: true });
  }
}

describe("migration 004 (one delivery per operator)", () => {
  it("gives each enquiry not yet mailed one delivery per operator, and none to one already sent", async () => {
    await beforeMigration(
      "004",
      async (old, apply) => {
        await old.exec(`INSERT INTO contact_messages (name, email, phone, message, notification_status)
          VALUES ('Sent', 's@example.com', '+919840012345', 'done', 'sent'),
                 ('Owed', 'o@example.com', '+919840012346', 'waiting', 'pending'),
                 ('Failed', 'f@example.com', '+919840012347', 'given up', 'failed')`);
        expect(await apply()).toEqual(["004_deliveries.sql"]);
        const owed = await old.query<{ name: string; operator: string; status: string }>(
          `SELECT c.name, d.operator, d.status FROM deliveries d
             JOIN contact_messages c ON c.id = d.enquiry_id ORDER BY c.name, d.operator`,
        );
        expect(owed).toEqual([
          { name: "Failed", operator: "a@droptaxi.example", status: "pending" },
          { name: "Failed", operator: "b@droptaxi.example", status: "pending" },
          { name: "Owed", operator: "a@droptaxi.example", status: "pending" },
          { name: "Owed", operator: "b@droptaxi.example", status: "pending" },
        ]);
      },
      { operatorEmails: ["a@droptaxi.example", "b@droptaxi.example"] },
    );
  });
});

/**
 * Two bookings of one trip, a pickup at 05:30 India time on 26 Nov 2026 (midnight UTC), each
 * claimed by whom `holderOf` says (NULL: nobody), for a migration that reads claims.
 */
async function bookingsClaimedBy(old: Db, holderOf: Record<string, string | null>) {
  const [first, second] = Object.keys(holderOf);
  await old.exec(`INSERT INTO booking_requests (reference, pickup_location, dropoff_location,
       pickup_date, pickup_time, passengers, vehicle_type, name, phone)
    VALUES ('${first}', 'Chennai', 'Vellore', '2026-11-26', '05:30', 1, 'sedan', 'A', '+919840012345'),
           ('${second}', 'Chennai', 'Vellore', '2026-11-26', '05:30', 1, 'sedan', 'B', '+919840012346')`);
  await old.query(
    `INSERT INTO claims (enquiry_kind, enquiry_id, claimed_by)
     SELECT 'booking', id, ($1::jsonb ->> reference) FROM booking_requests`,
    [JSON.stringify(holderOf)],
  );
}

describe("migration 010 (when the passenger needs the car)", () => {
  it("gives each booking nobody has claimed yet its pickup in India time, and nothing else", async () => {
    await beforeMigration("010", async (old, apply) => {
      await bookingsClaimedBy(old, { "DT-WAIT01": null, "DT-TAKEN": "ravi@droptaxi.example" });
      await old.exec(`INSERT INTO contact_messages (name, email, phone, message)
        VALUES ('C', 'c@example.com', '+919840012347', 'Hello')`);
      await old.exec(`INSERT INTO claims (enquiry_kind, enquiry_id)
        SELECT 'contact', id FROM contact_messages`);
      expect(await apply()).toEqual(["010_claims_needed_at.sql"]);
      const rows = await old.query<{ kind: string; taken: boolean; needed_at: Date | null }>(
        `SELECT enquiry_kind AS kind, claimed_by IS NOT NULL AS taken, needed_at
           FROM claims ORDER BY enquiry_kind, enquiry_id`,
      );
      expect(
        rows.map((row) => [
          row.kind,
          row.taken,
          row.needed_at && new Date(row.needed_at).toISOString(),
        ]),
      ).toEqual([
        ["booking", false, "2026-11-26T00:00:00.000Z"],
        ["booking", true, null],
        ["contact", false, null],
      ]);
    });
  });
});

describe("migration 012 (claimed bookings' pickup)", () => {
  it("gives each claimed booking without one its pickup, but none taken as handled by 005", async () => {
    await beforeMigration("012", async (old, apply) => {
      await bookingsClaimedBy(old, {
        "DT-TAKEN": "ravi@droptaxi.example",
        "DT-OLDONE": "before claims existed",
      });
      expect(await apply()).toEqual(["012_claimed_needed_at.sql"]);
      const rows = await old.query<{ needed_at: Date | null }>(
        "SELECT needed_at FROM claims ORDER BY enquiry_id",
      );
      expect(rows.map((row) => row.needed_at && new Date(row.needed_at).toISOString())).toEqual([
        "2026-11-26T00:00:00.000Z",
        null,
      ]);
    });
  });
});

describe("every registered kind", () => {
  it.each(enquiryKinds.map((kind) => [kind.name, kind] as const))(
    "%s has its table and every column it stores, once migrated",
    async (_name, kind) => {
      const columns = await db.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_name = $1",
        [kind.table],
      );
      const present = new Set(columns.map((column) => column.column_name));
      // Its own columns, the ones the one-statement accept writes for every kind, and the
      // anonymisation's marks, which the purge, the erasure and the claim page read.
      const shared = [
        "id",
        "created_at",
        "passenger_sent_at",
        "idempotency_key",
        "idempotency_hash",
        "anonymised_at",
        "anonymised_by",
      ];
      const wanted = [...shared, ...Object.values(kind.columns).map((column) => column.column)];
      expect(present.size, `no table ${kind.table}: add its migration`).toBeGreaterThan(0);
      expect(wanted.filter((column) => !present.has(column))).toEqual([]);
      const [unique] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_indexes
          WHERE tablename = $1 AND indexdef ILIKE 'CREATE UNIQUE INDEX%(idempotency_key)%'`,
        [kind.table],
      );
      expect(unique?.n, `${kind.table}.idempotency_key must be UNIQUE`).toBeGreaterThan(0);

      // What the purge and the privacy requests search by, and the language operators speak.
      const indexes = (
        await db.query<{ indexdef: string }>(
          "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1",
          [kind.table],
        )
      ).map((index) => index.indexdef);
      const from = kind.retention.from.column;
      expect(
        indexes.some((def) => def.includes(`(${from})`) && def.includes("anonymised_at IS NULL")),
        `${kind.table} needs an index on (${from}) WHERE anonymised_at IS NULL (see 009_*.sql)`,
      ).toBe(true);
      const phone = kind.columns.phone.column;
      expect(
        indexes.some((def) => def.includes(`(${phone})`)),
        `${kind.table} needs an index on (${phone}) (see 009_*.sql)`,
      ).toBe(true);
      const [language] = await db.query<{ nullable: string; checks: number }>(
        `SELECT c.is_nullable AS nullable,
                (SELECT count(*)::int FROM pg_constraint
                  WHERE conrelid = $1::text::regclass AND contype = 'c'
                    AND pg_get_constraintdef(oid) LIKE '%language ~ ''^[a-z]{2,3}$''%') AS checks
           FROM information_schema.columns c
          WHERE c.table_schema = current_schema() AND c.table_name = $1::text
            AND c.column_name = 'language'`,
        [kind.table],
      );
      expect(language, `${kind.table}.language: NOT NULL, with the CHECK of 006_*.sql`).toEqual({
        nullable: "NO",
        checks: 1,
      });
    },
  );
});
