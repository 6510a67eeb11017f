import type { Db } from "../platform/db";
import { enquiryRowSql, type EnquiryRow, type EnquiryTable } from "../kinds/stored-enquiry";

/**
 * One mail per enquiry and operator (migration 004): claimed by one sender at a time, recorded
 * as sent, or given back for a retry with its error.
 */

/** One operator's mail about one enquiry, as a sender holds it while sending. */
export interface Delivery {
  id: number;
  operator: string;
  /** 'enquiry' for the first mail; a follow-up's own name otherwise (claim-store.ts). */
  purpose: string;
  /**
   * A follow-up's first line ("Taken by Meena at 05:31 IST"); none for a re-alert or a reminder,
   * whose line is written with its mail (notify.ts).
   */
  note: string | null;
  attempts: number;
  /** When an attempt first failed (ISO), or null while none has. */
  failing_since: string | null;
}

/** The first mail about an enquiry (the column's default, migration 005). */
export const firstMailPurpose = "enquiry";

/** The follow-up that tells an operator another has taken the enquiry ("taken-<ms>"). */
export const takenPurpose = "taken";
export const isTakenNews = (delivery: Pick<Delivery, "purpose">) =>
  delivery.purpose.startsWith(`${takenPurpose}-`);

/** The follow-up that tells the operators nobody has the enquiry again ("released-<ms>"). */
export const releasedPurpose = "released";

/**
 * The holder's "did you reach them?" reminder ("reminder-<claimed_at, epoch ms>",
 * holder-reminder.ts): it names the claim, so whoever takes the booking later is reminded anew.
 */
export const reminderPurpose = "reminder";
/**
 * A reminder comes no later than this before the pickup, or not at all: by then the holder is
 * driving, or it is lost either way (holder-reminder.ts schedules by it; claimDue cancels one
 * that a retry or a late run would send inside it).
 */
export const reminderLatestMinutes = 10;
const remindedPeriod = new RegExp(`^${reminderPurpose}-(\\d+)$`);
/** The claim a holder's reminder is about, or null for another mail. */
export function remindedClaim(delivery: Pick<Delivery, "purpose">): Date | null {
  const claim = remindedPeriod.exec(delivery.purpose);
  return claim ? new Date(Number(claim[1])) : null;
}

/** SQL: a `timestamptz` as whole epoch milliseconds, as a claim's follow-ups name it. */
export const epochMsSql = (instant: string) =>
  `floor(extract(epoch FROM ${instant}) * 1000)::bigint`;

/**
 * A re-alert's purpose, "unanswered-<step>-<start of the unclaimed period, in epoch seconds>"
 * (claim-store.ts): it names the period, so a hand-back's re-alerts are new ones, and its mail
 * can say how long the period has lasted when it is written, not when it was queued.
 */
export const reAlertPurpose = "unanswered";
const reAlertPeriod = new RegExp(`^${reAlertPurpose}-(\\d+)-(\\d+)$`);
export function unclaimedSince(delivery: Pick<Delivery, "purpose">): Date | null {
  const period = reAlertPeriod.exec(delivery.purpose);
  return period ? new Date(Number(period[2]) * 1000) : null;
}

/** Which re-alert of its period a delivery is (1 for the first), or null for another mail. */
export function reAlertStep(delivery: Pick<Delivery, "purpose">): number | null {
  const period = reAlertPeriod.exec(delivery.purpose);
  return period ? Number(period[1]) : null;
}

/**
 * SQL: the deliveries (`alias`) a claim makes moot: the re-alerts, and a first mail or a
 * "nobody has it now" waiting to be sent, which would lead with the buttons to ring a passenger
 * a colleague is ringing; the "Taken by" mail tells that operator instead (claim-store.ts). One
 * being sent now has gone.
 */
export const mootDeliveriesSql = (alias: string) =>
  `(${alias}.purpose LIKE '${reAlertPurpose}-%'
    OR (${alias}.status = 'pending'
        AND (${alias}.purpose = '${firstMailPurpose}' OR ${alias}.purpose LIKE '${releasedPurpose}-%')))`;

/**
 * SQL: a mail (`alias`) not sent yet, waiting for its retry or being sent, that holds only while
 * the holder keeps the enquiry: a "Taken by" to the others, which sent after a hand-back's
 * "nobody has it now" would tell a colleague to stand down for an enquiry nobody has, and the
 * holder's own reminder. claim-store.ts cancels these as the holder changes. One being sent may
 * still go; cancelled, it is never sent again.
 */
export const owedHolderNewsSql = (alias: string) =>
  `(${alias}.status IN ('pending', 'sending')
    AND (${alias}.purpose LIKE '${takenPurpose}-%' OR ${alias}.purpose LIKE '${reminderPurpose}-%'))`;

/**
 * SQL: a delivery (`alias`) still owed that a claim since made moot, or a reminder whose operator
 * no longer has the enquiry, has said they reached the passenger, or whose pickup is too near by `now` (claimDue
 * cancels these). The press that makes a reminder untrue cancels it, but not one the scheduled
 * run queued while the press waited for the claim's row, nor one a failing send would retry
 * after the trip, nor one a sender that died left held after the press (taken up again, it
 * would go after the news that overtook it).
 */
const mootOwedSql = (alias: string, now: string) =>
  `((${alias}.status = 'pending' AND ${mootDeliveriesSql(alias)}
     AND EXISTS (SELECT 1 FROM claims c
                  WHERE c.enquiry_kind = ${alias}.enquiry_kind AND c.enquiry_id = ${alias}.enquiry_id
                    AND c.claimed_by IS NOT NULL))
    OR ((${alias}.status = 'pending'
         OR (${alias}.status = 'sending'
             AND ${alias}.claimed_at < ${now} - make_interval(secs => ${staleClaimSeconds})))
        AND ${alias}.purpose LIKE '${reminderPurpose}-%'
        AND NOT EXISTS (
          SELECT 1 FROM claims c
           WHERE c.enquiry_kind = ${alias}.enquiry_kind AND c.enquiry_id = ${alias}.enquiry_id
             AND c.claimed_by = ${alias}.operator AND c.called_at IS NULL
             AND (c.needed_at IS NULL
                  OR c.needed_at - make_interval(mins => ${reminderLatestMinutes}) >= ${now}))))`;

/**
 * A sender that has held a claim this long has died (its SMTP timeouts end a send within
 * seconds), so the delivery may be claimed again. Kept short because a delivery is born claimed.
 */
export const staleClaimSeconds = 2 * 60;

export interface DueDelivery extends Delivery {
  enquiry_kind: string;
  enquiry: EnquiryRow | null;
}

/** The run's clock in claimDue's query: its own `now`, or the database's where that is later. */
const runClock = "greatest($4::timestamptz, now())";

/**
 * Claims up to `limit` deliveries owed a mail: pending ones whose time has come, and stale
 * claims, the kinds in the order given (a booking never waits behind a message). `now` is the
 * job's clock, which tests move forward; the database's own clock counts when it is later
 * (a JavaScript Date has only milliseconds). SKIP LOCKED
 * lets overlapping retry runs split the deliveries instead of both taking them. Each comes with
 * its enquiry's row.
 */
export async function claimDue(
  db: Db,
  kinds: readonly { name: string; table: EnquiryTable }[],
  limit: number,
  now = new Date(),
): Promise<DueDelivery[]> {
  // A claim cancels what it makes moot, but one that waited on the escalation's lock cannot see
  // the re-alerts that escalation queued: those still owed when this runs are cancelled here
  // instead of sent (the two updates' rows are apart, so none is touched twice; one another run
  // holds is left to it).
  return db.query<DueDelivery>(
    `WITH moot AS (
       UPDATE deliveries SET status = 'cancelled', claimed_at = NULL
        WHERE id IN (
          SELECT m.id FROM deliveries m
           WHERE ${mootOwedSql("m", runClock)} AND m.enquiry_kind = ANY($3::text[])
           FOR UPDATE SKIP LOCKED)
     )
     UPDATE deliveries d
        SET status = 'sending', claimed_at = now(), attempts = d.attempts + 1
      WHERE d.id IN (
        SELECT id FROM deliveries o
         WHERE ((status = 'pending' AND next_attempt_at <= ${runClock})
            OR (status = 'sending' AND claimed_at < ${runClock} - make_interval(secs => $2)))
           AND enquiry_kind = ANY($3::text[])
           AND NOT ${mootOwedSql("o", runClock)}
         ORDER BY array_position($3::text[], enquiry_kind), next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.operator, d.purpose, d.note, d.attempts, d.failing_since, d.enquiry_kind,
                ${enquiryRowSql(kinds, "d")} AS enquiry`,
    [limit, staleClaimSeconds, kinds.map((kind) => kind.name), now.toISOString()],
  );
}

/** Records a delivered mail. */
export async function markSent(db: Db, deliveryId: number): Promise<void> {
  await db.query(
    `UPDATE deliveries SET status = 'sent', sent_at = now(), last_error = NULL, claimed_at = NULL
      WHERE id = $1 AND status = 'sending'`,
    [deliveryId],
  );
}

/** Records a mail that will never go, with why: nothing retries it and nobody is alerted. */
export async function markCancelled(db: Db, deliveryId: number, error: string): Promise<void> {
  await db.query(
    `UPDATE deliveries SET status = 'cancelled', last_error = $2, claimed_at = NULL
      WHERE id = $1 AND status = 'sending'`,
    [deliveryId, error.slice(0, 500)],
  );
}

export interface UnsentOutcome {
  /** Retried after this many seconds, unless it has been failing for `giveUpAfterSeconds`. */
  retryInSeconds: number;
  giveUpAfterSeconds: number;
  error: string;
  /** A failure that will not pass by itself (a 5xx, a refused login): a person must be told. */
  permanent: boolean;
}

export interface UnsentRecord {
  status: "pending" | "failed";
  failing_since: string;
  /** True the first time a permanent failure is recorded for this delivery. */
  first_permanent: boolean;
}

/**
 * Gives the delivery back for a later retry, or gives up on it once it has been failing for
 * long enough; either way the error is kept. Says which, since when it has been failing, and
 * whether this is the first permanent failure (so the alert goes out once, not every hour).
 */
export async function markUnsent(
  db: Db,
  deliveryId: number,
  outcome: UnsentOutcome,
): Promise<UnsentRecord | undefined> {
  const [row] = await db.query<UnsentRecord>(
    `UPDATE deliveries
        SET failing_since = coalesce(failing_since, now()),
            status = CASE WHEN coalesce(failing_since, now()) <= now() - make_interval(secs => $4)
                          THEN 'failed' ELSE 'pending' END,
            alerted_at = CASE WHEN $5::boolean THEN coalesce(alerted_at, now()) ELSE alerted_at END,
            last_error = $2, next_attempt_at = now() + make_interval(secs => $3), claimed_at = NULL
      WHERE id = $1 AND status = 'sending'
      RETURNING status, failing_since, coalesce(alerted_at = now(), false) AS first_permanent`,
    [
      deliveryId,
      outcome.error.slice(0, 500),
      outcome.retryInSeconds,
      outcome.giveUpAfterSeconds,
      outcome.permanent,
    ],
  );
  return row;
}
