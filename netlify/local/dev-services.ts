import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { createNeonDb } from "../platform/db.ts";
import { migrate } from "../platform/migrate.ts";
import { databaseUrlOf } from "../platform/env.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { startWsProxy } from "./ws-proxy.ts";

/** Says what is under way, and every few seconds that it still is, so a first start never looks hung. */
async function withProgress<T>(
  logger: { info(message: string): void },
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  logger.info(`  ➜  ${what}…`);
  const ticker = setInterval(() => logger.info(`     … still at it, ${seconds()} s`), 5_000);
  try {
    const result = await work();
    logger.info(`     done in ${seconds()} s`);
    return result;
  } finally {
    clearInterval(ticker);
  }
}

export interface LocalDatabase {
  url: string;
  wsProxy: string;
  stop(): Promise<void>;
}

/**
 * The embedded Postgres (persisted in `<dataDir>/pglite`) and the WebSocket proxy in front of it,
 * migrated: the database `npm run dev` and `npm run preview` use when none is configured.
 */
export async function startLocalDatabase(
  logger: { info(message: string): void },
  dataDir = ".data",
): Promise<LocalDatabase> {
  const dir = join(dataDir, "pglite");
  const postgres = await withProgress(
    logger,
    existsSync(join(dir, "PG_VERSION"))
      ? `Opening the embedded Postgres in ${dir}`
      : `Creating the embedded Postgres in ${dir} (first start only; it takes a while)`,
    () => startEmbeddedPostgres(dir),
  );
  const proxy = await startWsProxy();
  const db = createNeonDb(postgres.url, { wsProxy: proxy.address });
  const applied = await migrate(db).finally(() => db.close());
  logger.info(
    `  ➜  Database: embedded Postgres in ${dir}` +
      (applied.length ? ` (applied ${applied.join(", ")})` : ""),
  );
  return {
    url: postgres.url,
    wsProxy: proxy.address,
    stop: () => proxy.close().then(() => postgres.stop()),
  };
}

/**
 * `npm run dev` on a fresh clone: with no DATABASE_URL (nor NETLIFY_DATABASE_URL), start the
 * embedded database inside the dev server and hand its address to the functions. Each function
 * call runs in a fresh worker, so the database must live here, once, and not inside a function.
 */
export function localServices(dataDir = ".data"): Plugin {
  return {
    name: "local-services",
    apply: "serve",
    async configureServer(server) {
      if (databaseUrlOf(process.env)) return;
      const database = await startLocalDatabase(server.config.logger, dataDir);
      process.env.DATABASE_URL = database.url;
      process.env.NEON_WS_PROXY = database.wsProxy;
      server.httpServer?.on("close", () => void database.stop());
    },
  };
}
