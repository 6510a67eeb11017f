import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { WebSocketServer } from "ws";

/**
 * Neon's driver speaks Postgres over a WebSocket; Neon's servers unwrap it. For a plain Postgres
 * (local development, tests, benchmarks) this small proxy does the same on loopback:
 * ws://127.0.0.1:PORT/v1?address=HOST:PORT ⇄ TCP HOST:PORT. Point the driver at it with
 * NEON_WS_PROXY=127.0.0.1:PORT/v1. Production never uses it.
 */
export interface WsProxy {
  /** The value for NEON_WS_PROXY. */
  address: string;
  /** Fault tests: cut every open connection and refuse new ones, as if the database vanished. */
  cut(): void;
  /** Fault tests: accept connections again. */
  restore(): void;
  close(): Promise<void>;
}

// Postgres' Terminate message: 'X' then the length 4. The client is done with the connection.
const isTerminate = (data: Buffer) =>
  data.length === 5 && data[0] === 0x58 && data.readInt32BE(1) === 4;

export async function startWsProxy(port = 0): Promise<WsProxy> {
  const http: Server = createServer((_, response) => response.writeHead(426).end());
  const wss = new WebSocketServer({ server: http });
  let isCut = false;
  wss.on("connection", (socket, request) => {
    if (isCut) {
      socket.terminate();
      return;
    }
    const target = new URL(request.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
    const [host, targetPort] = target.split(":");
    // Loopback only: this proxy must never become a way to reach other machines.
    if (!host || !["127.0.0.1", "localhost", "::1"].includes(host) || !targetPort) {
      socket.close(1008, "address not allowed");
      return;
    }
    const tcp = connect(Number(targetPort), host);
    tcp.setNoDelay(true);
    tcp.on("data", (data) => socket.send(data));
    tcp.on("close", () => socket.close());
    tcp.on("error", () => socket.close());
    socket.on("message", (data: Buffer) => {
      tcp.write(data);
      // Without this the TCP side stays open after the client leaves, and connections leak.
      if (isTerminate(data)) tcp.end();
    });
    socket.on("close", () => tcp.end());
    socket.on("error", () => tcp.destroy());
  });
  await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
  const address = http.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    address: `127.0.0.1:${actualPort}/v1`,
    cut() {
      isCut = true;
      for (const client of wss.clients) client.terminate();
    },
    restore() {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => http.close(() => resolve()));
      }),
  };
}
