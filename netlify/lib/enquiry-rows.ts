import type { Db } from "./db";
import type { EnquiryRow, EnquiryTable } from "./enquiry-store";

/**
 * One stored enquiry (as JSON, like every row the store reads) by its id or its idempotency key;
 * with `newerThanSeconds`, only if it was stored that recently. Table and column come from code.
 */
export async function findEnquiryRow(
  db: Db,
  table: EnquiryTable,
  by: { id: string } | { idempotencyKey: string; newerThanSeconds?: number },
): Promise<EnquiryRow | null> {
  const [found] =
    "id" in by
      ? await db.query<{ row: EnquiryRow }>(
          `SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`,
          [by.id],
        )
      : await db.query<{ row: EnquiryRow }>(
          `SELECT to_jsonb(t) AS row FROM ${table} t
            WHERE idempotency_key = $1
              AND ($2::int IS NULL OR created_at > now() - make_interval(secs => $2::int))`,
          [by.idempotencyKey, by.newerThanSeconds ?? null],
        );
  return found?.row ?? null;
}
