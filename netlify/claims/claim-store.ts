import type { Db } from "../platform/db";
import {
  epochMsSql,
  mootDeliveriesSql,
  owedHolderNewsSql,
  reAlertPurpose,
  releasedPurpose,
  takenPurpose,
  type Delivery,
} from "../delivery/deliveries";
import {
  handBackTopic,
  mootOnceClaimed,
  standDownTopic,
  unmarkedTopic,
} from "../delivery/alert-outbox";
import { type EnquiryTable } from "../kinds/stored-enquiry";
import { escalationSteps, escalationUnitSql } from "./escalation-schedule";
import { reminderAtSql } from "./holder-reminder";

/**
 * Claims: which operator is calling back about an enquiry. Every change to a claim and the
 * follow-up mails it owes the other operators are written in ONE statement, as deliveries, so
 * the delivery pipeline sends, retries and records them like any first mail.
 */

export interface ClaimRecord {
  /** The enquiry's due marker (due-markers.ts). */
  marker: string | null;
  claimed_by: string | null;
  claimed_at: string | null;
  unclaimed_since: string | null;
  escalations: number;
  unanswered_since: string | null;
  /** When its holder said they reached the passenger (holder-reminder.ts); null until then. */
  called_at: string | null;
  /** When its holder is asked whether they called; null when no reminder is owed. */
  remind_at: string | null;
  /** When the alert webhook is told the holder has not said so (unmarked-alert.ts), and was. */
  ask_owner_at: string | null;
  owner_asked_at: string | null;
}

export interface ClaimChange {
  kind: string;
  id: string;
  operator: string;
  /** The operators who are told, and what their mail says first. */
  others: string[];
  note: string;
  /** What the webhook's news says first, where the mail's first line says more. */
  webhookNote?: string;
  now: Date;
  /**
   * Left owed for the scheduled run's deliveries step, which made the change and sends within
   * its budget; otherwise the caller sends the mails at once (they are written as being sent).
   */
  queued?: boolean;
}

interface ChangeResult {
  changed: ClaimRecord | null;
  current: ClaimRecord | null;
  deliveries: Delivery[];
}

async function change(
  db: Db,
  update: string,
  purpose: string,
  request: ClaimChange,
  extra: unknown[] = [],
  alsoSql = "",
) {
  const [result] = await db.query<ChangeResult>(
    `WITH changed AS (${update}),${alsoSql}
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note, status, attempts, claimed_at)
       SELECT $1::text, $2::bigint, other, $6::text, $5::text,
              ${request.queued ? "'pending', 0, NULL" : "'sending', 1, now()"}
         FROM changed, unnest($4::text[]) AS other
       ON CONFLICT DO NOTHING
       RETURNING id, operator, purpose, note, attempts, failing_since
     )
     SELECT (SELECT to_jsonb(c) FROM changed c) AS changed,
            (SELECT to_jsonb(c) FROM claims c WHERE enquiry_kind = $1 AND enquiry_id = $2) AS current,
            (SELECT coalesce(jsonb_agg(t ORDER BY t.id), '[]'::jsonb) FROM told t) AS deliveries`,
    [
      request.kind,
      request.id,
      request.operator,
      request.others,
      request.note,
      `${purpose}-${request.now.getTime()}`,
      request.now.toISOString(),
      ...extra,
    ],
  );
  return result ?? { changed: null, current: null, deliveries: [] };
}

/**
 * SQL: an alert (`alias`) that asked the webhook to ring the holder this change replaces
 * (unmarked-alert.ts): the claim as it was before the change, which the statement's snapshot
 * still shows.
 */
const askedAboutHolderSql = (alias: string) =>
  `(${alias}.topic = '${unmarkedTopic}'
    AND ${alias}.detail = (SELECT ${epochMsSql("held.claimed_at")}::text FROM claims held
                            WHERE held.enquiry_kind = $1 AND held.enquiry_id = $2))`;

/**
 * What a claim ends ($8: the alert topics a claim makes moot, the calls to action and a hand-back's
 * news; $9: the stand-down's): the mails it makes moot (`mootDeliveriesSql`: "UNANSWERED" mails
 * still owed, a failed one waiting for its retry included, and a first mail waiting for its retry;
 * and an earlier holder's "Taken by" and reminder still owed) are cancelled, and the webhook's news
 * of those topics not yet sent is dropped: someone is calling. Where one was sent, a stand-down is
 * recorded, so whoever read it does not ring the passenger too; sent by the claim
 * (alert-outbox.ts), or else by the scheduled run like any alert owed.
 */
const cancelMoot = `
     cancelled AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM changed
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2
          AND (${mootDeliveriesSql("d")} OR ${owedHolderNewsSql("d")})
          AND d.status IN ('pending', 'sending')
     ),
     silenced AS (
       DELETE FROM alerts a USING changed
        WHERE a.enquiry_kind = $1 AND a.enquiry_id = $2 AND a.topic = ANY($8::text[])
          AND a.sent_at IS NULL
     ),
     stood_down AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT $9::text, $1::text, $2::bigint, $5::text FROM changed
        WHERE EXISTS (SELECT 1 FROM alerts a
                       WHERE a.enquiry_kind = $1 AND a.enquiry_id = $2 AND a.sent_at IS NOT NULL
                         AND (a.topic = ANY($8::text[]) OR ${askedAboutHolderSql("a")}))
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
     ),`;

/**
 * The first claim wins: it succeeds only while nobody has the enquiry (or only someone no longer
 * among the operators, the claimer and `others`, whatever the case of the address, who could not
 * hand it back), and cancels the mails it makes moot, its re-alerts already queued included. A
 * claim owes its holder a reminder (none for a pickup too near), unless they say they reached the
 * passenger (holder-reminder.ts). A later claim changes nothing and learns who has it.
 */
export async function claimEnquiry(db: Db, request: ClaimChange) {
  const result = await change(
    db,
    `UPDATE claims SET claimed_by = $3, claimed_at = $7::timestamptz, next_escalation_at = NULL,
            unanswered_since = NULL, called_at = NULL, ask_owner_at = NULL, owner_asked_at = NULL,
            remind_at = ${reminderAtSql("$7::timestamptz", "needed_at")}
      WHERE enquiry_kind = $1 AND enquiry_id = $2
        AND (claimed_by IS NULL
             OR NOT (lower(claimed_by) IN (SELECT lower(o) FROM unnest($4::text[] || $3::text) o)))
      RETURNING *`,
    takenPurpose,
    request,
    [mootOnceClaimed, standDownTopic],
    cancelMoot,
  );
  if (result.changed) return { won: true, claim: result.changed, deliveries: result.deliveries };
  // Lost: to a claim committed before this statement, or to one that committed while it waited
  // for the row, which its own snapshot cannot see; a fresh read shows who has it.
  const claim = result.current?.claimed_by
    ? result.current
    : await readClaim(db, request.kind, request.id);
  return { won: false, claim, deliveries: [] as Delivery[] };
}

/**
 * What a hand-back ends: the holder's "Taken by" mails still owed are cancelled, since the
 * hand-back's own mail tells those operators where it stands, and so is the holder's reminder. And
 * it tells the webhook ($9: the stand-down's topic, $10: the hand-back's, $11: its first words):
 * where a stand-down was recorded, sent or on its way, or the webhook was asked to ring this holder
 * (unmarked-alert.ts), that nobody has the enquiry again, so whoever reads the webhook is not left
 * standing down for an enquiry nobody has, nor ringing a holder who has handed it back. A
 * stand-down not yet sent is dropped by its sender, which sends one only while someone has it.
 */
const reopen = `
     untrue AS (
       UPDATE deliveries d SET status = 'cancelled', claimed_at = NULL
         FROM changed
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2 AND ${owedHolderNewsSql("d")}
     ),
     reopened AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT $10::text, $1::text, $2::bigint, $11::text FROM changed
        WHERE EXISTS (SELECT 1 FROM alerts a
                       WHERE a.enquiry_kind = $1 AND a.enquiry_id = $2
                         AND (a.topic = $9 OR (a.sent_at IS NOT NULL AND ${askedAboutHolderSql("a")})))
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
     ),`;

/**
 * Hands a claim back: only its holder can, and the re-alerts start again from now, sooner if
 * the pickup is nearer now.
 */
export async function releaseEnquiry(db: Db, request: ClaimChange, escalateAfterMinutes: number) {
  const result = await change(
    db,
    `UPDATE claims SET claimed_by = NULL, claimed_at = NULL, unclaimed_since = $7::timestamptz,
            escalations = 0, unanswered_since = NULL, called_at = NULL, remind_at = NULL,
            ask_owner_at = NULL, owner_asked_at = NULL,
            next_escalation_at = $7::timestamptz
              + make_interval(mins => ${escalationUnitSql("$8::int", "$7::timestamptz", "needed_at")})
      WHERE enquiry_kind = $1 AND enquiry_id = $2 AND claimed_by = $3
      RETURNING *`,
    releasedPurpose,
    request,
    [escalateAfterMinutes, standDownTopic, handBackTopic, request.webhookNote ?? request.note],
    reopen,
  );
  return {
    released: result.changed !== null,
    claim: result.changed ?? result.current,
    deliveries: result.deliveries,
  };
}

export async function readClaim(db: Db, kind: string, id: string): Promise<ClaimRecord | null> {
  const [row] = await db.query<{ claim: ClaimRecord }>(
    "SELECT to_jsonb(c) AS claim FROM claims c WHERE enquiry_kind = $1 AND enquiry_id = $2",
    [kind, id],
  );
  return row?.claim ?? null;
}

export interface Escalation {
  enquiry_kind: string;
  enquiry_id: number;
  /** Re-alerts sent, this one included. */
  escalations: number;
  /** Set when this was the last re-alert. */
  unanswered_since: string | null;
}

/**
 * Steps every enquiry that nobody has claimed and whose re-alert is due: one more escalation
 * counted, the next one scheduled (none after the last step), and an "UNANSWERED" delivery
 * queued for every operator, due at once; after the last step, an alert for the webhook
 * (alert-outbox.ts), its detail when the wait began. The wait is written when each is sent, so it
 * is the real one: a late run's enquiry may be hours old. All in one statement: nothing is
 * recorded as done before it is queued. A re-alert's purpose names the unclaimed period, so an
 * enquiry handed back is re-alerted anew. Overlapping runs split the rows (SKIP LOCKED), and a
 * step's deliveries exist once (their purpose names the step).
 */
export async function escalateDue(
  db: Db,
  options: {
    kinds: readonly { name: string; table: EnquiryTable }[];
    operators: string[];
    escalateAfterMinutes: number;
    now: Date;
    limit?: number;
  },
): Promise<Escalation[]> {
  const { kinds, operators, escalateAfterMinutes, now, limit = 50 } = options;
  const unit = escalationUnitSql("$3::int", "c.unclaimed_since", "c.needed_at");
  return db.query<Escalation>(
    `WITH due AS (
       -- reached: the steps whose time has come, at least one more. A run that comes late (a
       -- marker missed until the safety sweep) sends one re-alert for all it missed, not one a
       -- minute.
       SELECT c.enquiry_kind, c.enquiry_id,
              greatest(c.escalations + 1,
                       (SELECT count(*)::int FROM unnest($4::int[]) AS step
                         WHERE c.unclaimed_since + make_interval(mins => ${unit} * step)
                               <= $1::timestamptz)) AS reached
         FROM claims c
        WHERE c.next_escalation_at <= $1::timestamptz AND c.claimed_by IS NULL
          AND c.enquiry_kind = ANY($5::text[])
        ORDER BY array_position($5::text[], c.enquiry_kind), c.next_escalation_at
        LIMIT $6
        FOR UPDATE SKIP LOCKED
     ),
     stepped AS (
       UPDATE claims c
          SET escalations = due.reached,
              next_escalation_at = c.unclaimed_since
                + make_interval(mins => ${unit} * ($4::int[])[due.reached + 1]),
              unanswered_since = CASE WHEN ($4::int[])[due.reached + 1] IS NULL
                                      THEN $1::timestamptz END
         FROM due
        WHERE c.enquiry_kind = due.enquiry_kind AND c.enquiry_id = due.enquiry_id
        RETURNING c.*
     ),
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, next_attempt_at)
       SELECT s.enquiry_kind, s.enquiry_id, operator,
              '${reAlertPurpose}-' || s.escalations || '-' || floor(extract(epoch FROM s.unclaimed_since)),
              $1::timestamptz
         FROM stepped s, unnest($2::text[]) AS operator
       ON CONFLICT DO NOTHING
     ),
     alerted AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT 'unanswered', s.enquiry_kind, s.enquiry_id,
              'since ' || floor(extract(epoch FROM s.unclaimed_since)) FROM stepped s
        WHERE s.unanswered_since IS NOT NULL
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
     )
     SELECT s.enquiry_kind, s.enquiry_id, s.escalations, s.unanswered_since FROM stepped s`,
    [
      now.toISOString(),
      operators,
      escalateAfterMinutes,
      escalationSteps,
      kinds.map((kind) => kind.name),
      limit,
    ],
  );
}
