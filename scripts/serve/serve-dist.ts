/**
 * Serves the built site (dist/) on loopback with the headers netlify.toml gives production and
 * the redirects of its _redirects file, so audits and the tests see what visitors get. Static
 * files only: `npm run preview` (scripts/serve/preview.ts) serves the functions beside them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "smol-toml";

const root = join(import.meta.dirname, "../..");
const dist = join(root, "dist");

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
};

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export async function netlifyHeaderRules(): Promise<HeaderRule[]> {
  const config = parse(await readFile(join(root, "netlify.toml"), "utf8")) as {
    headers?: HeaderRule[];
  };
  return config.headers ?? [];
}

/** Netlify's path patterns: "/*" matches everything below, otherwise an exact path. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The request's path with its escapes decoded, or null when they are not UTF-8. */
function decodedPath(url = "/"): string | null {
  try {
    return decodeURIComponent(new URL(url, "http://x").pathname);
  } catch {
    return null;
  }
}

export type StaticHandler = (request: IncomingMessage, response: ServerResponse) => void;

interface Redirect {
  to: string;
  status: number;
}

/**
 * dist/_redirects as the build writes it: one exact path to another, with its status, a line
 * each ("/bengaluru-to-chennai-taxi/ /bangalore-to-chennai-taxi/ 301"); and a folder's missing
 * addresses to its not-found page ("/ta/* /ta/404.html 404"), which apply only where no file
 * matches, as on Netlify.
 */
async function distRedirects() {
  const text = await readFile(join(dist, "_redirects"), "utf8").catch(() => "");
  const exact = new Map<string, Redirect>();
  const missing: (Redirect & { pattern: string })[] = [];
  for (const line of text.split("\n")) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to) continue;
    const redirect = { to, status: Number(status ?? 301) };
    if (from.endsWith("/*")) missing.push({ pattern: from, ...redirect });
    else exact.set(from, redirect);
  }
  // What Netlify answers a missing address with where no rule says otherwise.
  missing.push({ pattern: "/*", to: "/404.html", status: 404 });
  return { exact, missing };
}

/** Answers a request from dist/ with netlify.toml's headers and _redirects, as Netlify's CDN would. */
export async function createStaticHandler(): Promise<StaticHandler> {
  const rules = await netlifyHeaderRules();
  const redirects = await distRedirects();
  const send = async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    file: string,
    status = 200,
  ) => {
    const body = await readFile(file);
    const headers: Record<string, string> = {
      "Content-Type": types[extname(file)] ?? "application/octet-stream",
    };
    for (const rule of rules) if (matches(rule.for, path)) Object.assign(headers, rule.values);
    // Compressed as Netlify's CDN compresses, so size audits see the real transfer.
    if (/gzip/.test(String(request.headers["accept-encoding"]))) {
      response.writeHead(status, { ...headers, "Content-Encoding": "gzip" }).end(gzipSync(body));
    } else {
      response.writeHead(status, headers).end(body);
    }
  };
  return (request, response) => {
    void (async () => {
      const path = decodedPath(request.url);
      // A path whose escapes are no UTF-8 (/%E0%A4) names no file: a 400, not a crash.
      if (path === null) return response.writeHead(400).end();
      // Netlify serves a folder's page with or without its slash, so a redirect matches both.
      const redirect = redirects.exact.get(path) ?? redirects.exact.get(`${path}/`);
      if (redirect) return response.writeHead(redirect.status, { Location: redirect.to }).end();
      let file = normalize(join(dist, path.endsWith("/") ? `${path}index.html` : path));
      if (!file.startsWith(dist)) return response.writeHead(403).end();
      try {
        if ((await stat(file)).isDirectory()) file = join(file, "index.html");
        await send(request, response, path, file);
      } catch {
        // The not-found page with its own headers: an asset's (immutable) must not cache a 404.
        const page = redirects.missing.find(({ pattern }) => matches(pattern, path))!;
        await send(request, response, page.to, join(dist, page.to), page.status).catch(() =>
          response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found"),
        );
      }
    })();
  };
}

export async function serveDist(port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer(await createStaticHandler());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    server,
  };
}
