/**
 * The Netlify Functions served on loopback by plain Node, for the load test, `npm run preview`
 * and their tests: every function in netlify/functions that has a path is served at it, a
 * scheduled one at `/.netlify/functions/<name>` (as Netlify's own CLI serves it, so a run can be
 * asked for by hand: Netlify itself starts it on its schedule), and each request is handed to
 * its default export with a context like Netlify's (client IP, waitUntil). Configuration comes
 * from the environment, read when the functions load, exactly as in production. Netlify's edge
 * sets the client address; here a loopback client may state it in X-Forwarded-For, so a load
 * test can stand for many visitors.
 *
 * Like Netlify's edge, the server answers what never reaches a function itself, and no request
 * can take it down: a method `Request` refuses (TRACE) is a 405, a body over Netlify's limit a
 * 413 as soon as the limit is passed (none of the rest is kept), a request that cannot be
 * turned into a `Request` a 400, and a client that goes away mid-body is forgotten. A body
 * within Netlify's limit but over the functions' own reaches them, and they answer it as they
 * do in production (a form posted without script gets a page, not JSON).
 *
 * Netlify hands every function its Blobs (the due markers) through NETLIFY_BLOBS_CONTEXT; where
 * none is set, the server starts Netlify's own local Blobs server and sets it, before the
 * functions load.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";
import { failure } from "../../netlify/platform/http";
import { startTestBlobs } from "./test-blobs";

type Handler = (request: Request, context: Context) => Promise<Response>;

export interface FunctionsServer {
  url: string;
  /** The paths served. */
  paths: string[];
  /** Stops taking requests, lets those under way and their waitUntil work finish (within a deadline). */
  close(): Promise<void>;
}

const functionsDir = join(import.meta.dirname, "../../netlify/functions");
const closeDeadlineMs = 10_000;

async function loadRoutes() {
  const routes = new Map<string, Handler>();
  for (const file of await readdir(functionsDir)) {
    const module = (await import(pathToFileURL(join(functionsDir, file)).href)) as {
      default: Handler;
      config?: Config;
    };
    const paths = module.config?.path;
    for (const path of typeof paths === "string" ? [paths] : (paths ?? []))
      routes.set(path, module.default);
    if (module.config?.schedule) {
      routes.set(`/.netlify/functions/${file.replace(/\.m?[jt]s$/, "")}`, module.default);
    }
  }
  return routes;
}

/** Whether `new Request` takes this method: the Fetch standard forbids CONNECT, TRACE and TRACK. */
function requestTakes(method: string) {
  try {
    new Request("http://127.0.0.1/", { method });
    return true;
  } catch {
    return false;
  }
}

type Body = { kind: "complete"; bytes: Buffer } | { kind: "too large" } | { kind: "aborted" };

/** Reads the body up to `limit` bytes and stops reading the moment it is passed. */
function readBody(incoming: IncomingMessage, limit: number): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (body: Body) => {
      incoming.off("data", onData).off("end", onEnd).off("close", onClose);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        incoming.pause();
        settle({ kind: "too large" });
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => settle({ kind: "complete", bytes: Buffer.concat(chunks) });
    // 'close' before 'end': the client went away before the body was complete.
    const onClose = () => settle({ kind: "aborted" });
    incoming.on("data", onData).once("end", onEnd).once("close", onClose);
  });
}

function requestHeaders(incoming: IncomingMessage) {
  const headers = new Headers();
  for (let i = 0; i < incoming.rawHeaders.length; i += 2)
    headers.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
  return headers;
}

/** The client's address: the first X-Forwarded-For entry a loopback client states, else the socket's. */
function clientIp(incoming: IncomingMessage) {
  const forwarded = String(incoming.headers["x-forwarded-for"] ?? "")
    .split(",")[0]
    ?.trim();
  return forwarded || incoming.socket.remoteAddress || "unknown";
}

async function send(outgoing: ServerResponse, response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].flat();
  headers.push("Content-Length", String(body.byteLength));
  outgoing.writeHead(response.status, headers).end(body);
}

/** How long a refused client has to read its answer before its connection is cut. */
const lingerMs = 2_000;

/**
 * Answers a request whose body was not read (or not all of it), then closes the connection, so
 * the client cannot keep the server reading that body. With "Connection: close" Node would
 * destroy the socket the moment the answer is written, and a client still sending its body would
 * get a reset before it read the answer. So the answer goes out as usual, this side of the
 * connection is shut after it (the client reads the answer, then the end), and the connection is
 * cut a moment later, whatever is still arriving.
 */
function refuse(incoming: IncomingMessage, outgoing: ServerResponse, response: Response) {
  const socket = incoming.socket;
  outgoing.once("finish", () => {
    socket.end();
    const cut = setTimeout(() => socket.destroy(), lingerMs).unref();
    socket.once("close", () => clearTimeout(cut));
  });
  return send(outgoing, response);
}

/** Netlify's own limit on a function's request body: 6 MB. */
export const edgeBodyLimitBytes = 6 * 1024 * 1024;

const refusals = {
  method: () => failure(405, "method_not_allowed"),
  tooLarge: () => failure(413, "too_large"),
  unreadable: () => failure(400, "bad_json"),
  notFound: () => new Response(null, { status: 404 }),
};

export interface FunctionsServerOptions {
  port?: number;
  /** Answers what no function's path matches (the preview serves dist/ here); else a 404. */
  fallback?: (incoming: IncomingMessage, outgoing: ServerResponse) => void;
}

export async function startFunctionsServer({
  port = 0,
  fallback,
}: FunctionsServerOptions = {}): Promise<FunctionsServer> {
  const blobs = process.env.NETLIFY_BLOBS_CONTEXT ? null : await startTestBlobs();
  if (blobs) process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  const routes = await loadRoutes();
  const pending = new Set<Promise<unknown>>();
  const context = (incoming: IncomingMessage) =>
    ({
      ip: clientIp(incoming),
      waitUntil(promise: Promise<unknown>) {
        const tracked = promise
          .catch((error: unknown) => console.error("waitUntil work failed:", error))
          .finally(() => pending.delete(tracked));
        pending.add(tracked);
      },
    }) as unknown as Context;

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse) {
    // After the answer, the rest of a refused body may still arrive or fail: nothing listens then.
    incoming.on("error", () => {});
    let url: URL;
    try {
      // The host the client asked for, as Netlify gives it: the functions compare a form's
      // Origin with it, and build the links in their mails from it.
      url = new URL(incoming.url ?? "/", `http://${incoming.headers.host ?? "127.0.0.1"}`);
    } catch {
      return refuse(incoming, outgoing, refusals.unreadable());
    }
    const route = routes.get(url.pathname);
    if (!route && fallback) return fallback(incoming, outgoing);
    if (!route) return refuse(incoming, outgoing, refusals.notFound());
    const method = incoming.method ?? "GET";
    if (!requestTakes(method)) return refuse(incoming, outgoing, refusals.method());
    if (Number(incoming.headers["content-length"] ?? 0) > edgeBodyLimitBytes)
      return refuse(incoming, outgoing, refusals.tooLarge());

    const body = await readBody(incoming, edgeBodyLimitBytes);
    if (body.kind === "aborted") return;
    if (body.kind === "too large") return refuse(incoming, outgoing, refusals.tooLarge());

    let request: Request;
    try {
      request = new Request(url, {
        method,
        headers: requestHeaders(incoming),
        body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body.bytes),
      });
    } catch {
      return refuse(incoming, outgoing, refusals.unreadable());
    }
    let response: Response;
    try {
      response = await route(request, context(incoming));
    } catch (error) {
      console.error(`${method} ${url.pathname} threw:`, error);
      response = failure(500, "internal");
    }
    await send(outgoing, response);
  }

  const server = createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((error: unknown) => {
      console.error("functions server:", error);
      outgoing.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject).listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths: [...routes.keys()],
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = new Promise<void>((resolve) => setTimeout(resolve, closeDeadlineMs).unref());
      // Requests under way are answered first; the work they hand to waitUntil comes after.
      await Promise.race([closed, deadline]);
      await Promise.race([Promise.all(pending), deadline]);
      server.closeAllConnections();
      await blobs?.stop();
    },
  };
}
