import type { Db } from "../platform/db";
import { epochMsSql, reminderPurpose } from "../delivery/deliveries";
import { reminderAtSql } from "./holder-reminder";

type Press = { kind: string; id: string; operator: string; now: Date };

/**
 * "I've reached them", pressed by the holder on the claim page: recorded once (a second press,
 * from a tab opened before the first, changes nothing), and their reminder is owed no more (one
 * not yet sent, or held by a sender, is cancelled; holder-reminder.ts). Only the holder can; says
 * whether it was recorded, and the enquiry's due marker, which follows.
 */
export async function markCalled(
  db: Db,
  request: Press,
): Promise<{ marked: boolean; marker: string | null }> {
  const [result] = await db.query<{ marked: boolean; marker: string | null }>(
    `WITH marked AS (
       UPDATE claims SET called_at = $4::timestamptz, remind_at = NULL
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3 AND called_at IS NULL
        RETURNING marker
     ),
     cancelled AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM marked
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND d.operator = $3
          AND d.purpose LIKE '${reminderPurpose}-%' AND d.status IN ('pending', 'sending')
     )
     SELECT EXISTS (SELECT 1 FROM marked) AS marked, (SELECT marker FROM marked) AS marker`,
    [request.kind, request.id, request.operator, request.now.toISOString()],
  );
  return result ?? { marked: false, marker: null };
}

/**
 * Undoing a mistaken "I've reached them" (it sits under Call, where a thumb may find it before
 * the call): the mark is taken back, only by the holder and only the mark their page showed
 * (`marked`, its epoch milliseconds: a tab left open must not take back a later, true one). The
 * reminder is owed again at its time from the claim if that is still ahead, else timed from the
 * undo as from a claim (or not at all inside the pickup's margin), unless this claim's reminder
 * was sent: it is asked once a claim. Says whether it was undone, and the enquiry's due marker,
 * which follows.
 */
export async function unmarkCalled(
  db: Db,
  request: Press & { marked: number | null },
): Promise<{ unmarked: boolean; marker: string | null }> {
  const fromClaim = reminderAtSql("c.claimed_at", "c.needed_at");
  const [result] = await db.query<{ unmarked: boolean; marker: string | null }>(
    `WITH unmarked AS (
       UPDATE claims c SET called_at = NULL,
              remind_at = CASE
                WHEN EXISTS (
                  SELECT 1 FROM deliveries d
                   WHERE d.enquiry_kind = c.enquiry_kind AND d.enquiry_id = c.enquiry_id
                     AND d.operator = c.claimed_by AND d.status = 'sent'
                     AND d.purpose = '${reminderPurpose}-' || ${epochMsSql("c.claimed_at")})
                  THEN NULL
                WHEN ${fromClaim} > $4::timestamptz THEN ${fromClaim}
                ELSE ${reminderAtSql("$4::timestamptz", "c.needed_at")} END
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3
          AND ${epochMsSql("called_at")} = $5::bigint
        RETURNING c.marker
     )
     SELECT EXISTS (SELECT 1 FROM unmarked) AS unmarked, (SELECT marker FROM unmarked) AS marker`,
    [request.kind, request.id, request.operator, request.now.toISOString(), request.marked],
  );
  return result ?? { unmarked: false, marker: null };
}
