import type { Db } from "./db";

/**
 * SQL for the enquiry tables (contact_messages, booking_requests). They share the notification
 * columns, so one set of statements serves both. Table and column names come from code, never
 * from a request; every value is a bound parameter.
 */

export type EnquiryTable = "contact_messages" | "booking_requests";

/** The columns every enquiry table has; the rest are the enquiry's own fields. */
export interface EnquiryRow {
  id: string | number;
  created_at: Date;
  notification_status: "pending" | "sending" | "sent" | "failed";
  notify_attempts: number;
  last_error: string | null;
  [column: string]: unknown;
}

/** Inserts the row, or returns null when a row with this idempotency key already exists. */
export async function insertEnquiry(
  db: Db,
  table: EnquiryTable,
  values: Record<string, unknown>,
  idempotencyKey: string | null,
): Promise<EnquiryRow | null> {
  const columns = [...Object.keys(values), "idempotency_key"];
  const params = [...Object.values(values), idempotencyKey];
  const placeholders = params.map((_, i) => `$${i + 1}`).join(", ");
  const [row] = await db.query<EnquiryRow>(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${placeholders})
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
    params,
  );
  return row ?? null;
}

export async function findByIdempotencyKey(
  db: Db,
  table: EnquiryTable,
  key: string,
): Promise<EnquiryRow | null> {
  const [row] = await db.query<EnquiryRow>(`SELECT * FROM ${table} WHERE idempotency_key = $1`, [
    key,
  ]);
  return row ?? null;
}

/**
 * Claims one new row for sending. Only a 'pending' row can be claimed, and the claim is a single
 * UPDATE, so of two senders racing for the same row exactly one wins.
 */
export async function claimById(db: Db, table: EnquiryTable, id: string | number) {
  const [row] = await db.query<EnquiryRow>(
    `UPDATE ${table}
        SET notification_status = 'sending', claimed_at = now(), notify_attempts = notify_attempts + 1
      WHERE id = $1 AND notification_status = 'pending'
      RETURNING *`,
    [id],
  );
  return row ?? null;
}

/**
 * A sender that has held a claim this long died mid-send (SMTP gives up within seconds), so its
 * row may be claimed again.
 */
export const staleClaimSeconds = 10 * 60;

/**
 * Claims up to `limit` rows owed a mail: pending rows whose retry time has come, and stale claims.
 * SKIP LOCKED lets two overlapping retry runs split the rows instead of both taking them.
 */
export async function claimDue(db: Db, table: EnquiryTable, limit: number) {
  return db.query<EnquiryRow>(
    `UPDATE ${table}
        SET notification_status = 'sending', claimed_at = now(), notify_attempts = notify_attempts + 1
      WHERE id IN (
        SELECT id FROM ${table}
         WHERE (notification_status = 'pending' AND next_attempt_at <= now())
            OR (notification_status = 'sending' AND claimed_at < now() - make_interval(secs => $2))
         ORDER BY id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [limit, staleClaimSeconds],
  );
}

export async function markSent(db: Db, table: EnquiryTable, id: string | number) {
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
  id: string | number,
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
