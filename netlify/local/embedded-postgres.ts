import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * A Postgres for machines that have none: PGlite (Postgres compiled to WebAssembly) served on a
 * loopback port, so the production Neon driver can talk to it through the WebSocket proxy just
 * as it talks to Neon. With `dataDir` it persists (npm run dev keeps enquiries in .data/);
 * without, it lives in memory (tests on a machine with no Postgres server).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir?: string): Promise<EmbeddedPostgres> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // PGlite is single-connection; the socket server multiplexes several clients onto it.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 32 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
