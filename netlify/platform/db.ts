import { Client, Pool } from "@neondatabase/serverless";

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
      // benchmarks measure the driver as it runs there.
    }
  };
}

/** Production driver: Neon's serverless Pool (node-postgres API over a WebSocket). */
export function createNeonDb(connectionString: string, options: NeonOptions = {}): Db {
  // The driver opens its WebSocket with Node's own (global since Node 22), so the function
  // loads no WebSocket library.
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
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await pool.query(text, params as unknown[])).rows as Row[];
    },
    async exec(script: string) {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
