import type { Db } from "../platform/db";
import { reminderPurpose, takenPurpose, type Delivery } from "../delivery/deliveries";

/**
 * "I've called them", pressed by the holder on the claim page: recorded once (a second press, from
 * a tab opened before the first, changes nothing), and their reminder is owed no more (one not
 * yet sent, or held by a sender, is cancelled; holder-reminder.ts). Where the others were
 * already told that the holder had not said so, they now get a stand-down, written as being sent
 * (the caller sends it): "Called back by Ravi at 06:10 IST", with no way to reach the passenger,
 * like the "Taken by" news it is. Only the holder can; says whether it was recorded.
 */
export async function markCalled(
  db: Db,
  request: {
    kind: string;
    id: string;
    operator: string;
    others: string[];
    note: string;
    now: Date;
  },
): Promise<{ marked: boolean; marker: string | null; deliveries: Delivery[] }> {
  const [result] = await db.query<{
    marked: boolean;
    marker: string | null;
    deliveries: Delivery[];
  }>(
    `WITH marked AS (
       UPDATE claims SET called_at = $4::timestamptz, remind_at = NULL
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3 AND called_at IS NULL
        RETURNING marker, others_told_at
     ),
     cancelled AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM marked
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND d.operator = $3
          AND d.purpose LIKE '${reminderPurpose}-%' AND d.status IN ('pending', 'sending')
     ),
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note, status, attempts, claimed_at)
       SELECT $1::text, $2::bigint, other, $6::text, $7::text, 'sending', 1, now()
         FROM marked, unnest($5::text[]) AS other
        WHERE marked.others_told_at IS NOT NULL
       ON CONFLICT DO NOTHING
       RETURNING id, operator, purpose, note, attempts, failing_since
     )
     SELECT EXISTS (SELECT 1 FROM marked) AS marked, (SELECT marker FROM marked) AS marker,
            (SELECT coalesce(jsonb_agg(t ORDER BY t.id), '[]'::jsonb) FROM told t) AS deliveries`,
    [
      request.kind,
      request.id,
      request.operator,
      request.now.toISOString(),
      request.others,
      `${takenPurpose}-${request.now.getTime()}`,
      request.note,
    ],
  );
  return result ?? { marked: false, marker: null, deliveries: [] };
}
