import type { Db } from "../platform/db";
import { errorWords } from "../platform/alerts";
import { readColumns, type ColumnMap } from "./columns";

/**
 * Stored enquiries as every part of the server reads them: the tables, the row as JSON, and the
 * enquiry typed by its kind's column map. Table and column names come from code, never from a
 * request; every value is a bound parameter.
 */

/** A kind's table, as its kind names it in code (never from a request); the registry lists them. */
export type EnquiryTable = string;

/**
 * A stored enquiry's row, read as JSON (to_jsonb), so every driver gives the same shapes: dates
 * as "YYYY-MM-DD", times as "HH:MM:SS", timestamps as ISO strings, numbers as numbers.
 */
export interface EnquiryRow {
  id: number;
  created_at: string;
  /** When the passenger wrote it, where their page kept it unsent and sent it later. */
  passenger_sent_at?: string | null;
  idempotency_hash: string | null;
  /** Set once its details were removed (netlify/privacy/anonymise.ts): nothing personal is left. */
  anonymised_at?: string | null;
  /** Why (netlify/privacy/anonymise.ts's AnonymisedBy). */
  anonymised_by?: string | null;
  [column: string]: unknown;
}

/** Whether the row's details were removed. */
export const isAnonymised = (row: EnquiryRow) => Boolean(row.anonymised_at);

/**
 * An enquiry as stored: its own fields, and what the database gave it. `passengerSentAt` is null
 * unless the passenger's page kept it unsent and sent it later.
 */
export type StoredEnquiry<Fields> = Fields & {
  id: string;
  createdAt: Date;
  passengerSentAt: Date | null;
};

/** The enquiry's own fields, typed as its kind's column map says. */
export function readEnquiry<Fields extends object>(
  kind: { columns: ColumnMap<Fields> },
  row: EnquiryRow,
): StoredEnquiry<Fields> {
  return {
    ...readColumns<Fields>(kind.columns, row),
    id: String(row.id),
    createdAt: new Date(row.created_at),
    passengerSentAt: row.passenger_sent_at ? new Date(row.passenger_sent_at) : null,
  };
}

/**
 * The enquiry typed, or null where this code can no longer read its row (a vehicle a later deploy
 * removed): logged with what failed, and `whoAsks` names it by its raw columns instead.
 */
export function readableEnquiry<Fields extends object>(
  kind: { name: string; columns: ColumnMap<Fields> },
  row: EnquiryRow,
  whoAsks: string,
): StoredEnquiry<Fields> | null {
  try {
    return readEnquiry(kind, row);
  } catch (error) {
    console.error(`${whoAsks} shows ${rowLabel(kind, row)} as stored: ${errorWords(error)}`);
    return null;
  }
}

/** The phone as stored, for a row this code cannot read (every kind's column is `phone`). */
export function rowPhone(row: EnquiryRow): string | undefined {
  return typeof row.phone === "string" ? row.phone : undefined;
}

/** The columns through which a passenger is reached, as every kind names them. */
const reachColumns = new Set(["phone", "email"]);

/**
 * Every column the kind stores, named as its table names it and with the value as stored: how an
 * operator still reads a row this code cannot (its kind's view needs the typed enquiry). The
 * phone and e-mail are marked as reaching the passenger, as a kind's own view marks them.
 */
export function rowAsStored(
  kind: { columns: Record<string, { column: string }> },
  row: EnquiryRow,
): [column: string, value: string, reachesPassenger?: true][] {
  return Object.values(kind.columns).map(({ column }) => {
    const value = row[column] === null || row[column] === undefined ? "" : String(row[column]);
    return reachColumns.has(column) ? [column, value, true] : [column, value];
  });
}

/** "booking DT-7K3Q92", "contact #12": how logs, alerts and the owner's commands name an enquiry. */
export function enquiryLabel(kind: { name: string }, enquiry: { id: string; reference?: string }) {
  return enquiry.reference ? `${kind.name} ${enquiry.reference}` : `${kind.name} #${enquiry.id}`;
}

/** The same label from the row as stored, for one this code cannot read (readEnquiry threw). */
export function rowLabel(kind: { name: string }, row: EnquiryRow) {
  return enquiryLabel(kind, { id: String(row.id), reference: rowReference(row) });
}

export function rowReference(row: EnquiryRow): string | undefined {
  return typeof row.reference === "string" ? row.reference : undefined;
}

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

/**
 * One stored enquiry (as JSON, like every row the store reads) by its id or its idempotency key.
 * Table and column come from code.
 */
export async function findEnquiryRow(
  db: Db,
  table: EnquiryTable,
  by: { id: string } | { idempotencyKey: string },
): Promise<EnquiryRow | null> {
  const [found] =
    "id" in by
      ? await db.query<{ row: EnquiryRow }>(
          `SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`,
          [by.id],
        )
      : await db.query<{ row: EnquiryRow }>(
          `SELECT to_jsonb(t) AS row FROM ${table} t WHERE idempotency_key = $1`,
          [by.idempotencyKey],
        );
  return found?.row ?? null;
}
