/**
 * npm run load: 200 concurrent submissions, contact and booking mixed, over HTTP on loopback to
 * the functions (scripts/serve/serve-functions.ts, its own process) with the real test database and
 * SMTP server (a process each). Then checks 200 rows, 200 mails, 0 errors, and prints
 * throughput and p50/p99. LOAD_COUNT changes the number. Each submission comes from its own
 * address with its own phone number, so the per-client limits never answer: the pipeline is
 * what is measured. Every child is stopped, and waited for, before the script ends.
 */
import { enquiryKinds } from "../../netlify/kinds/registry";
import { validBodyOf } from "../harness/enquiry-bodies";
import { randomBytes } from "node:crypto";
import { createNeonDb } from "../../netlify/platform/db";
import { startExternalServices } from "../harness/services-process";
import { startFunctionsProcess } from "../harness/functions-process";

const total = Number(process.env.LOAD_COUNT ?? 200);
const answerDeadlineMs = 60_000;
const services = await startExternalServices();
const functions = await startFunctionsProcess({
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  NEON_WS_PROXY: services.wsProxy,
  SMTP_URL: services.smtpUrl,
  MAIL_FROM: "Load <load@droptaxi.example>",
  OPERATOR_EMAILS: "owner@droptaxi.example",
  SITE_SECRET: randomBytes(32).toString("hex"),
}).catch(async (error: unknown) => {
  await services.stop();
  throw error;
});
const base = functions.url;

const phoneOf = (i: number) => `98${String(i).padStart(8, "0")}`;
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
/** Every registered kind in turn, each from its own client and phone. */
function submission(i: number) {
  const kind = enquiryKinds[i % enquiryKinds.length]!;
  return {
    path: kind.path,
    body: { ...validBodyOf(kind.name), name: `Load ${i}`, phone: phoneOf(i) },
  };
}

const db = createNeonDb(services.databaseUrl, { wsProxy: services.wsProxy });
let failed = 0;
try {
  const started = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const { path, body } = submission(i);
      const sentAt = performance.now();
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `load-${i}-${Date.now()}`,
          "X-Forwarded-For": addressOf(i),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(answerDeadlineMs),
      }).catch(() => null);
      if (response?.status !== 201) {
        failed++;
        console.error(
          `submission ${i}: ${response ? `${response.status} ${await response.text()}` : "no answer"}`,
        );
      }
      return performance.now() - sentAt;
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  // The mails go out after the answers; give them a little time.
  const deadline = Date.now() + 30_000;
  while ((await services.accepted()) < total && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  const [rows] = await db.query<{ n: number }>(
    `SELECT ${enquiryKinds.map((kind) => `(SELECT count(*) FROM ${kind.table})`).join(" + ")} AS n`,
  );
  const mails = await services.accepted();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
  console.log(
    `Load: ${total} concurrent submissions (contact and booking mixed) on loopback, ${services.engine}`,
  );
  console.log(`  rows ${rows?.n}, mails ${mails}, errors ${failed}`);
  console.log(
    `  throughput ${(total / seconds).toFixed(0)} submissions/s; latency p50 ${at(50)} ms, p99 ${at(99)} ms`,
  );
  const ok = failed === 0 && Number(rows?.n) === total && mails === total;
  console.log(ok ? "Load: OK" : "Load: FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  // The server first: it holds database connections, and the test database is dropped last.
  await functions.stop();
  await db.close();
  await services.stop();
}
