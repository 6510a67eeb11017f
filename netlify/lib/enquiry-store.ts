import type { Db } from "./db";
import { readColumns, type ColumnMap, type InsertColumns } from "./columns";
import type { StoredEnquiry } from "./enquiry-kind";
import { findEnquiryRow } from "./enquiry-rows";
import type { LimitKey } from "./rate-limit";

/**
 * SQL for the enquiry tables (contact_messages, booking_requests) and their deliveries (one per
 * enquiry and operator). Table and column names come from code, never from a request; every
 * value is a bound parameter.
 */

export type EnquiryTable = "contact_messages" | "booking_requests";

/**
 * A stored enquiry's row, read as JSON (to_jsonb), so every driver gives the same shapes: dates
 * as "YYYY-MM-DD", times as "HH:MM:SS", timestamps as ISO strings, numbers as numbers.
 */
export interface EnquiryRow {
  id: number;
  created_at: string;
  idempotency_hash: string | null;
  [column: string]: unknown;
}

/** One operator's mail about one enquiry, as a sender holds it while sending. */
export interface Delivery {
  id: number;
  operator: string;
  /** 'enquiry' for the first mail; a follow-up's own name otherwise (claims.ts). */
  purpose: string;
  /** A follow-up's first line ("Taken by Meena at 05:31 IST"). */
  note: string | null;
  attempts: number;
  /** When an attempt first failed (ISO), or null while none has. */
  failing_since: string | null;
}

/** The enquiry's own fields, typed as its kind's column map says. */
export function readEnquiry<Fields extends object>(
  kind: { columns: ColumnMap<Fields> },
  row: EnquiryRow,
): StoredEnquiry<Fields> {
  return {
    ...readColumns<Fields>(kind.columns, row),
    id: String(row.id),
    createdAt: new Date(row.created_at),
  };
}

export type AcceptOutcome =
  | { kind: "stored"; row: EnquiryRow; deliveries: Delivery[] }
  | { kind: "replay"; row: EnquiryRow }
  | { kind: "key_reused" }
  | { kind: "limited"; retryAfterSeconds: number };

export interface AcceptRequest {
  /** The kind's name, as its deliveries record it. */
  kind: string;
  table: EnquiryTable;
  columns: InsertColumns;
  /** The visitor's Idempotency-Key and a hash of the data it was sent with. */
  idempotency: { key: string; hash: string } | null;
  limits: { keys: LimitKey[]; windowSeconds: number };
  /** Who gets a mail: one delivery each, born claimed by this request. */
  operators: string[];
  /** Minutes until every operator is alerted again if nobody has claimed it. */
  escalateAfterMinutes: number;
  /** The name of its due marker, written before this statement (due-markers.ts). */
  marker: string;
}

const windowStart = (seconds: string) =>
  `to_timestamp(floor(extract(epoch FROM now()) / ${seconds}) * ${seconds})`;

/**
 * Everything a submission needs from the database in ONE round trip, because this is the
 * request the visitor waits on:
 * - `earlier`: a row already stored under this Idempotency-Key (a retry) is answered again, and
 *   counts no rate-limit hit;
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
  // $8 escalation minutes, $9 marker; the row's values follow.
  const placeholders = columns.sqlTypes.map((sqlType, i) => `$${i + 10}::${sqlType}`);
  const [result] = await db.query<{
    earlier: EnquiryRow | null;
    inserted: EnquiryRow | null;
    deliveries: Delivery[];
    retry_after: number | null;
  }>(
    `WITH earlier AS (
       SELECT * FROM ${table} WHERE $1::text IS NOT NULL AND idempotency_key = $1::text
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
       INSERT INTO ${table} (${columns.names.join(", ")}, idempotency_key, idempotency_hash)
       SELECT ${placeholders.join(", ")}, $1::text, $2::text
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
       INSERT INTO claims (enquiry_kind, enquiry_id, unclaimed_since, next_escalation_at, marker)
       SELECT $6::text, inserted.id, now(), now() + make_interval(mins => $8::int), $9::text
         FROM inserted
     )
     SELECT (SELECT to_jsonb(e) FROM earlier e) AS earlier,
            (SELECT to_jsonb(i) FROM inserted i) AS inserted,
            (SELECT coalesce(jsonb_agg(d ORDER BY d.id), '[]'::jsonb) FROM delivered d) AS deliveries,
            (SELECT max(retry_after) FROM over) AS retry_after`,
    [
      idempotency?.key ?? null,
      idempotency?.hash ?? null,
      limits.windowSeconds,
      limits.keys.map((limit) => limit.key),
      limits.keys.map((limit) => limit.maxHits),
      request.kind,
      request.operators,
      request.escalateAfterMinutes,
      request.marker,
      ...columns.values,
    ],
  );
  if (result?.earlier) return replayOf(result.earlier, idempotency);
  if (result?.inserted) {
    return { kind: "stored", row: result.inserted, deliveries: result.deliveries };
  }
  const limited = result?.retry_after != null;
  // The same key arrived twice at once and the other request stored it first (its row was not
  // yet visible to this statement): this one was a replay after all, so the hits it counted are
  // given back, and it is answered as the winner was, never limited.
  const winner = idempotency
    ? await findEnquiryRow(db, table, { idempotencyKey: idempotency.key })
    : null;
  if (winner) {
    await refundHits(db, limits);
    return replayOf(winner, idempotency);
  }
  if (limited) return { kind: "limited", retryAfterSeconds: Math.max(1, result.retry_after!) };
  throw new Error("the insert stored nothing and no earlier row has its key");
}

function replayOf(row: EnquiryRow, idempotency: AcceptRequest["idempotency"]): AcceptOutcome {
  return row.idempotency_hash === idempotency?.hash
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

/**
 * A sender that has held a claim this long has died (its SMTP timeouts end a send within
 * seconds), so the delivery may be claimed again. Kept short because a delivery is born claimed.
 */
export const staleClaimSeconds = 2 * 60;

/**
 * SQL for the enquiry row (as JSON) that `alias`.enquiry_kind and `alias`.enquiry_id point at,
 * whichever kind's table it is in. Kind names and tables come from code.
 */
export function enquiryRowSql(
  kinds: readonly { name: string; table: EnquiryTable }[],
  alias: string,
): string {
  const cases = kinds.map(
    ({ name, table }) =>
      `WHEN '${name}' THEN (SELECT to_jsonb(t) FROM ${table} t WHERE t.id = ${alias}.enquiry_id)`,
  );
  return `CASE ${alias}.enquiry_kind ${cases.join(" ")} END`;
}

export interface DueDelivery extends Delivery {
  enquiry_kind: string;
  enquiry: EnquiryRow | null;
}

/**
 * Claims up to `limit` deliveries owed a mail: pending ones whose time has come, and stale
 * claims, the kinds in the order given (a booking never waits behind a message). `now` is the
 * job's clock, which tests move forward; the database's own clock counts when it is later
 * (a JavaScript Date has only milliseconds). SKIP LOCKED
 * lets overlapping retry runs split the deliveries instead of both taking them. Each comes with
 * its enquiry's row.
 */
export async function claimDue(
  db: Db,
  kinds: readonly { name: string; table: EnquiryTable }[],
  limit: number,
  now = new Date(),
): Promise<DueDelivery[]> {
  return db.query<DueDelivery>(
    `UPDATE deliveries d
        SET status = 'sending', claimed_at = now(), attempts = d.attempts + 1
      WHERE d.id IN (
        SELECT id FROM deliveries
         WHERE ((status = 'pending' AND next_attempt_at <= greatest($4::timestamptz, now()))
            OR (status = 'sending'
                AND claimed_at < greatest($4::timestamptz, now()) - make_interval(secs => $2)))
           AND enquiry_kind = ANY($3::text[])
         ORDER BY array_position($3::text[], enquiry_kind), next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.operator, d.purpose, d.note, d.attempts, d.failing_since, d.enquiry_kind,
                ${enquiryRowSql(kinds, "d")} AS enquiry`,
    [limit, staleClaimSeconds, kinds.map((kind) => kind.name), now.toISOString()],
  );
}

/** Records a delivered mail. */
export async function markSent(db: Db, deliveryId: number): Promise<void> {
  await db.query(
    `UPDATE deliveries SET status = 'sent', sent_at = now(), last_error = NULL, claimed_at = NULL
      WHERE id = $1 AND status = 'sending'`,
    [deliveryId],
  );
}

export interface UnsentOutcome {
  /** Retried after this many seconds, unless it has been failing for `giveUpAfterSeconds`. */
  retryInSeconds: number;
  giveUpAfterSeconds: number;
  error: string;
  /** A failure that will not pass by itself (a 5xx, a refused login): a person must be told. */
  permanent: boolean;
}

export interface UnsentRecord {
  status: "pending" | "failed";
  failing_since: string;
  /** True the first time a permanent failure is recorded for this delivery. */
  first_permanent: boolean;
}

/**
 * Gives the delivery back for a later retry, or gives up on it once it has been failing for
 * long enough; either way the error is kept. Says which, since when it has been failing, and
 * whether this is the first permanent failure (so the alert goes out once, not every hour).
 */
export async function markUnsent(
  db: Db,
  deliveryId: number,
  outcome: UnsentOutcome,
): Promise<UnsentRecord | undefined> {
  const [row] = await db.query<UnsentRecord>(
    `UPDATE deliveries
        SET failing_since = coalesce(failing_since, now()),
            status = CASE WHEN coalesce(failing_since, now()) <= now() - make_interval(secs => $4)
                          THEN 'failed' ELSE 'pending' END,
            alerted_at = CASE WHEN $5::boolean THEN coalesce(alerted_at, now()) ELSE alerted_at END,
            last_error = $2, next_attempt_at = now() + make_interval(secs => $3), claimed_at = NULL
      WHERE id = $1 AND status = 'sending'
      RETURNING status, failing_since, coalesce(alerted_at = now(), false) AS first_permanent`,
    [
      deliveryId,
      outcome.error.slice(0, 500),
      outcome.retryInSeconds,
      outcome.giveUpAfterSeconds,
      outcome.permanent,
    ],
  );
  return row;
}
