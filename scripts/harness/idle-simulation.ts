import type { Db } from "../../netlify/platform/db";
import { createEnquiryHandler, type HandlerDeps } from "../../netlify/intake/enquiry-handler";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { grantFor, signClaimToken } from "../../netlify/claims/claim-token";
import { runScheduled, type ScheduledOutcome } from "../../netlify/schedule/scheduled-run";

/** A Db that counts the statements it runs, so a run that touched the database is seen. */
export function countingDb(db: Db) {
  let statements = 0;
  const counted: Db = {
    query: (text, params) => {
      statements++;
      return db.query(text, params);
    },
    exec: (script) => {
      statements++;
      return db.exec(script);
    },
    close: () => db.close(),
  };
  return { db: counted, statements: () => statements };
}

export interface SimulatedRun {
  minute: number;
  outcome: ScheduledOutcome;
  /** Whether this run opened a database connection (ran any statement). */
  touchedDatabase: boolean;
  /** Whether what happened in this minute before the run (a submission, a claim) did. */
  eventTouchedDatabase: boolean;
}

/**
 * Runs the scheduled job once a minute for `minutes` simulated minutes (the clock injected,
 * nothing waits), calling `atMinute` first in each minute for whatever happens then (a
 * submission, a claim, SMTP failing), with the same counted database. Returns every run.
 */
export async function simulateDay(
  deps: HandlerDeps,
  options: {
    minutes?: number;
    start?: Date;
    atMinute?: (minute: number, deps: HandlerDeps) => Promise<void>;
  } = {},
): Promise<SimulatedRun[]> {
  const { minutes = 24 * 60, start = new Date(), atMinute } = options;
  const counter = countingDb(deps.db);
  const jobDeps = { ...deps, db: counter.db };
  const runs: SimulatedRun[] = [];
  for (let minute = 0; minute < minutes; minute++) {
    const now = new Date(start.getTime() + minute * 60_000);
    const beforeEvent = counter.statements();
    await atMinute?.(minute, jobDeps);
    const before = counter.statements();
    const outcome = await runScheduled(jobDeps, enquiryKinds, { now });
    runs.push({
      minute,
      outcome,
      touchedDatabase: counter.statements() > before,
      eventTouchedDatabase: before > beforeEvent,
    });
  }
  return runs;
}

/**
 * Neon's compute stays awake 5 minutes after its last query (then suspends): the hours it is
 * awake for the given minutes that touched the database.
 */
export function awakeHours(minutesWithQueries: number[], suspendAfterMinutes = 5): number {
  let awake = 0;
  let until = -Infinity;
  for (const minute of [...minutesWithQueries].sort((a, b) => a - b)) {
    awake += Math.min(suspendAfterMinutes, minute + suspendAfterMinutes - Math.max(minute, until));
    until = minute + suspendAfterMinutes;
  }
  return awake / 60;
}

const handleContact = createEnquiryHandler(contactKind);
const handleClaim = createClaimHandler(enquiryKinds);

function context(ip = "198.51.100.1") {
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    settled: () => Promise.all(pending),
  };
}

let phone = 0;
/**
 * A visitor sends a message, the first operator taps "I'll call" in the mail, calls, and taps
 * "I've reached them" on the claim page, as the claim page asks (else a reminder comes).
 */
async function submitAndClaim(deps: HandlerDeps) {
  const submission = context(`198.51.100.${++phone % 250}`);
  const response = await handleContact(
    deps,
    new Request("https://droptaxi.example/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Priya Raman",
        email: "priya@example.com",
        phone: `98${String(phone).padStart(8, "0")}`,
        message: "Airport drop tomorrow at 5 AM, please call.",
      }),
    }),
    submission,
  );
  await submission.settled();
  const { id } = (await response.json()) as { id: string };
  const token = signClaimToken(
    deps.claimKey,
    grantFor({ kind: "contact", id }, deps.operators[0]!.email),
  );
  for (const action of ["claim", "called"]) {
    const pressing = context();
    await handleClaim(
      deps,
      new Request("https://droptaxi.example/claim", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: token, action }).toString(),
      }),
      pressing,
    );
    await pressing.settled();
  }
  return id;
}

/**
 * A day with `enquiries` spread evenly over it, each claimed at once by an operator, who marks
 * the call made; those at the `failing` indexes meet an SMTP server that is down when they arrive.
 */
export function busyDay(
  deps: HandlerDeps,
  smtp: { down(): Promise<void>; up(): Promise<void> },
  { enquiries = 20, failing = [4, 13] }: { enquiries?: number; failing?: number[] } = {},
) {
  const every = Math.floor((24 * 60 - 20) / enquiries);
  const at = new Map(Array.from({ length: enquiries }, (_, i) => [20 + i * every, i]));
  return simulateDay(deps, {
    async atMinute(minute, counted) {
      const index = at.get(minute);
      if (index === undefined) return;
      const down = failing.includes(index);
      if (down) await smtp.down();
      await submitAndClaim(counted);
      if (down) await smtp.up();
    },
  });
}
