import { connect } from "node:net";
import { hostname } from "node:os";
import { createNeonDb } from "../../netlify/platform/db";
import { migrate } from "../../netlify/platform/migrate";
import { startEmbeddedPostgres } from "../../netlify/local/embedded-postgres";
import { startWsProxy } from "../../netlify/local/ws-proxy";

/**
 * A real Postgres engine for the tests, reached through the production Neon driver: the
 * server on 127.0.0.1:5432 where one runs (CI), in a database made fresh for this run, or else
 * an in-memory PGlite served on a loopback port. TEST_DATABASE=embedded forces the second.
 */
export interface TestDatabase {
  url: string;
  wsProxy: string;
  engine: string;
  stop(): Promise<void>;
}

const localServer = { host: "127.0.0.1", port: 5432 };

function reachable(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export async function startTestDatabase(): Promise<TestDatabase> {
  const proxy = await startWsProxy();
  const useServer =
    process.env.TEST_DATABASE !== "embedded" &&
    (await reachable(localServer.host, localServer.port));

  if (useServer) {
    const admin = createNeonDb(`postgres://postgres@${localServer.host}:${localServer.port}/test`, {
      wsProxy: proxy.address,
    });
    await dropOrphans(admin);
    const name = `${prefix}${process.pid}_${Date.now()}`;
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.exec(`COMMENT ON DATABASE ${name} IS '${ownMark(process.pid)}'`);
    const url = `postgres://postgres@${localServer.host}:${localServer.port}/${name}`;
    await migrateDatabase(url, proxy.address);
    return {
      url,
      wsProxy: proxy.address,
      engine: `PostgreSQL server on ${localServer.host}:${localServer.port}, database ${name}`,
      async stop() {
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
        await proxy.close();
      },
    };
  }

  const embedded = await startEmbeddedPostgres();
  await migrateDatabase(embedded.url, proxy.address);
  return {
    url: embedded.url,
    wsProxy: proxy.address,
    engine: "embedded PGlite (no PostgreSQL server on 127.0.0.1:5432)",
    async stop() {
      await proxy.close();
      await embedded.stop();
    },
  };
}

const prefix = "droptaxi_test_";

/**
 * What a run writes on the database it creates: a database is only ever dropped as an orphan if
 * it carries this mark, so one that merely shares the prefix (another project's, another
 * machine's) is never touched.
 */
export const ownMark = (pid: number) => `drop-taxi test run ${pid} on ${hostname()}`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Databases left by runs on this machine that were killed before they could clean up: made and
 * marked by a run (ownMark) whose process is gone.
 */
export async function dropOrphans(admin: ReturnType<typeof createNeonDb>) {
  const rows = await admin.query<{ datname: string; mark: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS mark
       FROM pg_database WHERE datname LIKE $1`,
    [`${prefix}%`],
  );
  for (const { datname, mark } of rows) {
    const pid = Number(datname.slice(prefix.length).split("_")[0]);
    if (mark !== ownMark(pid) || isAlive(pid)) continue;
    await admin.exec(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

async function migrateDatabase(url: string, wsProxy: string) {
  const db = createNeonDb(url, { wsProxy });
  await migrate(db);
  await db.close();
}
