import { createHash } from "node:crypto";
import { Client, Pool, neonConfig } from "@neondatabase/serverless";
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

function proxiedClient(proxy: string) {
  return class ProxiedClient extends Client {
    constructor(config?: ConstructorParameters<typeof Client>[0]) {
      super(config);
      this.neonConfig.wsProxy = (host, port) => `${proxy}?address=${host}:${port}`;
      this.neonConfig.useSecureWebSocket = false;
      this.neonConfig.pipelineConnect = false;
      // coalesceWrites stays at the driver's default, as in production, so the tests and the
      // benchmarks measure the driver as it runs there. (Off, a lone query is ~1 ms quicker on
      // loopback, but every protocol message becomes a WebSocket frame and system call of its own.)
    }
  };
}

/**
 * Statements are sent as named (prepared) ones: Postgres then parses and plans each once per
 * connection instead of on every call. The enquiry statement is a three-part CTE whose planning
 * cost about as much as running it (npm run bench:contact). Neon's pooler (PgBouncer in
 * transaction mode) supports these protocol-level prepared statements.
 *
 * A server whose connections do not each have a session of their own refuses them: the
 * embedded PGlite (one session behind every socket) says a name already exists, a pooler
 * without prepared-statement support says it does not. Such a refusal comes before anything is
 * run, so the statement is re-sent unnamed, and so is every later one.
 */
function preparedStatements() {
  const names = new Map<string, string>();
  let refused = false;
  const refusalCodes = new Set(["42P05", "26000"]); // duplicate / invalid prepared statement
  return {
    nameOf(text: string): string | undefined {
      if (refused) return undefined;
      let name = names.get(text);
      if (name === undefined) {
        // From the text itself, so two pools in one process never give one name two meanings.
        name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
        names.set(text, name);
      }
      return name;
    },
    refusedBy(error: unknown): boolean {
      refused ||= refusalCodes.has((error as { code?: string }).code ?? "");
      return refused;
    },
  };
}

/** Production driver: Neon's serverless Pool (node-postgres API over a WebSocket). */
export function createNeonDb(connectionString: string, options: NeonOptions = {}): Db {
  // Node 20 has no global WebSocket; Netlify's runtime may not either.
  neonConfig.webSocketConstructor = ws;
  const pool = new Pool({
    connectionString,
    max: options.maxConnections ?? 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
  });
  if (options.wsProxy) {
    // The proxy is set on each connection, not on the driver's global config, so two pools in
    // one process (a test cutting one database link) never change each other's route. Neon's
    // Pool ignores the `Client` option and sets its own class, so it is replaced here.
    (pool as unknown as { Client: typeof Client }).Client = proxiedClient(options.wsProxy);
  }
  // An idle connection that dies (server restart, network) must not crash the function.
  pool.on("error", (error: Error) => console.error("Database pool error:", error.message));
  const statements = preparedStatements();
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      const name = statements.nameOf(text);
      try {
        return (await pool.query({ name, text, values })).rows as Row[];
      } catch (error) {
        if (!name || !statements.refusedBy(error)) throw error;
        return (await pool.query(text, values)).rows as Row[];
      }
    },
    async exec(script: string) {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
