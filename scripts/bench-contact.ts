/**
 * npm run bench:contact — how fast the contact pipeline accepts messages, with real parts:
 * the Postgres the tests use (the server on 127.0.0.1:5432, else embedded PGlite) through the
 * production Neon driver, and a real SMTP server, each in a process of its own.
 *
 * 1. Raw inserts per second: plain INSERTs into contact_messages through the same driver and pool.
 * 2. Accepted submissions per second through the handler (every mail also sent, in the
 *    background, as waitUntil does), and the ratio of the two. Goal: ratio ≥ 0.5. Also how long
 *    the last mail trails the last answer.
 * 3. Submit latency (p50/p99) one at a time while the SMTP server takes 2 s over every mail:
 *    the visitor must never wait for the mail. Goal: p50 ≤ 50 ms.
 *
 * Beside 1 and 2 it prints the CPU each part spends per operation (scripts/lib/cpu-by-part.ts):
 * every part shares this machine's cores, so that is what says which part bounds the ratio. And,
 * as a diagnostic, the accept rate with mail switched off: the accept path alone.
 */
import { createNeonDb } from "../netlify/lib/db";
import { createSmtpMailer } from "../netlify/lib/mailer";
import { createEnquiryHandler, type HandlerDeps } from "../netlify/lib/enquiry-handler";
import { contactKind } from "../netlify/lib/contact-kind";
import { startExternalServices } from "../tests/support/services-process";
import { cpuPerOperation, sampleCpu } from "./lib/cpu-by-part";

const total = Number(process.env.BENCH_COUNT ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const latencySamples = Number(process.env.BENCH_LATENCY_SAMPLES ?? 200);
const warmCount = 1000;

// Postgres, its proxy and the SMTP server run in processes of their own, as they would on other
// machines in production; this process is the function instance.
const services = await startExternalServices();
const db = createNeonDb(services.databaseUrl, {
  wsProxy: services.wsProxy,
  maxConnections: concurrency,
});
const deps: HandlerDeps = {
  db,
  mailer: createSmtpMailer(services.smtpUrl, "Bench <bench@droptaxi.example>"),
  operatorEmails: ["owner@droptaxi.example"],
  // Every submission comes from its own address below; the limit itself is not what is measured.
  rateLimit: { maxHits: 5, windowSeconds: 600 },
};
const handle = createEnquiryHandler(contactKind);
// An embedded PGlite runs inside the database process, beside the proxy.
const databaseProcess = services.engine.startsWith("embedded") ? "PGlite+proxy" : "proxy";
const cpuNow = () =>
  sampleCpu({ [databaseProcess]: services.pids.database, "SMTP server": services.pids.smtp });

const body = (i: number) =>
  JSON.stringify({
    name: `Bench ${i}`,
    email: `bench${i}@example.com`,
    phone: "9840012345",
    message: `Benchmark message number ${i}`,
  });

async function runPool(count: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return (performance.now() - started) / 1000;
}

// Diagnostic only: the same handler with mail switched off (rows are still marked sent), to show
// what the accept path itself costs beside a raw insert, apart from the mails.
const mailOffDeps: HandlerDeps = { ...deps, mailer: { send: async () => {}, close() {} } };

function submit(i: number, pending: Promise<unknown>[], handlerDeps = deps) {
  const request = new Request("http://bench/api/contact", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": `bench-key-${i}-${Date.now()}`,
    },
    body: body(i),
  });
  return handle(handlerDeps, request, {
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    waitUntil: (p) => pending.push(p),
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  // Warm both paths until V8 has optimised them (the first few hundred runs of each are several
  // times slower), so neither figure pays for start-up.
  for (let round = 0; round < 2; round++) {
    const warmPending: Promise<unknown>[] = [];
    await runPool(warmCount, async (i) => {
      await submit(-1 - i - round * warmCount, warmPending);
    });
    await Promise.all(warmPending);
    await runPool(warmCount, async (i) => {
      await db.query(
        "INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)",
        [`w${i}`, "w@example.com", "+919840012345", "warm"],
      );
    });
  }

  const beforeRaw = cpuNow();
  const rawSeconds = await runPool(total, async (i) => {
    await db.query(
      "INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)",
      [`Bench ${i}`, `bench${i}@example.com`, "+919840012345", `Benchmark message number ${i}`],
    );
  });
  const rawCpu = cpuPerOperation(beforeRaw, cpuNow(), total);
  const rawPerSecond = total / rawSeconds;

  const pending: Promise<unknown>[] = [];
  let failures = 0;
  const beforeHandler = cpuNow();
  const handlerSeconds = await runPool(total, async (i) => {
    const response = await submit(i, pending);
    if (response.status !== 201) failures++;
  });
  const answeredAt = performance.now();
  const answered = cpuNow();
  await Promise.all(pending);
  const mailed = cpuNow();
  const mailTrailSeconds = (performance.now() - answeredAt) / 1000;
  const acceptedPerSecond = (total - failures) / handlerSeconds;
  const sent = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM contact_messages WHERE notification_status = 'sent'",
  );
  const delivered = await services.accepted();

  const mailOffPending: Promise<unknown>[] = [];
  let mailOffFailures = 0;
  const beforeMailOff = cpuNow();
  const mailOffSeconds = await runPool(total, async (i) => {
    const response = await submit(3 * total + i, mailOffPending, mailOffDeps);
    if (response.status !== 201) mailOffFailures++;
  });
  await Promise.all(mailOffPending);
  const mailOffCpu = cpuPerOperation(beforeMailOff, cpuNow(), total);
  const mailOffPerSecond = (total - mailOffFailures) / mailOffSeconds;

  await services.behave({ kind: "accept", delayMs: 2000 });
  const latencies: number[] = [];
  const slowPending: Promise<unknown>[] = [];
  for (let i = 0; i < latencySamples; i++) {
    const started = performance.now();
    const response = await submit(total + i, slowPending);
    latencies.push(performance.now() - started);
    if (response.status !== 201) failures++;
  }
  await Promise.all(slowPending);
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const ratio = acceptedPerSecond / rawPerSecond;

  console.log(`Database: ${services.engine}; ${concurrency} concurrent, ${total} each run`);
  console.log(`Raw inserts:          ${rawPerSecond.toFixed(0)} /s`);
  console.log(`  CPU per insert:     ${rawCpu}`);
  console.log(
    `Accepted submissions: ${acceptedPerSecond.toFixed(0)} /s (${failures} not accepted; ${sent[0]?.n ?? 0} rows marked sent, ${delivered} mails received)`,
  );
  // Per submission: what was spent while answering (mails going out alongside), what the mails
  // still owed at the last answer cost after it, and the two together.
  console.log(
    `  CPU while answering, per submission: ${cpuPerOperation(beforeHandler, answered, total)}`,
  );
  console.log(
    `  CPU of the mails left after the last answer, per submission: ${cpuPerOperation(answered, mailed, total)}`,
  );
  console.log(
    `  CPU in all, per submission and its mail: ${cpuPerOperation(beforeHandler, mailed, total)}`,
  );
  console.log(
    `Accepted, mail off:   ${mailOffPerSecond.toFixed(0)} /s (${(mailOffPerSecond / rawPerSecond).toFixed(2)} of raw; a diagnostic, not the goal's figure)`,
  );
  console.log(`  CPU per submission: ${mailOffCpu}`);
  // The mails go out behind the answers; how far behind, at this rate, is shown, not hidden.
  console.log(
    `Mail delivery:        the last mail went out ${mailTrailSeconds.toFixed(1)} s after the last answer`,
  );
  console.log(
    `Ratio:                ${ratio.toFixed(2)} (goal ≥ 0.5) ${ratio >= 0.5 ? "OK" : "BELOW GOAL"}`,
  );
  console.log(
    `Submit latency, SMTP delaying each mail by 2 s (${latencySamples} one at a time): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (goal p50 ≤ 50 ms) ${p50 <= 50 ? "OK" : "ABOVE GOAL"}`,
  );
} finally {
  deps.mailer.close();
  await db.close();
  await services.stop();
}
