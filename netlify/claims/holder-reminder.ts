import type { Db } from "../platform/db";
import { reminderPurpose, type Delivery } from "../delivery/deliveries";
import { formatIndiaMoment } from "../../src/shared/india-dates";

/**
 * A claim says someone will call; nothing else says they did. An operator who pressed "I'll call"
 * and then fell asleep, or lost the mail among others, leaves a passenger nobody rings, while
 * every colleague was told to stand down. So the holder is asked once, in the enquiry's own
 * thread, whether they called back, unless they said so on the claim page ("I've called them"):
 * half an hour after the claim, while the passenger still waits for the call the thank-you page
 * promised, not days later before a far pickup. Only the holder: the others were told it is
 * taken. Call leads, and the claim link is the way to mark the call made or hand it back.
 */

/** The reminder comes this long after the claim… */
export const remindAfterClaimMinutes = 30;
/**
 * …or halfway from the claim to a nearer pickup, and none when that leaves under this long
 * before it: by then the holder is driving, or it is lost either way.
 */
export const remindAtLatestMinutes = 10;

/**
 * SQL: when the holder of a claim made at `claimedAt` (a `timestamptz` expression) is asked, for
 * a pickup at `neededAt` (NULL for a kind without one); NULL when no reminder is owed.
 */
export function reminderAtSql(claimedAt: string, neededAt: string) {
  const at = `${claimedAt} + least(make_interval(mins => ${remindAfterClaimMinutes}),
                                  (${neededAt} - ${claimedAt}) / 2)`;
  return `CASE WHEN ${neededAt} IS NULL
                 OR ${at} <= ${neededAt} - make_interval(mins => ${remindAtLatestMinutes})
               THEN ${at} END`;
}

/** When the claim a reminder is about was made, from its purpose ("reminder-<epoch ms>"). */
export function remindedClaim(delivery: Pick<Delivery, "purpose">): Date | null {
  const claim = new RegExp(`^${reminderPurpose}-(\\d+)$`).exec(delivery.purpose);
  return claim ? new Date(Number(claim[1])) : null;
}

/**
 * The reminder's first line, as it is written: a question, short enough that a lock screen's
 * preview still shows the trip after it.
 */
export function reminderWords(claimedAt: Date, now: Date): string {
  return `Did you call back? You took this at ${formatIndiaMoment(claimedAt, now)}. Mark it called, or hand it back.`;
}

/**
 * The scheduled job's step: every claim whose reminder is due gets one delivery for its holder,
 * due at once (sent by the same run's deliveries step), and owes none after, in one statement.
 * A holder no longer among the operators gets none (the sweep hands theirs back), nor does one
 * who has said they called, nor a booking whose pickup has come (a late run); one still owed
 * when the pickup comes, its send failing, is cancelled then (deliveries.ts). Overlapping runs split the rows (SKIP LOCKED). Says how many
 * were queued.
 */
export async function remindHolders(
  db: Db,
  options: {
    kinds: readonly { name: string }[];
    operators: string[];
    now: Date;
    limit?: number;
  },
): Promise<number> {
  const { kinds, operators, now, limit = 50 } = options;
  const [result] = await db.query<{ reminded: number }>(
    `WITH due AS (
       SELECT c.enquiry_kind, c.enquiry_id FROM claims c
        WHERE c.remind_at <= $1::timestamptz AND c.enquiry_kind = ANY($3::text[])
        ORDER BY c.remind_at
        LIMIT $4
        FOR UPDATE SKIP LOCKED
     ),
     done AS (
       UPDATE claims c SET remind_at = NULL
         FROM due
        WHERE c.enquiry_kind = due.enquiry_kind AND c.enquiry_id = due.enquiry_id
        RETURNING c.*
     ),
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, next_attempt_at)
       SELECT d.enquiry_kind, d.enquiry_id, d.claimed_by,
              '${reminderPurpose}-' || floor(extract(epoch FROM d.claimed_at) * 1000)::bigint,
              $1::timestamptz
         FROM done d
        WHERE d.claimed_by IS NOT NULL AND d.called_at IS NULL
          AND (d.needed_at IS NULL OR d.needed_at > $1::timestamptz)
          AND lower(d.claimed_by) IN (SELECT lower(o) FROM unnest($2::text[]) o)
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS reminded FROM told`,
    [now.toISOString(), operators, kinds.map((kind) => kind.name), limit],
  );
  return result?.reminded ?? 0;
}

/**
 * "I've called them", pressed by the holder on the claim page: recorded, and the reminder is owed
 * no more (one not yet sent is cancelled). Only the holder can; says whether it was recorded.
 */
export async function markCalled(
  db: Db,
  request: { kind: string; id: string; operator: string; now: Date },
): Promise<{ marked: boolean; marker: string | null }> {
  const [result] = await db.query<{ marker: string | null }>(
    `WITH marked AS (
       UPDATE claims SET called_at = $4::timestamptz, remind_at = NULL
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3
        RETURNING marker
     ),
     cancelled AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM marked
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND d.operator = $3
          AND d.purpose LIKE '${reminderPurpose}-%' AND d.status = 'pending'
     )
     SELECT marker FROM marked`,
    [request.kind, request.id, request.operator, request.now.toISOString()],
  );
  return { marked: result !== undefined, marker: result?.marker ?? null };
}
