import { Pool, neonConfig } from "@neondatabase/serverless";
import ws from "ws";

/**
 * The one thing the functions need from a database: run a parameterised statement and get rows.
 * Every statement the app runs is a single atomic statement, so no transaction API is needed.
 */
export interface Db {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (a migration file); no parameters. */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

export interface NeonOptions {
  /**
   * For a plain Postgres (local development, tests): "host:port/v1" of a WebSocket-to-TCP proxy.
   * Unset in production, where Neon's own endpoint speaks WebSocket.
   */
  wsProxy?: string;
  maxConnections?: number;
}

/** Production driver: Neon's serverless Pool (node-postgres API over a WebSocket). */
export function createNeonDb(connectionString: string, options: NeonOptions = {}): Db {
  // Node 20 has no global WebSocket; Netlify's runtime may not either.
  neonConfig.webSocketConstructor = ws;
  if (options.wsProxy) {
    const proxy = options.wsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    // Measured 2–3× faster against a local proxy (shared/NOTES.md).
    neonConfig.coalesceWrites = false;
  }
  const pool = new Pool({
    connectionString,
    max: options.maxConnections ?? 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
  });
  // An idle connection that dies (server restart, network) must not crash the function.
  pool.on("error", (error: Error) => console.error("Database pool error:", error.message));
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await pool.query(text, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(script: string) {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
