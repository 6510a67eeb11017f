/**
 * npm run fuzz: throws FUZZ_RUNS (default 10,000) generated hostile bodies at each endpoint's
 * handler, with the real test database and SMTP server, and prints how many got each status.
 * Exits 1 on any 5xx, on a row stored for an invalid body, or on a stored row left unmailed.
 */
import { handlerDeps } from "../../netlify/platform/function-deps";
import { developmentSiteSecret } from "../../netlify/platform/env";
import fc from "fast-check";
import { createNeonDb } from "../../netlify/platform/db";
import { createSmtpMailer } from "../../netlify/delivery/mailer";
import { startExternalServices } from "../harness/services-process";
import { startTestBlobs } from "../harness/test-blobs";
import { fuzzTargets, hostileBodies, shouldStore } from "../harness/fuzz-bodies";

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const services = await startExternalServices();
const db = createNeonDb(services.databaseUrl, { wsProxy: services.wsProxy });
const blobs = await startTestBlobs();
const deps = handlerDeps({
  markers: blobs.markers,
  db,
  mailer: createSmtpMailer(services.smtpUrl, "Fuzz <fuzz@droptaxi.example>"),
  operators: [{ name: "Owner", email: "owner@droptaxi.example" }],
  siteUrl: "http://localhost",
  siteSecret: developmentSiteSecret,
});
// Generated phone numbers repeat: the fuzz measures validation and storage, not the limits.
deps.rateLimits = { windowSeconds: 600, perNetwork: 1e9, perPhone: 1e9 };
let problems = 0;
try {
  for (const { name, table, schema, handle, fields, plausible } of fuzzTargets) {
    const statuses = new Map<number, number>();
    const pending: Promise<unknown>[] = [];
    let sent = 0;
    const samples = fc.sample(hostileBodies(fields, plausible), runs);
    for (const body of samples) {
      const ip = `198.18.${(sent >> 8) & 255}.${sent++ & 255}`;
      const request = new Request(`http://fuzz/api/${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      const response = await handle(deps, request, { ip, waitUntil: (p) => pending.push(p) });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) {
        problems++;
        console.error(`5xx for body ${body.slice(0, 120)}`);
      }
    }
    await Promise.all(pending);
    const accepted = statuses.get(201) ?? 0;
    const [stored] = await db.query<{ n: number; unsent: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM deliveries d
                 WHERE d.enquiry_kind = $1 AND d.enquiry_id = t.id AND d.status <> 'sent'))::int AS unsent
         FROM ${table} t`,
      [name],
    );
    const validBodies = samples.filter((body) => shouldStore(body, schema).valid).length;
    if ((stored?.n ?? 0) !== validBodies) {
      problems++;
      console.error(`${table}: ${stored?.n} rows stored but only ${validBodies} bodies were valid`);
    }
    // A stored row whose mail could not even be rendered would wait for an operator forever.
    if (stored?.unsent) {
      problems++;
      console.error(`${table}: ${stored.unsent} stored rows were not mailed`);
    }
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ");
    console.log(
      `${name}: ${runs} bodies → ${summary} (${accepted} answered 201, ${stored?.n ?? 0} rows stored, ${(stored?.n ?? 0) - (stored?.unsent ?? 0)} mailed, ${validBodies} valid)`,
    );
  }
  console.log(
    problems === 0
      ? "Fuzz: no 5xx, no invalid body stored, every stored one mailed."
      : `Fuzz: ${problems} problem(s).`,
  );
  process.exitCode = problems === 0 ? 0 : 1;
} finally {
  deps.mailer.close();
  await db.close();
  await services.stop();
  await blobs.stop();
}
