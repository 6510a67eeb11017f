/**
 * The Netlify Functions served on loopback by plain Node, for the load test: every function in
 * netlify/functions that has a path is served at it, and each request is handed to its default
 * export with a context like Netlify's (client IP, waitUntil). Configuration comes from the
 * environment, exactly as in production. Netlify's edge sets the client address; here a loopback
 * client may state it in X-Forwarded-For, so a load test can stand for many visitors. Prints the
 * address when listening.
 */
import { createServer } from "node:http";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Context } from "@netlify/functions";

type Handler = (request: Request, context: Context) => Promise<Response>;

const functionsDir = join(import.meta.dirname, "../netlify/functions");
const routes: Record<string, Handler> = {};
for (const file of await readdir(functionsDir)) {
  const module = (await import(pathToFileURL(join(functionsDir, file)).href)) as {
    default: Handler;
    config?: Config;
  };
  const paths = module.config?.path;
  for (const path of typeof paths === "string" ? [paths] : (paths ?? []))
    routes[path] = module.default;
}

const server = createServer(async (incoming, outgoing) => {
  const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
  const route = routes[url.pathname];
  if (!route) return outgoing.writeHead(404).end();
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: incoming.method,
    headers: incoming.headers as Record<string, string>,
    body:
      incoming.method === "GET" || incoming.method === "HEAD" ? undefined : Buffer.concat(chunks),
  });
  const ip = String(
    incoming.headers["x-forwarded-for"] ?? incoming.socket.remoteAddress ?? "unknown",
  );
  const context = {
    ip,
    waitUntil: (promise: Promise<unknown>) => void promise,
  } as unknown as Context;
  const response = await route(request, context);
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(
    `functions listening on http://127.0.0.1:${typeof address === "object" && address ? address.port : ""} (${Object.keys(routes).join(", ")})`,
  );
});
