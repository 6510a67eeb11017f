import type { Db } from "../platform/db";
import type { EnquiryRow, EnquiryTable } from "../kinds/stored-enquiry";
import type { Retention } from "../kinds/retention";
import { placeIn } from "../../src/shared/fares/route-distance";
import { formKeyPrefix } from "../intake/idempotency";

/**
 * Anonymising an enquiry: past its retention period (purge.ts), on the owner's erasure request
 * (requests.ts) or from an operator's claim page. The row stays, so the business still counts
 * it and a link to it can say its details were removed; who the passenger was does not.
 */
export interface AnonymisableKind {
  name: string;
  table: EnquiryTable;
  retention: Retention;
}

export interface Anonymised {
  /** Enquiries anonymised by this statement (one already anonymised is not counted again). */
  enquiries: number;
  /** Operators' mails still owed about them, cancelled. */
  cancelledMails: number;
  /** Alerts not yet sent about them, dropped. */
  droppedAlerts: number;
}

/** Why: 'retention', 'request' (the owner's command), or 'operator <address>' (the claim page). */
export type AnonymisedBy = "retention" | "request" | `operator ${string}`;

/** A row's `anonymised_by` read back: why, and the operator's address where one erased it. */
export function anonymisedBy(
  recorded: unknown,
): "retention" | "request" | { operator: string } | undefined {
  if (recorded === "retention" || recorded === "request") return recorded;
  const operator = typeof recorded === "string" && /^operator (.+)$/.exec(recorded)?.[1];
  return operator ? { operator } : undefined;
}

/**
 * What an anonymised row keeps of a typed place: the routes table's name of the place it names
 * ("12 Gandhi St, T Nagar, Chennai" → "Chennai"), else nothing. A home address never survives.
 */
export function keptPlace(typed: unknown): string {
  const place = typeof typed === "string" ? placeIn(typed) : null;
  return place ? place.charAt(0).toUpperCase() + place.slice(1) : "";
}

/**
 * The one statement that anonymises enquiries of a kind, given their rows as read: the kind's
 * cleared columns become '', its places keep only a known place, the data's hash goes and so does
 * a form post's key, both made from the data (NULL: a cleared key never collides with another);
 * the script's own Idempotency-Key, random, stays, so a copy the passenger's phone still holds
 * and sends again is refused as a key used with other data, never stored anew; each delivery's
 * error and note are cleared and any mail still owed is cancelled; alerts not yet sent are
 * dropped and the detail of those sent cleared; re-alerts stop. Table and column names come from
 * code; every value is a bound parameter.
 */
export async function anonymise(
  db: Db,
  kind: AnonymisableKind,
  rows: readonly EnquiryRow[],
  by: AnonymisedBy,
  now = new Date(),
): Promise<Anonymised> {
  if (rows.length === 0) return { enquiries: 0, cancelledMails: 0, droppedAlerts: 0 };
  const { cleared, places } = kind.retention;
  // $1 kind, $2 ids, $3 when, $4 by, $5 a form key's prefix; each place column's kept values
  // follow, in id order.
  const placeArrays = places.map((column) => rows.map((row) => keptPlace(row[column])));
  const targetColumns = ["id", ...places.map((_, i) => `p${i}`)].join(", ");
  const set = [
    ...cleared.map((column) => `${column} = ''`),
    ...places.map((column, i) => `${column} = t.p${i}`),
    "idempotency_key = CASE WHEN starts_with(idempotency_key, $5::text) THEN NULL ELSE idempotency_key END",
    "idempotency_hash = NULL",
    "anonymised_at = $3::timestamptz",
    "anonymised_by = $4::text",
  ];
  const unnested = ["$2::bigint[]", ...places.map((_, i) => `$${i + 6}::text[]`)].join(", ");
  const [result] = await db.query<Anonymised>(
    `WITH t AS (
       SELECT * FROM unnest(${unnested}) AS t(${targetColumns})
     ),
     cleared AS (
       UPDATE ${kind.table} e SET ${set.join(", ")}
         FROM t WHERE e.id = t.id AND e.anonymised_at IS NULL
       RETURNING e.id
     ),
     owed AS (
       SELECT d.id FROM deliveries d JOIN cleared c ON d.enquiry_id = c.id
        WHERE d.enquiry_kind = $1 AND d.status IN ('pending', 'sending')
     ),
     deliveries_cleared AS (
       UPDATE deliveries d
          SET last_error = NULL, note = NULL,
              status = CASE WHEN d.id IN (SELECT id FROM owed) THEN 'cancelled' ELSE d.status END,
              claimed_at = CASE WHEN d.id IN (SELECT id FROM owed) THEN NULL ELSE d.claimed_at END
         FROM cleared c
        WHERE d.enquiry_kind = $1 AND d.enquiry_id = c.id
     ),
     dropped AS (
       DELETE FROM alerts a USING cleared c
        WHERE a.enquiry_kind = $1 AND a.enquiry_id = c.id AND a.sent_at IS NULL
       RETURNING a.id
     ),
     alerts_cleared AS (
       UPDATE alerts a SET detail = NULL FROM cleared c
        WHERE a.enquiry_kind = $1 AND a.enquiry_id = c.id AND a.sent_at IS NOT NULL
     ),
     silenced AS (
       UPDATE claims SET next_escalation_at = NULL, remind_at = NULL, ask_owner_at = NULL
         FROM cleared c
        WHERE claims.enquiry_kind = $1 AND claims.enquiry_id = c.id
     )
     SELECT (SELECT count(*) FROM cleared)::int AS enquiries,
            (SELECT count(*) FROM owed)::int AS "cancelledMails",
            (SELECT count(*) FROM dropped)::int AS "droppedAlerts"`,
    [kind.name, rows.map((row) => row.id), now.toISOString(), by, formKeyPrefix, ...placeArrays],
  );
  return result ?? { enquiries: 0, cancelledMails: 0, droppedAlerts: 0 };
}
