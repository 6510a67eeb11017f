/**
 * One typed map per kind of enquiry from its fields to its table's columns, used both ways: to
 * write a row (column names, SQL types, values in order) and to read one back into the same
 * typed fields. Rows are read as JSON (to_jsonb), so dates arrive as "YYYY-MM-DD" and times as
 * "HH:MM:SS" whatever the driver.
 */
export interface Column<T> {
  column: string;
  sqlType: "text" | "integer" | "date" | "time";
  /** A column of a fixed set of values, which holds nothing a passenger wrote in their words. */
  choices?: readonly string[];
  read(value: unknown): T;
}

/**
 * A column for every field the kind stores. A field its type marks optional may go without one
 * (a reference, which only some kinds give): the common shape every kind shares says so.
 */
export type ColumnMap<Fields> = { [Field in keyof Fields]: Column<Fields[Field]> };

export const text = (column: string): Column<string> => ({
  column,
  sqlType: "text",
  read: String,
});

export const integer = (column: string): Column<number> => ({
  column,
  sqlType: "integer",
  read: Number,
});

export const optionalInteger = (column: string): Column<number | null> => ({
  column,
  sqlType: "integer",
  read: (value) => (value === null || value === undefined ? null : Number(value)),
});

export const date = (column: string): Column<string> => ({ column, sqlType: "date", read: String });

/** People read HH:MM; Postgres gives HH:MM:SS. */
export const time = (column: string): Column<string> => ({
  column,
  sqlType: "time",
  read: (value) => String(value).slice(0, 5),
});

type Entries<Fields> = [keyof Fields & string, Column<unknown>][];

export interface InsertColumns {
  names: string[];
  sqlTypes: string[];
  values: unknown[];
}

export function toInsertColumns<Fields extends object>(
  map: ColumnMap<Fields>,
  fields: Fields,
): InsertColumns {
  const entries = Object.entries(map) as Entries<Fields>;
  return {
    names: entries.map(([, column]) => column.column),
    sqlTypes: entries.map(([, column]) => column.sqlType),
    values: entries.map(([field]) => fields[field]),
  };
}

export function readColumns<Fields extends object>(
  map: ColumnMap<Fields>,
  row: Record<string, unknown>,
): Fields {
  const entries = Object.entries(map) as Entries<Fields>;
  return Object.fromEntries(
    entries.map(([field, column]) => [field, column.read(row[column.column])]),
  ) as Fields;
}

/** A text column holding one of a fixed set of values (the schema admitted only those). */
export function choice<T extends string>(column: string, values: readonly T[]): Column<T> {
  return {
    column,
    sqlType: "text",
    choices: values,
    read(value) {
      if (!values.includes(value as T)) throw new Error(`${column} holds an unknown ${value}`);
      return value as T;
    },
  };
}
