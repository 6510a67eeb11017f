import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createNeonDb, type Db } from "../../netlify/platform/db";
import { waitForExit } from "../../scripts/harness/child-process";
import {
  startFunctionsProcess,
  type FunctionsProcess,
} from "../../scripts/harness/functions-process";
import { edgeBodyLimitBytes } from "../../scripts/harness/functions-server";
import { count, emptyTables } from "../support/enquiry-harness";
import { startSmtpCapture, type SmtpCapture } from "../../scripts/harness/smtp-capture";

/**
 * The load test's functions server (scripts/serve/serve-functions.ts) over real HTTP, in a process of
 * its own as `npm run load` runs it, with the real functions, database and SMTP server: hostile
 * requests are answered, the process stays up (a crash would refuse the next submission), and
 * it ends when asked.
 */

/** Ends a wait for an answer that never comes: the server hung on the request. */
const answerDeadlineMs = 10_000;
const floodBytes = 256 * 1024 * 1024;

let smtp: SmtpCapture;
let db: Db;
let server: FunctionsProcess;
let port: number;

/** The functions read their configuration from the environment when they load, as in production. */
const functionsEnv = () => ({
  ...process.env,
  DATABASE_URL: inject("databaseUrl"),
  NEON_WS_PROXY: inject("wsProxy"),
  SMTP_URL: smtp.url,
  MAIL_FROM: "Drop Taxi <bookings@droptaxi.example>",
  OPERATOR_EMAILS: "owner@droptaxi.example",
  SITE_SECRET: randomBytes(32).toString("hex"),
});

beforeAll(async () => {
  smtp = await startSmtpCapture();
  db = createNeonDb(inject("databaseUrl"), { wsProxy: inject("wsProxy") });
  await emptyTables(db);
  server = await startFunctionsProcess(functionsEnv());
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await db?.close();
});

let submissions = 0;
/** A valid contact message from a visitor of its own (address and phone), so no limit answers. */
async function submit() {
  const i = ++submissions;
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${i}` },
    body: JSON.stringify({
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      phone: `98765${String(i).padStart(5, "0")}`,
      message: "Sedan from Chennai to Vellore tomorrow morning.",
    }),
    signal: AbortSignal.timeout(answerDeadlineMs),
  });
  return response.status;
}

/** Sends raw bytes and resolves with everything the server sent back once it closes. */
function exchange(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${answerDeadlineMs} ms; got: ${answer}`));
    }, answerDeadlineMs);
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(request);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4));

function head(method: string, path: string, headers: Record<string, string | number> = {}) {
  const lines = Object.entries({ Host: "127.0.0.1", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

describe("the load test's functions server", () => {
  it("stores a submission sent over HTTP and mails the operators", async () => {
    expect(await submit()).toBe(201);
    expect(await count(db, "contact_messages")).toBe(1);
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.subject).toMatch(/^Visitor 1 /);
  });

  it("drops a request whose client goes away mid-body and keeps serving", async () => {
    const before = await count(db, "contact_messages");
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", reject);
      // Node answers "100 Continue" once the request is being served: the body is awaited then.
      socket.write(
        head("POST", "/api/contact", {
          "Content-Type": "application/json",
          "Content-Length": 1_000,
          Expect: "100-continue",
        }),
      );
      socket.once("data", (data) => {
        expect(data.toString()).toMatch(/^HTTP\/1\.1 100 Continue/);
        socket.write('{"name":"Gone Away","message":"hal');
        socket.resetAndDestroy();
        resolve();
      });
    });
    expect(await submit()).toBe(201);
    expect(await count(db, "contact_messages")).toBe(before + 1);
  });

  it.each(["TRACE"])(
    "answers %s, a method no Request can carry, with 405 and keeps serving",
    async (method) => {
      const answer = await exchange(head(method, "/api/contact"));
      expect(statusOf(answer)).toBe(405);
      expect(bodyOf(answer)).toMatchObject({ ok: false, error: { code: "method_not_allowed" } });
      expect(await submit()).toBe(201);
    },
  );

  it("answers 400 to a request target that is not a URL, and keeps serving", async () => {
    const answer = await exchange(head("GET", "http://[::1/api/contact"));
    expect(statusOf(answer)).toBe(400);
    expect(await submit()).toBe(201);
  });

  it("answers 413 to a Content-Length over the limit without waiting for the body", async () => {
    const answer = await exchange(
      head("POST", "/api/contact", {
        "Content-Type": "application/json",
        "Content-Length": edgeBodyLimitBytes + 1,
      }),
    );
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toMatchObject({ ok: false, error: { code: "too_large" } });
    expect(await submit()).toBe(201);
  });

  it("answers 413 to a chunked body as soon as it passes the limit and reads no further", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from("\r\n"),
    ]);
    const { answer, sent } = await new Promise<{ answer: string; sent: number }>(
      (resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        let answer = "";
        let sent = 0;
        let over = false;
        const finish = () => {
          if (over) return;
          over = true;
          clearTimeout(timer);
          socket.destroy();
          resolve({ answer, sent });
        };
        const timer = setTimeout(() => {
          over = true;
          socket.destroy();
          reject(new Error(`no answer within ${answerDeadlineMs} ms after ${sent} bytes`));
        }, answerDeadlineMs);
        socket.on("data", (data) => {
          answer += data.toString("latin1");
          if (/\r\n\r\n/.test(answer)) finish();
        });
        socket.on("error", () => {});
        socket.on("close", finish);
        socket.write(
          head("POST", "/api/contact", {
            "Content-Type": "application/json",
            "Transfer-Encoding": "chunked",
          }),
        );
        // One chunk at a time, letting the answer in between: stop as soon as it comes.
        const pump = () => {
          if (over || sent >= floodBytes) return;
          sent += chunk.length;
          if (socket.write(framed)) setImmediate(pump);
          else socket.once("drain", pump);
        };
        pump();
      },
    );
    expect(statusOf(answer)).toBe(413);
    // The kernel's socket buffers hold a few megabytes: far from the whole flood.
    expect(sent).toBeLessThan(floodBytes / 8);
    expect(await submit()).toBe(201);
  });

  it("hands a body of exactly Netlify's limit to the function, which answers by its own", async () => {
    const field = "message=";
    const answer = await exchange(
      Buffer.concat([
        Buffer.from(
          head("POST", "/api/contact", {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": edgeBodyLimitBytes,
            "Sec-Fetch-Site": "same-origin",
            Connection: "close",
          }),
        ),
        Buffer.from(field + "x".repeat(edgeBodyLimitBytes - field.length)),
      ]),
    );
    // The function's own page for a form posted without script: the server's would be JSON.
    expect(statusOf(answer)).toBe(413);
    expect(answer).toMatch(/content-type: text\/html/i);
  });

  it("runs the scheduled job when asked at its Netlify CLI address, and serves it nowhere else", async () => {
    const response = await fetch(`${server.url}/.netlify/functions/retry-notifications`, {
      method: "POST",
      signal: AbortSignal.timeout(answerDeadlineMs),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("reason");
    // A function with a path is served at its path only.
    const contact = await fetch(`${server.url}/.netlify/functions/contact`, { method: "POST" });
    expect(contact.status).toBe(404);
  });

  it("ends on SIGTERM, and then nothing answers at its address", async () => {
    const own = await startFunctionsProcess(functionsEnv());
    expect(await own.stop()).toEqual({ code: 0, signal: null });
    await expect(
      fetch(own.url, { signal: AbortSignal.timeout(answerDeadlineMs) }),
    ).rejects.toThrow();
  });

  it("ends by itself when the process that started it goes away", async () => {
    const own = await startFunctionsProcess(functionsEnv());
    try {
      // What a parent's death does to the IPC channel; no signal is sent.
      own.child.disconnect();
      expect(await waitForExit(own.child, answerDeadlineMs)).toEqual({ code: 0, signal: null });
    } finally {
      await own.stop();
    }
  });
});
