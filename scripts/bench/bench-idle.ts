/**
 * npm run bench:idle — what a quiet site costs on Neon. Runs the every-minute job for a simulated
 * day (clock injected, 1,440 runs) against the real Postgres, a real SMTP server and Netlify's
 * own local Blobs server, twice: a day with no enquiry, and a day with IDLE_ENQUIRIES (default
 * 20) spread over it, each claimed at once, two of them meeting an SMTP server that is down.
 * Prints the runs that touched the database, the Blobs operations, and the CU-hours a month
 * that job, submissions and claims imply: Neon keeps a compute awake 5 minutes after its last
 * query; 0.25 CU.
 */
import { createNeonDb } from "../../netlify/platform/db";
import { createSmtpMailer } from "../../netlify/delivery/mailer";
import { developmentSiteSecret } from "../../netlify/platform/env";
import { handlerDeps } from "../../netlify/platform/function-deps";
import { startExternalServices } from "../harness/services-process";
import { startTestBlobs } from "../harness/test-blobs";
import { awakeHours, busyDay, simulateDay, type SimulatedRun } from "../harness/idle-simulation";

const enquiries = Number(process.env.IDLE_ENQUIRIES ?? 20);
const computeUnits = 0.25;
const daysPerMonth = 30;

const services = await startExternalServices();
const db = createNeonDb(services.databaseUrl, { wsProxy: services.wsProxy });

async function day(simulate: (deps: ReturnType<typeof handlerDeps>) => Promise<SimulatedRun[]>) {
  const blobs = await startTestBlobs();
  const mailer = createSmtpMailer(services.smtpUrl, "Bench <bench@droptaxi.example>");
  const deps = handlerDeps({
    db,
    mailer,
    markers: blobs.markers,
    operators: [
      { name: "Ravi", email: "ravi@droptaxi.example" },
      { name: "Meena", email: "meena@droptaxi.example" },
    ],
    siteSecret: developmentSiteSecret,
    siteUrl: "https://droptaxi.example",
  });
  try {
    const runs = await simulate(deps);
    const woke = runs.filter((run) => run.touchedDatabase).map((run) => run.minute);
    const due = runs.filter((run) => run.outcome.reason !== "nothing due").length;
    // Submissions and claims wake the compute too.
    const awake = runs
      .filter((run) => run.touchedDatabase || run.eventTouchedDatabase)
      .map((run) => run.minute);
    const hours = awakeHours(awake);
    return {
      runs: runs.length,
      woke: woke.length,
      due,
      hours,
      blobOperations: blobs.operations.length,
    };
  } finally {
    mailer.close();
    await blobs.stop();
  }
}

const smtpSwitch = {
  down: () => services.behave({ kind: "reject", code: 421, message: "Service not available" }),
  up: () => services.behave({ kind: "accept" }),
};

try {
  const quiet = await day((deps) => simulateDay(deps));
  const busy = await day((deps) => busyDay(deps, smtpSwitch, { enquiries }));
  const perMonth = (hours: number) => (hours * computeUnits * daysPerMonth).toFixed(1);
  console.log(`Database: ${services.engine}`);
  for (const [label, figures] of [
    ["Quiet day (no enquiry)", quiet],
    [`Day with ${enquiries} enquiries`, busy],
  ] as const) {
    console.log(
      `${label}: ${figures.woke} of ${figures.runs} job runs touched the database (${figures.due} had something due); ` +
        `${figures.blobOperations} Blobs operations; compute awake ${figures.hours.toFixed(2)} h/day → ${perMonth(figures.hours)} CU-hours a month at ${computeUnits} CU`,
    );
  }
  console.log(
    `Before due markers the job queried every minute: awake 24 h/day → ${perMonth(24)} CU-hours a month`,
  );
} finally {
  await db.close();
  await services.stop();
}
