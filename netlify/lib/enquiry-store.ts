import type { Db } from "./db";
import { readColumns, type ColumnMap, type InsertColumns } from "./columns";
import type { StoredEnquiry } from "./enquiry-kind";

/**
 * SQL for the enquiry tables (contact_messages, booking_requests). They share the notification
 * columns, so one set of statements serves both. Table and column names come from code, never
 * from a request; every value is a bound parameter.
 */

export type EnquiryTable = "contact_messages" | "booking_requests";

/**
 * The columns every enquiry table has; the rest are the enquiry's own fields. Rows are always
 * read as JSON (to_jsonb), so every driver gives the same shapes: dates as "YYYY-MM-DD", times
 * as "HH:MM:SS", timestamps as ISO strings, numbers as numbers.
 */
export interface EnquiryRow {
  id: number;
  created_at: string;
  notification_status: "pending" | "sending" | "sent" | "failed";
  notify_attempts: number;
  last_error: string | null;
  [column: string]: unknown;
}

export type AcceptOutcome =
  | { kind: "stored"; row: EnquiryRow }
  | { kind: "replay"; row: EnquiryRow }
  | { kind: "limited"; retryAfterSeconds: number };

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

export interface AcceptRequest {
  table: EnquiryTable;
  columns: InsertColumns;
  idempotencyKey: string | null;
  rateLimit: { clientKey: string; maxHits: number; windowSeconds: number };
}

/**
 * Everything a submission needs from the database in ONE round trip, because this is the
 * request the visitor waits on:
 * - `earlier`: a row already stored under this Idempotency-Key (a retry) is answered again;
 * - `hit`: otherwise one hit is counted in the client's fixed rate-limit window (an atomic
 *   upsert, so concurrent requests cannot slip past the count);
 * - `inserted`: within the limit, the row is stored already claimed for sending
 *   ('sending', attempt 1), so the mail that follows needs no second claim query. Should the
 *   function die before mailing, the retry job takes the row once the claim is stale.
 */
export async function acceptEnquiry(db: Db, request: AcceptRequest): Promise<AcceptOutcome | null> {
  const { table, columns, idempotencyKey, rateLimit } = request;
  // $1 key, $2 client, $3 window seconds, $4 max hits; the row's values follow.
  const placeholders = columns.sqlTypes.map((sqlType, i) => `$${i + 5}::${sqlType}`);
  const [result] = await db.query<{
    earlier: EnquiryRow | null;
    inserted: EnquiryRow | null;
    hits: number | null;
    retry_after: number | null;
  }>(
    `WITH earlier AS (
       SELECT * FROM ${table} WHERE $1::text IS NOT NULL AND idempotency_key = $1::text
     ),
     hit AS (
       INSERT INTO rate_limit_hits AS r (client_key, window_start, hits)
       SELECT $2, to_timestamp(floor(extract(epoch FROM now()) / $3::int) * $3::int), 1
        WHERE NOT EXISTS (SELECT 1 FROM earlier)
       ON CONFLICT (client_key, window_start) DO UPDATE SET hits = r.hits + 1
       RETURNING r.hits,
         ceil(extract(epoch FROM r.window_start) + $3::int - extract(epoch FROM now()))::int AS retry_after
     ),
     inserted AS (
       INSERT INTO ${table} (${columns.names.join(", ")}, idempotency_key,
                             notification_status, notify_attempts, claimed_at)
       SELECT ${placeholders.join(", ")}, $1::text, 'sending', 1, now()
        WHERE EXISTS (SELECT 1 FROM hit WHERE hits <= $4::int)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING *
     )
     SELECT (SELECT to_jsonb(e) FROM earlier e) AS earlier,
            (SELECT to_jsonb(i) FROM inserted i) AS inserted,
            (SELECT hits FROM hit) AS hits,
            (SELECT retry_after FROM hit) AS retry_after`,
    [
      idempotencyKey,
      rateLimit.clientKey,
      rateLimit.windowSeconds,
      rateLimit.maxHits,
      ...columns.values,
    ],
  );
  if (result?.earlier) return { kind: "replay", row: result.earlier };
  if (result?.inserted) return { kind: "stored", row: result.inserted };
  if (result?.hits != null && result.hits > rateLimit.maxHits) {
    return { kind: "limited", retryAfterSeconds: Math.max(1, result.retry_after ?? 1) };
  }
  // The same key arrived twice at once and the other request stored it first.
  return null;
}

export async function findByIdempotencyKey(
  db: Db,
  table: EnquiryTable,
  key: string,
): Promise<EnquiryRow | null> {
  const [found] = await db.query<{ row: EnquiryRow }>(
    `SELECT to_jsonb(t) AS row FROM ${table} t WHERE idempotency_key = $1`,
    [key],
  );
  return found?.row ?? null;
}

/**
 * A sender that has held a claim this long has died (its SMTP timeouts end a send within
 * seconds), so the row may be claimed again. Kept short because a new row is born claimed.
 */
const staleClaimSeconds = 2 * 60;

/**
 * Claims up to `limit` rows owed a mail: pending rows whose retry time has come, and stale claims.
 * SKIP LOCKED lets two overlapping retry runs split the rows instead of both taking them.
 */
export async function claimDue(db: Db, table: EnquiryTable, limit: number): Promise<EnquiryRow[]> {
  const claimed = await db.query<{ row: EnquiryRow }>(
    `UPDATE ${table}
        SET notification_status = 'sending', claimed_at = now(), notify_attempts = notify_attempts + 1
      WHERE id IN (
        SELECT id FROM ${table}
         WHERE (notification_status = 'pending' AND next_attempt_at <= now())
            OR (notification_status = 'sending' AND claimed_at < now() - make_interval(secs => $2))
         ORDER BY id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING to_jsonb(${table}.*) AS row`,
    [limit, staleClaimSeconds],
  );
  return claimed.map(({ row }) => row);
}

/** Records a delivered mail. */
export async function markSent(db: Db, table: EnquiryTable, id: number): Promise<void> {
  await db.query(
    `UPDATE ${table} SET notification_status = 'sent', sent_at = now(), last_error = NULL
      WHERE id = $1 AND notification_status = 'sending'`,
    [id],
  );
}

/** Gives the row back for a later retry, or gives up on it; either way the error is kept. */
export async function markUnsent(
  db: Db,
  table: EnquiryTable,
  id: number,
  outcome: { giveUp: boolean; error: string; retryInSeconds: number },
) {
  await db.query(
    `UPDATE ${table}
        SET notification_status = $2, last_error = $3,
            next_attempt_at = now() + make_interval(secs => $4), claimed_at = NULL
      WHERE id = $1 AND notification_status = 'sending'`,
    [
      id,
      outcome.giveUp ? "failed" : "pending",
      outcome.error.slice(0, 500),
      outcome.retryInSeconds,
    ],
  );
}
