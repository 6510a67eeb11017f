/**
 * What a scheduled step about claims' holders works with: the kinds it may touch, the operators
 * as they are now (one taken off the list is asked nothing), the run's clock, and how many
 * claims one run takes at most.
 */
export interface HolderStep {
  kinds: readonly { name: string }[];
  operators: string[];
  now: Date;
  limit?: number;
}

/**
 * SQL: the claims whose `dueColumn` time has come ($1: the run's clock, $3: the kinds, $4: how
 * many), earliest first and locked for this run (overlapping runs split the rows, SKIP LOCKED),
 * each with `owed AS name`: whether its holder is still one of the operators ($2), has not said
 * they reached the passenger, and meets the step's own condition `owed`.
 */
export const dueClaimsSql = (dueColumn: string, owed: string, name: string) => `
       SELECT c.enquiry_kind, c.enquiry_id,
              (c.claimed_by IS NOT NULL AND c.called_at IS NULL AND ${owed}
               AND lower(c.claimed_by) IN (SELECT lower(o) FROM unnest($2::text[]) o)) AS ${name}
         FROM claims c
        WHERE c.${dueColumn} <= $1::timestamptz AND c.enquiry_kind = ANY($3::text[])
        ORDER BY c.${dueColumn}
        LIMIT $4
        FOR UPDATE SKIP LOCKED`;
