import type { Db } from "../platform/db";
import { epochMsSql, reminderLatestMinutes, reminderPurpose } from "../delivery/deliveries";
import { formatIndiaMoment } from "../../src/shared/india-dates";
import { ownerAskAtSql } from "./unmarked-alert";
import { dueClaimsSql, type HolderStep } from "./holder-step";

/**
 * A claim says someone will call; nothing else says they did. An operator who pressed "I'll call"
 * and then lost the mail among others, or dozed off, leaves a passenger nobody rings, while every
 * colleague was told to stand down. So unless the holder says so on the claim page ("I've reached
 * them", called-back.ts), they are asked once, in the enquiry's own thread: half an hour after
 * the claim, while the passenger still waits for the call the thank-you page promised, not days
 * later before a far pickup. Call leads, and the claim link is the way to mark the call made or
 * hand it back. Only the holder: the others were told it is taken. (Telling the others of a
 * holder still silent was tried and withdrawn: see docs/operations-claims.md.)
 */

/**
 * The reminder comes this long after the claim, or halfway from the claim to a nearer pickup,
 * and none when that leaves under `reminderLatestMinutes` before it.
 */
const remindAfterClaimMinutes = 30;

/**
 * SQL: when the holder of a claim made at `claimedAt` (a `timestamptz` expression) is asked, for
 * a pickup at `neededAt` (NULL for a kind without one); NULL when no reminder is owed.
 */
export function reminderAtSql(claimedAt: string, neededAt: string) {
  const at = `${claimedAt} + least(make_interval(mins => ${remindAfterClaimMinutes}),
                                  (${neededAt} - ${claimedAt}) / 2)`;
  // A minute more than the margin: the job that sends it runs once a minute, and a reminder
  // promised on the claim page must not fall inside the margin by the time it runs.
  return `CASE WHEN ${neededAt} IS NULL
                 OR ${at} <= ${neededAt} - make_interval(mins => ${reminderLatestMinutes + 1})
               THEN ${at} END`;
}

/**
 * When a reminder already queued for this claim's holder goes (a failed send waiting for its
 * retry, or one being sent now), so the holder's page does not say none will come; null if none.
 */
export async function queuedReminderAt(
  db: Db,
  claim: { kind: string; id: string; holder: string; claimedAt: string },
): Promise<Date | null> {
  const [row] = await db.query<{ at: string | null }>(
    `SELECT greatest(next_attempt_at, now()) AS at FROM deliveries
      WHERE enquiry_kind = $1 AND enquiry_id = $2 AND operator = $3
        AND purpose = '${reminderPurpose}-' || ${epochMsSql("$4::timestamptz")}
        AND status IN ('pending', 'sending')
      ORDER BY next_attempt_at
      LIMIT 1`,
    [claim.kind, claim.id, claim.holder, claim.claimedAt],
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * The reminder's first line, as it is written: a question, short enough that a lock screen's
 * preview still shows the trip after it.
 */
export function reminderWords(claimedAt: Date, now: Date): string {
  return `Did you reach them? You took this at ${formatIndiaMoment(claimedAt, now)}. Mark it once you have, or hand it back.`;
}

/**
 * The scheduled job's step: every claim whose reminder is due gets one delivery for its holder, due
 * at once (sent by the same run's deliveries step), and owes none after, in one statement. A holder
 * no longer among the operators gets none (the sweep hands theirs back), nor does one who has said
 * they reached the passenger, nor a claim whose run comes too near the pickup (a marker missed);
 * one still owed when the holder says so or the enquiry changes hands is cancelled by that press
 * (called-back.ts, claim-store.ts), and one a retry or a late run would send within 10 minutes of
 * the pickup by the sender (deliveries.ts). The alert webhook's ask, should the holder stay silent,
 * is timed from it (unmarked-alert.ts). Overlapping runs split the rows (SKIP LOCKED). Says how
 * many were queued.
 */
export async function remindHolders(db: Db, options: HolderStep): Promise<number> {
  const { kinds, operators, now, limit = 50 } = options;
  const [result] = await db.query<{ reminded: number }>(
    `WITH due AS (${dueClaimsSql(
      "remind_at",
      `(c.needed_at IS NULL
        OR $1::timestamptz <= c.needed_at - make_interval(mins => ${reminderLatestMinutes}))`,
      "reminding",
    )}
     ),
     done AS (
       UPDATE claims c SET remind_at = NULL,
              -- Timed from the reminder as it goes (a late run's too), and only if one does.
              ask_owner_at = CASE WHEN due.reminding AND c.owner_asked_at IS NULL
                                  THEN ${ownerAskAtSql("greatest(c.remind_at, $1::timestamptz)", "c.needed_at")} END
         FROM due
        WHERE c.enquiry_kind = due.enquiry_kind AND c.enquiry_id = due.enquiry_id
        RETURNING c.*, due.reminding
     ),
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, next_attempt_at)
       SELECT d.enquiry_kind, d.enquiry_id, d.claimed_by,
              '${reminderPurpose}-' || ${epochMsSql("d.claimed_at")}, $1::timestamptz
         FROM done d
        WHERE d.reminding
       -- The same claim's reminder again: owed after an undone mark (called-back.ts), in place
       -- of one the mark cancelled or one that failed for good; never of one sent.
       ON CONFLICT (enquiry_kind, enquiry_id, operator, purpose) DO UPDATE
          SET status = 'pending', attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at,
              claimed_at = NULL, failing_since = NULL, alerted_at = NULL, last_error = NULL
        WHERE deliveries.status IN ('cancelled', 'failed')
       RETURNING 1
     )
     SELECT count(*)::int AS reminded FROM told`,
    [now.toISOString(), operators, kinds.map((kind) => kind.name), limit],
  );
  return result?.reminded ?? 0;
}
