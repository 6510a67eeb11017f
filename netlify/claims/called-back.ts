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
 * "Not reached yet: undo", for a mis-tapped "I've reached them" (the button sits under Call):
 * the mark is taken back and the reminder is owed again, timed as if the claim were made now,
 * unless this claim's reminder was already sent (it is asked once a claim). The one the mark
 * cancelled is removed, so that it can be queued again under its purpose. Only the holder can.
 */
export async function unmarkCalled(
  db: Db,
  request: Press,
): Promise<{ unmarked: boolean; marker: string | null }> {
  const purpose = (claim: string) =>
    `'${reminderPurpose}-' || ${epochMsSql(`${claim}.claimed_at`)}`;
  const [result] = await db.query<{ unmarked: boolean; marker: string | null }>(
    `WITH unmarked AS (
       UPDATE claims c SET called_at = NULL,
              remind_at = CASE WHEN EXISTS (
                SELECT 1 FROM deliveries d
                 WHERE d.enquiry_kind = c.enquiry_kind AND d.enquiry_id = c.enquiry_id
                   AND d.operator = c.claimed_by AND d.purpose = ${purpose("c")}
                   AND d.status <> 'cancelled')
                THEN NULL ELSE ${reminderAtSql("$4::timestamptz", "c.needed_at")} END
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3 AND called_at IS NOT NULL
        RETURNING c.marker, c.claimed_at, c.remind_at
     ),
     removed AS (
       DELETE FROM deliveries d USING unmarked u
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND d.operator = $3
          AND d.purpose = ${purpose("u")} AND d.status = 'cancelled' AND u.remind_at IS NOT NULL
     )
     SELECT EXISTS (SELECT 1 FROM unmarked) AS unmarked, (SELECT marker FROM unmarked) AS marker`,
    [request.kind, request.id, request.operator, request.now.toISOString()],
  );
  return result ?? { unmarked: false, marker: null };
}
