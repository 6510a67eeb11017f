import type { Db } from "../platform/db";
import { reminderPurpose, type Delivery } from "../delivery/deliveries";
import { formatIndiaMoment } from "../../src/shared/india-dates";

/**
 * A claim says someone will call; nothing says they did. An operator who pressed "I'll call" and
 * then fell asleep, or lost the mail among others, leaves a passenger nobody rings, while every
 * colleague was told to stand down. So the holder of a booking is asked once, shortly before the
 * pickup, in the booking's own thread: Call leads, and the claim link is the way to hand it back.
 * Only the holder: someone who has called needs no more than a glance, and the others were told
 * it is taken. A message has no pickup to be near, so it gets none.
 */

/** The reminder comes this long before the pickup… */
export const remindBeforePickupMinutes = 60;
/** …but no sooner than this after the claim, which leaves time for the call itself… */
export const remindAfterClaimMinutes = 20;
/** …and no later than this before the pickup, or a reminder is of no use and none is owed. */
export const remindAtLatestMinutes = 10;

/**
 * SQL: when the holder of a claim made at `claimedAt` (a `timestamptz` expression) is reminded,
 * for a pickup at `neededAt` (NULL for a kind without one); NULL when no reminder is owed, as
 * for a booking claimed so near its pickup that the reminder would come too late to help.
 */
export function reminderAtSql(claimedAt: string, neededAt: string) {
  const at = `greatest(${claimedAt} + make_interval(mins => ${remindAfterClaimMinutes}),
                      ${neededAt} - make_interval(mins => ${remindBeforePickupMinutes}))`;
  return `CASE WHEN ${at} <= ${neededAt} - make_interval(mins => ${remindAtLatestMinutes}) THEN ${at} END`;
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
  return `Did you call the passenger? You took this at ${formatIndiaMoment(claimedAt, now)}. Can't go? Hand it back.`;
}

/**
 * The scheduled job's step: every claim whose reminder is due gets one delivery for its holder,
 * due at once (sent by the same run's deliveries step), and owes none after, in one statement.
 * A holder no longer among the operators gets none (the sweep hands theirs back), nor does a
 * booking whose pickup has come (a late run); one still owed when the pickup comes, its send
 * failing, is cancelled then (deliveries.ts). Overlapping runs split the rows (SKIP LOCKED). Says how many
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
        WHERE d.claimed_by IS NOT NULL AND d.needed_at > $1::timestamptz
          AND lower(d.claimed_by) IN (SELECT lower(o) FROM unnest($2::text[]) o)
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS reminded FROM told`,
    [now.toISOString(), operators, kinds.map((kind) => kind.name), limit],
  );
  return result?.reminded ?? 0;
}
