import type { Db } from "../platform/db";
import type { Deadline } from "../platform/deadline";
import type { EnquiryRow } from "../kinds/stored-enquiry";
import { pruneRateLimits } from "../intake/rate-limit";
import { retentionDays } from "../../src/shared/privacy/retention";
import { anonymise, type AnonymisableKind } from "./anonymise";

/**
 * The retention purge: enquiries whose retention period is over are anonymised, a batch at a
 * time, and rate-limit windows that have ended are deleted. The scheduled job runs it in its
 * safety sweep (so it wakes the database no more often than before), within what is left of the
 * run's time; `npm run privacy:purge` runs it to the end.
 */
export interface PurgeOutcome {
  /** Enquiries anonymised, by kind. */
  anonymised: Record<string, number>;
  rateLimitRows: number;
  /** True when the time ran out with enquiries still to do (the next sweep goes on). */
  unfinished: boolean;
}

/** Enquiries read and anonymised per statement pair. */
export const purgeBatchSize = 100;

/**
 * Time kept for one more batch: a batch is two statements on at most a hundred rows, so it
 * ends well within this on a live database.
 */
export const purgeBatchBoundMs = 2_000;

/**
 * Whether a row's retention period is over on `$1` (the job's clock), counted in days in India:
 * a trip on 1 March is kept for the 180 days after it and anonymised from the 181st.
 */
function expiredSql({ retention }: AnonymisableKind): string {
  const firstKeptDay = `(($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date - $2::int)`;
  const { column, sqlType } = retention.from;
  return sqlType === "date"
    ? `${column} < ${firstKeptDay}`
    : `${column} < ${firstKeptDay}::timestamp AT TIME ZONE 'Asia/Kolkata'`;
}

/** One batch of a kind's enquiries whose retention is over, as rows. */
export async function expiredEnquiries(
  db: Db,
  kind: AnonymisableKind,
  now: Date,
  limit = purgeBatchSize,
): Promise<EnquiryRow[]> {
  const rows = await db.query<{ row: EnquiryRow }>(
    `SELECT to_jsonb(e) AS row FROM ${kind.table} e
      WHERE anonymised_at IS NULL AND ${expiredSql(kind)}
      ORDER BY id LIMIT $3`,
    [now.toISOString(), retentionDays, limit],
  );
  return rows.map(({ row }) => row);
}

export async function purgeExpired(
  db: Db,
  kinds: readonly AnonymisableKind[],
  { now = new Date(), deadline }: { now?: Date; deadline?: Deadline } = {},
): Promise<PurgeOutcome> {
  const outcome: PurgeOutcome = {
    anonymised: Object.fromEntries(kinds.map((kind) => [kind.name, 0])),
    rateLimitRows: await pruneRateLimits(db, { now }),
    unfinished: false,
  };
  const timeLeft = () => !deadline || deadline.remainingMs() > purgeBatchBoundMs;
  for (const kind of kinds) {
    for (;;) {
      if (!timeLeft()) return { ...outcome, unfinished: true };
      const rows = await expiredEnquiries(db, kind, now);
      const { enquiries } = await anonymise(db, kind, rows, "retention", now);
      outcome.anonymised[kind.name]! += enquiries;
      // A short batch was the last; an empty result of a full one means another run took them.
      if (rows.length < purgeBatchSize || enquiries === 0) break;
    }
  }
  return outcome;
}
