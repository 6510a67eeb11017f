import type { Db } from "../platform/db";
import { epochMsSql, reminderPurpose, staleClaimSeconds } from "../delivery/deliveries";
import { reminderAtSql } from "./holder-reminder";
import { ownerAskAtSql } from "./unmarked-alert";
import { unmarkedSettledTopic, unmarkedTopic } from "../delivery/alert-outbox";

type Press = { kind: string; id: string; operator: string; now: Date };

/**
 * "I've reached them", pressed by the holder on the claim page: recorded once (a second press, from
 * a tab opened before the first, changes nothing), and their reminder is owed no more (one not yet
 * sent, or held by a sender that died, is cancelled; holder-reminder.ts). Only the holder can; says
 * whether it was recorded, and the enquiry's due marker, which follows. Where the alert webhook was
 * told this claim's holder had not (unmarked-alert.ts), it is told this `news`: no need to ring
 * them.
 */
export async function markCalled(
  db: Db,
  request: Press & { news: string },
): Promise<{ marked: boolean; marker: string | null }> {
  const [result] = await db.query<{ marked: boolean; marker: string | null }>(
    `WITH marked AS (
       UPDATE claims SET called_at = $4::timestamptz, remind_at = NULL, ask_owner_at = NULL
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3 AND called_at IS NULL
        RETURNING marker, claimed_at
     ),
     cancelled AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM marked
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND d.operator = $3
          AND d.purpose LIKE '${reminderPurpose}-%'
          -- One a live sender holds is going out: left to be recorded as sent.
          AND (d.status = 'pending'
               OR (d.status = 'sending'
                   AND d.claimed_at < now() - make_interval(secs => ${staleClaimSeconds})))
     ),
     settled AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT '${unmarkedSettledTopic}', $1::text, $2::bigint, $5::text FROM marked
        WHERE EXISTS (SELECT 1 FROM alerts a
                       WHERE a.topic = '${unmarkedTopic}' AND a.enquiry_kind = $1
                         AND a.enquiry_id = $2 AND a.sent_at IS NOT NULL
                         AND a.detail = ${epochMsSql("marked.claimed_at")}::text)
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
     )
     SELECT EXISTS (SELECT 1 FROM marked) AS marked, (SELECT marker FROM marked) AS marker`,
    [request.kind, request.id, request.operator, request.now.toISOString(), request.news],
  );
  return result ?? { marked: false, marker: null };
}

/**
 * Undoing a mistaken "I've reached them" (it sits under Call, where a thumb may find it before the
 * call): the mark is taken back, only by the holder and only the mark their page showed (`marked`,
 * its epoch milliseconds: a tab left open must not take back a later, true one). The reminder is
 * owed again at its time from the claim if that is still ahead, else timed from the undo as from a
 * claim (or not at all inside the pickup's margin), unless this claim's reminder was sent, or is
 * queued or going: it is asked once a claim. Says whether it was undone, and the enquiry's due
 * marker, which follows.
 */
export async function unmarkCalled(
  db: Db,
  request: Press & { marked: number | null },
): Promise<{ unmarked: boolean; marker: string | null }> {
  const fromClaim = reminderAtSql("c.claimed_at", "c.needed_at");
  const [result] = await db.query<{ unmarked: boolean; marker: string | null }>(
    `WITH reminded AS (
       SELECT EXISTS (
         SELECT 1 FROM claims c JOIN deliveries d
             ON d.enquiry_kind = c.enquiry_kind AND d.enquiry_id = c.enquiry_id
            AND d.operator = c.claimed_by
          WHERE c.enquiry_kind = $1 AND c.enquiry_id = $2
            AND d.status IN ('sent', 'sending', 'pending')
            AND d.purpose = '${reminderPurpose}-' || ${epochMsSql("c.claimed_at")}) AS sent
     ),
     unmarked AS (
       UPDATE claims c SET called_at = NULL,
              remind_at = CASE
                WHEN reminded.sent THEN NULL
                WHEN ${fromClaim} > $4::timestamptz THEN ${fromClaim}
                ELSE ${reminderAtSql("$4::timestamptz", "c.needed_at")} END,
              -- Past the reminder, the undo stands in for it: the webhook's ask is timed from it,
              -- and owed again if the webhook heard already (its last word may be "no need").
              ask_owner_at = CASE WHEN reminded.sent
                                  THEN ${ownerAskAtSql("$4::timestamptz", "c.needed_at")} END,
              owner_asked_at = NULL
         FROM reminded
        WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3
          AND ${epochMsSql("called_at")} = $5::bigint
        RETURNING c.marker
     )
     SELECT EXISTS (SELECT 1 FROM unmarked) AS unmarked, (SELECT marker FROM unmarked) AS marker`,
    [request.kind, request.id, request.operator, request.now.toISOString(), request.marked],
  );
  return result ?? { unmarked: false, marker: null };
}
