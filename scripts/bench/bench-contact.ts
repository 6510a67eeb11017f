/**
 * npm run bench:contact — what a visitor and an operator feel of the contact pipeline, with real
 * parts: the Postgres the tests use (the server on 127.0.0.1:5432, else embedded PGlite) through
 * the production Neon driver, and a real SMTP server, each in a process of its own.
 *
 * 1. Submit latency (p50/p99), one at a time, while the SMTP server takes 2 s over every mail:
 *    the visitor must never wait for the mail. Goal: p50 ≤ 50 ms.
 * 2. From the answer to the mail accepted by the SMTP server (p50/p99), one at a time: how long
 *    an operator waits after the visitor sees success.
 * 3. Submit latency (p50) with Netlify Blobs healthy and with Blobs accepting connections and
 *    never answering: the answer must not wait for Blobs at all. Goal: within 50 ms of each other.
 * 4. Raw inserts and accepted submissions per second, concurrently: information, no goal.
 */
import { handlerDeps } from "../../netlify/platform/function-deps";
import { developmentSiteSecret } from "../../netlify/platform/env";
import { createNeonDb } from "../../netlify/platform/db";
import { createSmtpMailer, type Mailer } from "../../netlify/delivery/mailer";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { startExternalServices } from "../harness/services-process";
import { startTestBlobs } from "../harness/test-blobs";
import { startBrokenBlobs } from "../harness/broken-blobs";
import type { HandlerDeps } from "../../netlify/intake/enquiry-handler";

const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const total = Number(process.env.BENCH_COUNT ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

const services = await startExternalServices();
const db = createNeonDb(services.databaseUrl, {
  wsProxy: services.wsProxy,
  maxConnections: concurrency,
});
const smtp = createSmtpMailer(services.smtpUrl, "Bench <bench@droptaxi.example>");
/** When the SMTP server said yes to each mail, by Message-ID. */
const mailAcceptedAt = new Map<string, number>();
const timedMailer: Mailer = {
  async send(mail) {
    await smtp.send(mail);
    mailAcceptedAt.set(mail.messageId, performance.now());
  },
  close: () => smtp.close(),
};
const blobs = await startTestBlobs();
const hangingBlobs = await startBrokenBlobs("never answers");
const deps = handlerDeps({
  markers: blobs.markers,
  db,
  mailer: timedMailer,
  operators: [{ name: "Owner", email: "owner@droptaxi.example" }],
  siteUrl: "http://localhost",
  siteSecret: developmentSiteSecret,
});
const handle = createEnquiryHandler(contactKind);

let sequence = 0;
/** Each submission from its own address and phone: the bench measures the pipeline, not the limit. */
function submit(pending: Promise<unknown>[], withDeps: HandlerDeps = deps) {
  const i = sequence++;
  const request = new Request("http://bench/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `bench-${i}-${Date.now()}` },
    body: JSON.stringify({
      name: `Bench ${i}`,
      email: `bench${i}@example.com`,
      phone: `98${String(i).padStart(8, "0")}`,
      message: `Benchmark message number ${i}`,
    }),
  });
  return handle(withDeps, request, {
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    waitUntil: (p) => pending.push(p),
  });
}

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function runPool(count: number, work: () => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await work();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** One submission at a time: its answer time, and when its mail was accepted after the answer. */
async function oneAtATime(count: number, withDeps: HandlerDeps = deps) {
  const latencies: number[] = [];
  const mailAfterAnswer: number[] = [];
  for (let i = 0; i < count; i++) {
    const pending: Promise<unknown>[] = [];
    const started = performance.now();
    const response = await submit(pending, withDeps);
    const answeredAt = performance.now();
    latencies.push(answeredAt - started);
    if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
    const { id } = (await response.json()) as { id: string };
    await Promise.all(pending);
    const accepted = [...mailAcceptedAt].find(([messageId]) => messageId.includes(`.${id}.`));
    if (accepted) mailAfterAnswer.push(accepted[1] - answeredAt);
    mailAcceptedAt.clear();
  }
  return { latency: percentiles(latencies), mailAfterAnswer: percentiles(mailAfterAnswer) };
}

try {
  // Warm the driver, the pool and V8 first: a warm instance is what the steady figures describe
  // (npm run bench:cold measures the cold one).
  await oneAtATime(50);

  const quick = await oneAtATime(samples);
  await services.behave({ kind: "accept", delayMs: 2000 });
  const slow = await oneAtATime(Math.min(samples, 20));
  await services.behave({ kind: "accept" });
  // Each of these waits out the marker's deadline after its answer, so a few samples do.
  const blobsSamples = Math.min(samples, 10);
  const blobsHealthy = await oneAtATime(blobsSamples);
  const blobsHanging = await oneAtATime(blobsSamples, { ...deps, markers: hangingBlobs.markers });

  const rawPerSecond = await runPool(total, async () => {
    await db.query(
      "INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)",
      ["Raw", "raw@example.com", "+919840012345", "Raw insert"],
    );
  });
  const pending: Promise<unknown>[] = [];
  const acceptedPerSecond = await runPool(total, async () => {
    const response = await submit(pending);
    if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
  });
  await Promise.all(pending);

  const blobsGap = blobsHanging.latency.p50 - blobsHealthy.latency.p50;
  const blobsGoalMet = Math.abs(blobsGap) <= 50;
  const goalMet = slow.latency.p50 <= 50 && blobsGoalMet;
  console.log(`Database: ${services.engine}`);
  console.log(
    `Submit latency, SMTP taking 2 s per mail: p50 ${ms(slow.latency.p50)}, p99 ${ms(slow.latency.p99)} (goal p50 ≤ 50 ms) ${goalMet ? "OK" : "ABOVE GOAL"}`,
  );
  console.log(
    `Submit latency, SMTP answering at once:   p50 ${ms(quick.latency.p50)}, p99 ${ms(quick.latency.p99)}`,
  );
  console.log(
    `Submit latency, Blobs healthy / hanging:  p50 ${ms(blobsHealthy.latency.p50)} / ${ms(blobsHanging.latency.p50)} (goal: within 50 ms) ${blobsGoalMet ? "OK" : "ABOVE GOAL"}`,
  );
  console.log(
    `Answer → mail accepted by SMTP:           p50 ${ms(quick.mailAfterAnswer.p50)}, p99 ${ms(quick.mailAfterAnswer.p99)}`,
  );
  console.log(
    `Per second, ${concurrency} concurrent (information): raw inserts ${rawPerSecond.toFixed(0)}, accepted submissions ${acceptedPerSecond.toFixed(0)}`,
  );
  if (!goalMet) process.exitCode = 1;
} finally {
  timedMailer.close();
  await db.close();
  await services.stop();
  await blobs.stop();
  hangingBlobs.stop();
}
