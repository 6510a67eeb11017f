import { afterAll, describe, expect, inject, it } from "vitest";
import { createNeonDb } from "../../netlify/lib/db";

// One connection each, so every statement below runs in a known session.
const connect = () =>
  createNeonDb(inject("databaseUrl"), { wsProxy: inject("wsProxy"), maxConnections: 1 });
const app = connect();
const other = connect();
afterAll(() => Promise.all([app.close(), other.close()]));

const text = "SELECT 'from the app' AS said, $1::int + 1 AS n";

async function preparedName(db: typeof app): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    "SELECT name FROM pg_prepared_statements WHERE statement = $1",
    [text],
  );
  if (!row) throw new Error("the statement was not prepared");
  return row.name;
}

describe("createNeonDb", () => {
  it("prepares a statement once and runs it again with new values", async () => {
    expect(await app.query(text, [1])).toEqual([{ said: "from the app", n: 2 }]);
    expect(await app.query(text, [2])).toEqual([{ said: "from the app", n: 3 }]);
    expect(await preparedName(app)).toMatch(/^s_[0-9a-f]{20}$/);
  });

  it("re-sends a statement unnamed when the session already holds its name", async () => {
    // What the embedded PGlite does (one session behind every connection), made here on a
    // server too: the other connection's session already has the name, for another statement.
    const name = await preparedName(app);
    try {
      await other.exec(`PREPARE ${name} AS SELECT 'impostor' AS said, 0 AS n`);
    } catch (error) {
      // A shared session already holds the app's statement under that name: the same refusal.
      if ((error as { code?: string }).code !== "42P05") throw error;
    }
    expect(await other.query(text, [4])).toEqual([{ said: "from the app", n: 5 }]);
    expect(await other.query(text, [5])).toEqual([{ said: "from the app", n: 6 }]);
  });
});
