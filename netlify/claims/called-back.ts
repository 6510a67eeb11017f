import type { Db } from "../platform/db";
import {
  epochMsSql,
  reminderPurpose,
  takenPurpose,
  unconfirmedPurpose,
  type Delivery,
} from "../delivery/deliveries";
import { standDownTopic, unconfirmedTopic } from "../delivery/alert-outbox";

/**
 * "I've called them", pressed by the holder on the claim page: recorded once (a second press, from
 * a tab opened before the first, changes nothing), and their reminder is owed no more (one not
 * yet sent, or held by a sender, is cancelled here). Those of the others whose "not confirmed"
 * news (holder-reminder.ts) went out, or is going, now get a stand-down, written as being sent
 * (the caller sends it; news still owed is cancelled before it goes, deliveries.ts): "Called back by Ravi at 06:10 IST", with no way to reach the passenger,
 * like the "Taken by" news it is; and so does the webhook, where it was told (its news is
 * recorded here, the caller sends it). Only the holder can; says whether it was recorded.
 */
export async function markCalled(
  db: Db,
  request: { kind: string; id: string; operator: string; note: string; now: Date },
): Promise<{ marked: boolean; marker: string | null; deliveries: Delivery[] }> {
  const [result] = await db.query<{
    marked: boolean;
    marker: string | null;
    deliveries: Delivery[];
  }>(
    `WITH marked AS (
       UPDATE claims SET called_at = $4::timestamptz, remind_at = NULL
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3 AND called_at IS NULL
        RETURNING marker, claimed_at
     ),
     cancelled AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM marked
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND d.operator = $3
          AND d.purpose LIKE '${reminderPurpose}-%' AND d.status IN ('pending', 'sending')
     ),
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note, status, attempts, claimed_at)
       SELECT $1::text, $2::bigint, heard.operator, $5::text, $6::text, 'sending', 1, now()
         FROM marked JOIN deliveries heard
           ON heard.enquiry_kind = $1 AND heard.enquiry_id = $2
          AND heard.purpose = '${unconfirmedPurpose}-' || ${epochMsSql("marked.claimed_at")}
          AND heard.status IN ('sent', 'sending')
       ON CONFLICT DO NOTHING
       RETURNING id, operator, purpose, note, attempts, failing_since
     ),
     -- The webhook, told the holder was silent, hears they called; told nothing yet, nothing.
     stood_down AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT $7::text, $1::text, $2::bigint, $6::text FROM marked
        WHERE EXISTS (SELECT 1 FROM alerts a
                       WHERE a.enquiry_kind = $1 AND a.enquiry_id = $2 AND a.topic = $8
                         AND a.sent_at IS NOT NULL)
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
     )
     SELECT EXISTS (SELECT 1 FROM marked) AS marked, (SELECT marker FROM marked) AS marker,
            (SELECT coalesce(jsonb_agg(t ORDER BY t.id), '[]'::jsonb) FROM told t) AS deliveries`,
    [
      request.kind,
      request.id,
      request.operator,
      request.now.toISOString(),
      `${takenPurpose}-${request.now.getTime()}`,
      request.note,
      standDownTopic,
      unconfirmedTopic,
    ],
  );
  return result ?? { marked: false, marker: null, deliveries: [] };
}
