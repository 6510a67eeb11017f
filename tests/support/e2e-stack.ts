/**
 * Playwright's web server for the end-to-end suite: the real test database (see
 * test-database.ts), a real SMTP server, and both `npm run dev` and `npm run preview` (the built
 * dist/, which `npm test` builds first, with the functions) wired to them through the same
 * environment variables production uses. A small loopback endpoint lets the browser tests read
 * back what reached the database and the mailbox, and says when the stack is ready.
 *
 * It ends on SIGTERM or SIGINT (dev server stopped and waited for, database dropped), and with
 * --exit-with-stdin also when its standard input ends: Playwright holds a pipe there while it
 * runs, so a Playwright that died cannot leave the stack holding its ports.
 */
import { enquiryKinds } from "../../netlify/kinds/registry";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { createNeonDb } from "../../netlify/platform/db";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { packageBin, stopChild } from "../../scripts/harness/child-process";
import {
  startPreviewProcess,
  type FunctionsProcess,
} from "../../scripts/harness/functions-process";
import { startTestDatabase } from "../../scripts/harness/test-database";
import { startSmtpCapture } from "../../scripts/harness/smtp-capture";
import { devServerPort, inspectUrl, previewPort } from "./e2e-ports";

const distIndex = join(import.meta.dirname, "../../dist/index.html");
if (!existsSync(distIndex)) {
  console.error("e2e stack: no dist/ to preview: run `npm run build` first (npm test does)");
  process.exit(1);
}

const inspectPort = Number(new URL(inspectUrl).port);

const database = await startTestDatabase();
const smtp = await startSmtpCapture();
const db = createNeonDb(database.url, { wsProxy: database.wsProxy });
console.info(`e2e stack: ${database.engine}; SMTP ${smtp.url}`);

let ready = false;

const inspector = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://inspect");
  if (url.pathname === "/ready") {
    response.writeHead(ready ? 200 : 503).end();
    return;
  }
  const send = (body: unknown) =>
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  if (url.pathname === "/mails") {
    send(
      smtp.mails.map((mail) => ({
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        to: mail.to,
        replyTo: mail.replyTo?.text,
      })),
    );
    return;
  }
  const table = url.searchParams.get("table");
  if (url.pathname === "/rows" && enquiryKinds.some((kind) => kind.table === table)) {
    db.query(`SELECT * FROM ${table} ORDER BY id`).then(send, (error: Error) =>
      response.writeHead(500).end(error.message),
    );
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => inspector.listen(inspectPort, "127.0.0.1", resolve));

/** Both servers' functions: this stack's database and mailbox, two operators to claim. */
const serverEnv = {
  ...process.env,
  DATABASE_URL: database.url,
  NEON_WS_PROXY: database.wsProxy,
  SMTP_URL: smtp.url,
  MAIL_FROM: "Drop Taxi <bookings@droptaxi.example>",
  OPERATORS: "Ravi <owner@droptaxi.example>, Meena <dispatch@droptaxi.example>",
};

// Vite's own script on this Node, not through npx: a signal then reaches the dev server itself.
const dev = spawn(
  process.execPath,
  [packageBin("vite"), "--port", String(devServerPort), "--strictPort"],
  { stdio: "inherit", env: serverEnv },
);
// Started beside the dev server; stopped (once it has started) with it.
const previewStarting: Promise<FunctionsProcess> = startPreviewProcess({
  ...serverEnv,
  PORT: String(previewPort),
});
// Its failure is reported where it is awaited, below; until then it must not count as unhandled.
previewStarting.catch(() => {});

/** Past this, cleaning up has hung somewhere: exit anyway (the next run drops the database). */
const shutdownDeadlineMs = 20_000;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error("e2e stack: shutdown ran past its deadline; exiting");
    process.exit(1);
  }, shutdownDeadlineMs).unref();
  await Promise.all([
    stopChild(dev),
    previewStarting.then(
      (preview) => preview.stop(),
      () => undefined,
    ),
  ]);
  inspector.close();
  inspector.closeAllConnections();
  await db.close();
  await smtp.stop();
  await database.stop();
  process.exit(code);
}
process.once("SIGTERM", () => void shutdown(0));
process.once("SIGINT", () => void shutdown(0));
if (process.argv.includes("--exit-with-stdin")) {
  process.stdin.once("end", () => void shutdown(0)).resume();
}
dev.once("exit", (code, signal) => {
  if (stopping) return;
  console.error(`e2e stack: the dev server exited (${signal ?? code})`);
  void shutdown(1);
});

/**
 * The dev server bundles and starts a function on its first call, which can take longer than
 * a test waits for an answer on a loaded machine. Each function is called once (a GET, answered
 * 405) before the stack reports ready, so the tests time the site, not that first build. A dev
 * server that never answers ends the stack rather than leave it waiting.
 */
const warmDeadlineMs = 120_000;
async function warmFunctions() {
  const site = `http://localhost:${devServerPort}`;
  const deadline = Date.now() + warmDeadlineMs;
  const signal = () => AbortSignal.timeout(Math.max(1, deadline - Date.now()));
  for (;;) {
    try {
      await fetch(site, { signal: signal() });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await Promise.all(enquiryKinds.map((kind) => fetch(site + kind.path, { signal: signal() })));
}
await warmFunctions().catch((error: unknown) => {
  console.error(`e2e stack: the dev server did not answer in time: ${String(error)}`);
  return shutdown(1);
});
const preview = await previewStarting.catch(async (error: unknown) => {
  console.error(`e2e stack: the preview did not start: ${String(error)}`);
  await shutdown(1);
});
preview?.child.once("exit", (code, signal) => {
  if (stopping) return;
  console.error(`e2e stack: the preview exited (${signal ?? code})`);
  void shutdown(1);
});
ready = preview !== undefined;
