import type { Db } from "../platform/db";
import { epochMsSql } from "../delivery/deliveries";
import { unmarkedTopic } from "../delivery/alert-outbox";
import { dueClaimsSql, type HolderStep } from "./holder-step";

/**
 * A holder asleep does not hear their own reminder (holder-reminder.ts), and nobody else knows:
 * every colleague was told to stand down. So, where a pickup is near, the alert webhook (the
 * owner's phone) is told the holder has not marked the passenger reached, and asked to ring the
 * holder, not the passenger. Telling the other operators instead, and letting them take the
 * booking over, had passengers called twice (docs/operations-claims.md); ringing a colleague
 * who did call but forgot the button costs a little sleep, not a second call to a passenger.
 * Once a claim, only for a kind with a pickup, and never after it.
 */

/** The webhook is told this long after the holder's reminder, or halfway to a nearer pickup... */
const askAfterReminderMinutes = 20;
/** ...but not before the pickup is this near: a far pickup's call can be checked in the day. */
const askWithinHours = 3;

/**
 * SQL: when the webhook is told about a holder reminded at `from` (or undoing their mark after
 * the reminder came), for a pickup at `neededAt`; NULL for a kind without one, or once it passed.
 */
export function ownerAskAtSql(from: string, neededAt: string) {
  return `CASE WHEN ${neededAt} > ${from} THEN greatest(
            ${from} + least(make_interval(mins => ${askAfterReminderMinutes}), (${neededAt} - ${from}) / 2),
            ${neededAt} - make_interval(hours => ${askWithinHours})) END`;
}

/**
 * The scheduled job's step: every claim whose ask is due, still held by an operator who has not
 * marked it, with its pickup still ahead, records the webhook's "not marked reached" alert (sent
 * by the same run's alerts step, and dropped unsent if the holder marks it or the enquiry changes
 * hands first), once a claim. Overlapping runs split the rows (SKIP LOCKED). Says how many.
 */
export async function askOwnerAboutUnmarked(db: Db, options: HolderStep): Promise<number> {
  const { kinds, operators, now, limit = 50 } = options;
  const [result] = await db.query<{ asked: number }>(
    `WITH due AS (${dueClaimsSql(
      "ask_owner_at",
      "c.owner_asked_at IS NULL AND c.needed_at > $1::timestamptz",
      "asking",
    )}
     ),
     done AS (
       UPDATE claims c
          SET ask_owner_at = NULL,
              owner_asked_at = CASE WHEN due.asking THEN $1::timestamptz ELSE c.owner_asked_at END
         FROM due
        WHERE c.enquiry_kind = due.enquiry_kind AND c.enquiry_id = due.enquiry_id
        RETURNING c.enquiry_kind, c.enquiry_id, c.claimed_at, due.asking
     ),
     asked AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT '${unmarkedTopic}', d.enquiry_kind, d.enquiry_id, ${epochMsSql("d.claimed_at")}::text
         FROM done d
        WHERE d.asking
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
       RETURNING 1
     )
     SELECT count(*)::int AS asked FROM asked`,
    [now.toISOString(), operators, kinds.map((kind) => kind.name), limit],
  );
  return result?.asked ?? 0;
}
