/**
 * Playwright's web server for the end-to-end suite: the real test database (see
 * test-database.ts), a real SMTP server, and `npm run dev` wired to both through the same
 * environment variables production uses. A small loopback endpoint lets the browser tests read
 * back what reached the database and the mailbox, and says when the stack is ready.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { createNeonDb } from "../../netlify/lib/db";
import { startTestDatabase } from "./test-database";
import { startSmtpCapture } from "./smtp-capture";
import { devServerPort, inspectUrl } from "./e2e-ports";

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
  if (url.pathname === "/rows" && (table === "contact_messages" || table === "booking_requests")) {
    db.query(`SELECT * FROM ${table} ORDER BY id`).then(send, (error: Error) =>
      response.writeHead(500).end(error.message),
    );
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => inspector.listen(inspectPort, "127.0.0.1", resolve));

const dev = spawn("npx", ["vite", "--port", String(devServerPort), "--strictPort"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    NEON_WS_PROXY: database.wsProxy,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Drop Taxi <bookings@droptaxi.example>",
    OPERATOR_EMAILS: "owner@droptaxi.example",
  },
});

async function shutdown() {
  dev.kill("SIGTERM");
  inspector.close();
  await db.close();
  await smtp.stop();
  await database.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown());
process.on("SIGINT", () => void shutdown());
dev.on("exit", (code) => {
  if (code) process.exit(code);
});

/**
 * The dev server bundles and starts a function on its first call, which can take longer than
 * a test waits for an answer on a loaded machine. Each function is called once (a GET, answered
 * 405) before the stack reports ready, so the tests time the site, not that first build.
 */
async function warmFunctions() {
  const site = `http://localhost:${devServerPort}`;
  for (;;) {
    try {
      await fetch(site);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await Promise.all(["/api/contact", "/api/bookings"].map((path) => fetch(site + path)));
  ready = true;
}
await warmFunctions();
