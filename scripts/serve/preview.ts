/**
 * `npm run preview`: the real thing, locally. Builds the production site (unless --no-build),
 * then serves dist/ with netlify.toml's headers and the functions at their paths on one port,
 * each function loaded once, as a warm Netlify instance runs it; the scheduled job runs when
 * asked (POST /.netlify/functions/retry-notifications), not on its own schedule. With no
 * configuration it runs on the embedded defaults `npm run dev` uses: the embedded Postgres in
 * .data/pglite, operator mail written to .data/outbox, Netlify Blobs emulated. DATABASE_URL,
 * SMTP_URL and the rest of the server's variables, when set, are used instead, exactly as in
 * production. PORT picks the port (default 4173). Ends on SIGTERM or SIGINT, and when the
 * process that forked it goes away.
 */
import { runToEnd } from "../harness/child-process";
import { startFunctionsServer } from "../harness/functions-server";
import { createStaticHandler } from "./serve-dist";
import { startLocalDatabase } from "../../netlify/local/dev-services";
import { startLocalBlobs } from "../../netlify/local/local-blobs";
import { databaseUrlOf } from "../../netlify/platform/env";
import { join } from "node:path";

/** A build on a busy 2-core machine takes under a minute; far past this it has hung. */
const buildDeadlineMs = 10 * 60_000;

if (!process.argv.includes("--no-build")) {
  const code = await runToEnd("npm", ["run", "build"], { deadlineMs: buildDeadlineMs });
  if (code !== 0) process.exit(code);
}

const logger = { info: (message: string) => console.info(message) };
// Mail to .data/outbox when no SMTP_URL is set, as under `npm run dev`; never in production.
process.env.LOCAL_DEV_FALLBACKS ??= "true";
const database = databaseUrlOf(process.env) ? null : await startLocalDatabase(logger);
if (database) {
  process.env.DATABASE_URL = database.url;
  process.env.NEON_WS_PROXY = database.wsProxy;
}
// Netlify Blobs emulated in the folder the dev plugin's emulation uses, so both see the same.
const blobs = await startLocalBlobs(join(".netlify", "blobs-serve"));
process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;

const port = Number(process.env.PORT ?? 4173);
// Netlify sets URL to the site's address, which the links in mail start with: here, the preview's.
process.env.URL ??= `http://localhost:${port}`;
const server = await startFunctionsServer({
  port,
  fallback: await createStaticHandler(),
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // Past this, stopping has hung somewhere: exit anyway.
  setTimeout(() => process.exit(1), 20_000).unref();
  void server
    .close()
    .then(() => Promise.all([database?.stop(), blobs.stop()]))
    .finally(() => process.exit(0));
}
process.once("SIGTERM", stop).once("SIGINT", stop).once("disconnect", stop);

const url = server.url.replace("127.0.0.1", "localhost");
console.info(`  ➜  Preview: ${url} (the built site, and ${server.paths.join(", ")})`);
process.send?.({ listening: url });
