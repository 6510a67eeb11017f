/**
 * npm run bench:claims — how soon operators hear, with real parts (the test Postgres through the
 * production driver, a real SMTP server, Netlify's own local Blobs server), two operators:
 * - from a submission to each operator's mail accepted by the SMTP server;
 * - from a claim ("I'll call") to the other operator's "Taken by …" mail accepted.
 * p50/p99 over BENCH_SAMPLES (default 100) enquiries, one at a time.
 */
import { createNeonDb } from "../../netlify/platform/db";
import { createSmtpMailer, type Mailer } from "../../netlify/delivery/mailer";
import { developmentSiteSecret } from "../../netlify/platform/env";
import { handlerDeps } from "../../netlify/platform/function-deps";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { grantFor, signClaimToken } from "../../netlify/claims/claim-token";
import { startExternalServices } from "../harness/services-process";
import { startTestBlobs } from "../harness/test-blobs";
import { enquiryCases } from "../harness/enquiry-bodies";

const samples = Number(process.env.BENCH_SAMPLES ?? 100);
const [ravi, meena] = [
  { name: "Ravi", email: "ravi@droptaxi.example" },
  { name: "Meena", email: "meena@droptaxi.example" },
];

const services = await startExternalServices();
const blobs = await startTestBlobs();
const db = createNeonDb(services.databaseUrl, { wsProxy: services.wsProxy });
const smtp = createSmtpMailer(services.smtpUrl, "Drop Taxi <bookings@droptaxi.example>");
/** When the SMTP server said yes to each operator's mail. */
let accepted: { to: string; subject: string; at: number }[] = [];
const mailer: Mailer = {
  async send(mail) {
    await smtp.send(mail);
    accepted.push({ to: mail.to.address, subject: mail.subject, at: performance.now() });
  },
  close: () => smtp.close(),
};
const deps = handlerDeps({
  db,
  mailer,
  markers: blobs.markers,
  operators: [ravi, meena],
  siteSecret: developmentSiteSecret,
  siteUrl: "https://droptaxi.example",
});
const book = createEnquiryHandler(bookingKind);
const claim = createClaimHandler(enquiryKinds);

function context(ip: string) {
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    settled: () => Promise.all(pending),
  };
}

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`;
};

const toMail: number[] = [];
const toTaken: number[] = [];
try {
  for (let i = 0; i < samples + 10; i++) {
    accepted = [];
    const submission = context(`10.8.${(i >> 8) & 255}.${i & 255}`);
    const started = performance.now();
    const response = await book(
      deps,
      new Request("https://droptaxi.example/api/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        // A phone of its own for each, so the per-phone rate limit stays out of the way.
        body: JSON.stringify({
          ...enquiryCases.booking.valid,
          phone: `97${String(i).padStart(8, "0")}`,
        }),
      }),
      submission,
    );
    await submission.settled();
    const { id } = (await response.json()) as { id: string };
    const firstMails = accepted.map((mail) => mail.at - started);

    accepted = [];
    const tapped = context("10.9.0.1");
    const token = signClaimToken(deps.claimKey, grantFor({ kind: "booking", id }, ravi.email));
    const claimedAt = performance.now();
    await claim(
      deps,
      new Request("https://droptaxi.example/claim", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: token, action: "claim" }).toString(),
      }),
      tapped,
    );
    await tapped.settled();
    const taken = accepted.find(
      (mail) => mail.to === meena.email && mail.subject.startsWith("Re: "),
    );
    // The first ten warm the driver, the pool and V8: a warm instance is what these describe.
    if (i < 10) continue;
    if (firstMails.length !== 2 || !taken) throw new Error(`enquiry ${id}: a mail is missing`);
    toMail.push(...firstMails);
    toTaken.push(taken.at - claimedAt);
  }
  console.log(`Database: ${services.engine}; ${samples} bookings, two operators`);
  console.log(`Submission → each operator's mail accepted by SMTP: ${percentiles(toMail)}`);
  console.log(`Claim → the other operator's "Taken by" mail accepted:  ${percentiles(toTaken)}`);
} finally {
  mailer.close();
  await db.close();
  await blobs.stop();
  await services.stop();
}
