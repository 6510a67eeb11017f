/**
 * The Netlify Functions served on loopback by plain Node, for the load test: each request is
 * handed to the function's default export with a context like Netlify's (client IP, waitUntil).
 * Configuration comes from the environment, exactly as in production. Netlify's edge sets the
 * client address; here a loopback client may state it in X-Forwarded-For, so a load test can
 * stand for many visitors. Prints the address when listening.
 */
import { createServer } from "node:http";
import type { Context } from "@netlify/functions";
import contact from "../netlify/functions/contact.mts";
import bookings from "../netlify/functions/bookings.mts";

const routes: Record<string, (request: Request, context: Context) => Promise<Response>> = {
  "/api/contact": contact,
  "/api/bookings": bookings,
};

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
    `functions listening on http://127.0.0.1:${typeof address === "object" && address ? address.port : ""}`,
  );
});
