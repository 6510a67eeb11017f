import type { Db } from "../platform/db";
import type { InsertColumns } from "../kinds/columns";
import { findEnquiryRow, type EnquiryRow, type EnquiryTable } from "../kinds/stored-enquiry";
import type { Delivery } from "../delivery/deliveries";
import type { LimitKey } from "./rate-limit";
import { formReplaySeconds, type IdempotencyKeys } from "./idempotency";
import { escalationUnitSql } from "../claims/escalation-schedule";

export type AcceptOutcome =
  | { kind: "stored"; row: EnquiryRow; deliveries: Delivery[]; firstReAlertAt: Date }
  | { kind: "replay"; row: EnquiryRow }
  | { kind: "key_reused" }
  | { kind: "removed" }
  | { kind: "limited"; retryAfterSeconds: number };

export interface AcceptRequest {
  /** The kind's name, as its deliveries record it. */
  kind: string;
  table: EnquiryTable;
  columns: InsertColumns;
  /**
   * The visitor's Idempotency-Key (none from an old page), a hash of the data it was sent
   * with, and the keys under which a row of the same data counts as this one (idempotency.ts).
   */
  idempotency: IdempotencyKeys & { hash: string };
  limits: { keys: LimitKey[]; windowSeconds: number };
  /** Who gets a mail: one delivery each, born claimed by this request. */
  operators: string[];
  /** Minutes until every operator is alerted again if nobody has claimed it. */
  escalateAfterMinutes: number;
  /** When the passenger needs the car, which brings the re-alerts forward (null: no such time). */
  neededAt: Date | null;
  /** The name of its due marker, written before this statement (due-markers.ts). */
  marker: string;
  /** Seconds before it arrived that the passenger wrote it, where the page kept it unsent. */
  ageSeconds: number | null;
}

const windowStart = (seconds: string) =>
  `to_timestamp(floor(extract(epoch FROM now()) / ${seconds}) * ${seconds})`;

/**
 * Everything a submission needs from the database in ONE round trip, because this is the
 * request the visitor waits on:
 * - `earlier`: a row already stored under this Idempotency-Key (a retry), or of the same data
 *   under one of `sameData`'s keys in the last 10 minutes, is answered again, and counts no
 *   rate-limit hit;
 * - `hit`: otherwise one hit is counted for each limit key in its fixed window (an atomic
 *   upsert, so concurrent requests cannot slip past the count);
 * - `inserted`: within every limit, the row is stored, and with it (`delivered`) one delivery
 *   per operator, already claimed for sending by this request, so the mails that follow need
 *   no claim query (should the function die before mailing, the retry job takes them once the
 *   claims are stale), and (`unclaimed`) its claim record, nobody's yet, with the time every
 *   operator is alerted again if that is still so.
 */
export async function acceptEnquiry(db: Db, request: AcceptRequest): Promise<AcceptOutcome> {
  const { table, columns, idempotency, limits } = request;
  // $1 key, $2 hash, $3 window seconds, $4 limit keys, $5 their maxima, $6 kind, $7 operators,
  // $8 escalation minutes, $9 marker, $10 same-data keys, $11 their seconds, $12 needed at,
  // $13 its age; the row's values follow.
  const placeholders = columns.sqlTypes.map((sqlType, i) => `$${i + 14}::${sqlType}`);
  const [result] = await db.query<{
    earlier: EnquiryRow | null;
    inserted: EnquiryRow | null;
    deliveries: Delivery[];
    first_re_alert: string | null;
    retry_after: number | null;
  }>(
    `WITH earlier AS (
       (SELECT * FROM ${table} WHERE $1::text IS NOT NULL AND idempotency_key = $1::text)
       UNION ALL
       (SELECT * FROM ${table}
         WHERE idempotency_key = ANY($10::text[]) AND idempotency_hash = $2::text
           AND created_at > now() - make_interval(secs => $11::int)
         ORDER BY created_at LIMIT 1)
       LIMIT 1
     ),
     hit AS (
       INSERT INTO rate_limit_hits AS r (client_key, window_start, hits)
       SELECT key, ${windowStart("$3::int")}, 1 FROM unnest($4::text[]) AS key
        WHERE NOT EXISTS (SELECT 1 FROM earlier)
       ON CONFLICT (client_key, window_start) DO UPDATE SET hits = r.hits + 1
       RETURNING r.client_key, r.hits,
         ceil(extract(epoch FROM r.window_start) + $3::int - extract(epoch FROM now()))::int AS retry_after
     ),
     over AS (
       SELECT hit.retry_after FROM hit
         JOIN unnest($4::text[], $5::int[]) AS limits(key, max_hits) ON limits.key = hit.client_key
        WHERE hit.hits > limits.max_hits
     ),
     inserted AS (
       INSERT INTO ${table} (${columns.names.join(", ")}, idempotency_key, idempotency_hash, passenger_sent_at)
       SELECT ${placeholders.join(", ")}, $1::text, $2::text,
              now() - make_interval(secs => $13::int)
        WHERE EXISTS (SELECT 1 FROM hit) AND NOT EXISTS (SELECT 1 FROM over)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING *
     ),
     delivered AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, status, attempts, claimed_at)
       SELECT $6::text, inserted.id, operator, 'sending', 1, now()
         FROM inserted, unnest($7::text[]) AS operator
       RETURNING id, operator, purpose, note, attempts, failing_since
     ),
     unclaimed AS (
       INSERT INTO claims (enquiry_kind, enquiry_id, unclaimed_since, needed_at, next_escalation_at, marker)
       SELECT $6::text, inserted.id, now(), $12::timestamptz,
              now() + make_interval(mins => ${escalationUnitSql("$8::int", "now()", "$12::timestamptz")}),
              $9::text
         FROM inserted
       RETURNING next_escalation_at
     )
     SELECT (SELECT to_jsonb(e) FROM earlier e) AS earlier,
            (SELECT to_jsonb(i) FROM inserted i) AS inserted,
            (SELECT coalesce(jsonb_agg(d ORDER BY d.id), '[]'::jsonb) FROM delivered d) AS deliveries,
            (SELECT next_escalation_at FROM unclaimed) AS first_re_alert,
            (SELECT max(retry_after) FROM over) AS retry_after`,
    [
      idempotency.key,
      idempotency.hash,
      limits.windowSeconds,
      limits.keys.map((limit) => limit.key),
      limits.keys.map((limit) => limit.maxHits),
      request.kind,
      request.operators,
      request.escalateAfterMinutes,
      request.marker,
      idempotency.sameData,
      formReplaySeconds,
      request.neededAt?.toISOString() ?? null,
      request.ageSeconds,
      ...columns.values,
    ],
  );
  if (result?.earlier) return replayOf(result.earlier, idempotency);
  if (result?.inserted) {
    return {
      kind: "stored",
      row: result.inserted,
      deliveries: result.deliveries,
      firstReAlertAt: new Date(result.first_re_alert!),
    };
  }
  const limited = result?.retry_after != null;
  // The same key arrived twice at once and the other request stored it first (its row was not
  // yet visible to this statement): this one was a replay after all, so the hits it counted are
  // given back, and it is answered as the winner was, never limited.
  const winner =
    idempotency.key === null
      ? null
      : await findEnquiryRow(db, table, { idempotencyKey: idempotency.key });
  if (winner) {
    await refundHits(db, limits);
    return replayOf(winner, idempotency);
  }
  if (limited) return { kind: "limited", retryAfterSeconds: Math.max(1, result.retry_after!) };
  throw new Error("the insert stored nothing and no earlier row has its key");
}

function replayOf(row: EnquiryRow, idempotency: AcceptRequest["idempotency"]): AcceptOutcome {
  // Its details were erased (anonymise.ts keeps the script's key so that this is known): a copy
  // the phone still held must not bring them back.
  if (row.anonymised_at) return { kind: "removed" };
  return row.idempotency_hash === idempotency.hash
    ? { kind: "replay", row }
    : { kind: "key_reused" };
}

async function refundHits(db: Db, limits: AcceptRequest["limits"]) {
  await db.query(
    `UPDATE rate_limit_hits SET hits = hits - 1
      WHERE client_key = ANY($1::text[]) AND window_start = ${windowStart("$2::int")} AND hits > 0`,
    [limits.keys.map((limit) => limit.key), limits.windowSeconds],
  );
}
