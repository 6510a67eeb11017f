import type { Db } from "../platform/db";
import { reminderPurpose } from "../delivery/deliveries";

/**
 * "I've reached them", pressed by the holder on the claim page: recorded once (a second press,
 * from a tab opened before the first, changes nothing), and their reminder is owed no more (one
 * not yet sent, or held by a sender, is cancelled; holder-reminder.ts). Only the holder can; says
 * whether it was recorded, and the enquiry's due marker, which follows.
 */
export async function markCalled(
  db: Db,
  request: { kind: string; id: string; operator: string; now: Date },
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
