import { randomUUID } from "node:crypto";
import type { EnquiryKind, CommonFields } from "../kinds/enquiry-kind";
import { toInsertColumns } from "../kinds/columns";
import { errorWords, type Alerter } from "../platform/alerts";
import type { Db } from "../platform/db";
import { problem, type Problem } from "../platform/http";
import { acceptEnquiry, type AcceptOutcome } from "./accept-enquiry";
import type { IdempotencyKeys } from "./idempotency";
import { formRateLimits, limitKeys, type RateLimits } from "./rate-limit";
import { personalStrings, redact } from "../privacy/redact";
import type { DueMarkers } from "../schedule/due-markers";
import { staleClaimSeconds } from "../delivery/deliveries";

export interface StoreDeps {
  db: Db;
  alerts: Alerter;
  operators: { email: string }[];
  escalateAfterMinutes: number;
  rateLimitKey: Buffer;
  rateLimits?: RateLimits;
  markers: DueMarkers;
}

/**
 * The statement failed as far as this request can tell, but its commit may have landed before
 * the connection dropped: then the enquiry is stored, its first mails held by this request,
 * which sends none. Its marker is written anyway, due when those mails may be taken over, so the
 * job sends them within minutes, not at the next sweep; a marker whose enquiry was never stored
 * is removed by that run. Never throws: the passenger's answer does not wait for it.
 */
async function markInCaseStored(markers: DueMarkers, kind: string, marker: string) {
  try {
    await markers.schedule(kind, marker, new Date(Date.now() + staleClaimSeconds * 1000), []);
  } catch (error) {
    console.error(
      "Could not write the due marker of a submission that may be stored:",
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * A unique violation here can only be a generated value that clashed with an earlier row (the
 * Idempotency-Key has its own ON CONFLICT): try again with fresh values, a few times.
 */
async function retryOnGeneratedClash<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as { code?: string }).code !== "23505" || i >= tries) throw error;
    }
  }
}

/**
 * Stores a valid submission in the one statement of accept-enquiry.ts, counted against the
 * client's limits, with the name of its due marker. What the visitor is told when it was not
 * stored is a Problem: the key reused with other data, a limit reached, or the database
 * unreachable (a person is alerted; the visitor is asked to call).
 */
export async function storeSubmission<Parsed, Fields extends CommonFields>(
  deps: StoreDeps,
  kind: EnquiryKind<Parsed, Fields>,
  submission: {
    parsed: Parsed;
    keys: IdempotencyKeys;
    hash: string;
    ip: string;
    ageSeconds: number | null;
  },
  waitUntil: (work: Promise<unknown>) => void,
): Promise<
  | (Exclude<AcceptOutcome, { kind: "key_reused" | "limited" | "removed" }> & { marker: string })
  | Problem
> {
  // The enquiry's due marker is named here and stored with the row; it is written to Blobs
  // only after the commit, beside the mails, so the answer never waits for Blobs.
  const marker = randomUUID();
  const limits = deps.rateLimits ?? formRateLimits;
  const client = { ip: submission.ip, phone: kind.phone(submission.parsed) };
  const stored = kind.fields(submission.parsed);
  const fields = toInsertColumns(kind.columns, stored);
  let outcome: AcceptOutcome;
  try {
    outcome = await retryOnGeneratedClash(() =>
      acceptEnquiry(deps.db, {
        kind: kind.name,
        table: kind.table,
        // Made afresh on each try: a generated value (a booking reference) may have clashed.
        columns: toInsertColumns(kind.columns, kind.fields(submission.parsed)),
        idempotency: { ...submission.keys, hash: submission.hash },
        limits: {
          keys: limitKeys(deps.rateLimitKey, limits, kind.name, client),
          windowSeconds: limits.windowSeconds,
        },
        operators: deps.operators.map((operator) => operator.email),
        escalateAfterMinutes: deps.escalateAfterMinutes,
        neededAt: kind.neededAt?.(stored) ?? null,
        marker,
        ageSeconds: submission.ageSeconds,
      }),
    );
  } catch (error) {
    // A database error may quote a value it was given: the log and the alert get it without.
    const asRow = Object.fromEntries(fields.names.map((name, i) => [name, fields.values[i]]));
    const reason = redact(errorWords(error), personalStrings(kind.retention, asRow));
    console.error(`Could not store ${kind.name}: ${reason}`);
    waitUntil(deps.alerts.databaseRefused(reason, kind.name));
    waitUntil(markInCaseStored(deps.markers, kind.name, marker));
    return problem(503, "unavailable", { headers: { "Retry-After": "30" } });
  }
  if (outcome.kind === "key_reused") return problem(422, "idempotency_key_reused");
  if (outcome.kind === "removed") return problem(410, "removed");
  if (outcome.kind === "limited") {
    return problem(429, "rate_limited", {
      retryAfterSeconds: outcome.retryAfterSeconds,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    });
  }
  waitUntil(deps.alerts.databaseAccepted());
  return { ...outcome, marker };
}
