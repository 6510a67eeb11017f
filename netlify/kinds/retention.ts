import type { ColumnMap } from "./columns";
import type { KeptItem } from "../../src/shared/privacy/notice-items";

/**
 * What a kind keeps of an enquiry past its retention period (src/shared/privacy/retention.ts),
 * or after an erasure: every column is named once, as cleared, kept only as a known place, or
 * kept; tests/unit/kinds-registry.test.ts fails on a stored column a kind leaves unnamed, so a
 * new field cannot slip past the purge. netlify/privacy/anonymise.ts reads it.
 */
export interface Retention {
  /** Where the period counts from: a date column (a trip's day), or the row's receipt. */
  from: { column: string; sqlType: "date" | "timestamptz" };
  /** Who the passenger is and what they wrote: cleared to ''. */
  cleared: string[];
  /** Typed places: kept only as the routes table's name of the place they name, else ''. */
  places: string[];
  /** What the business counts (kind, dates, vehicle, passengers, fare, language). */
  kept: string[];
  /** The privacy notice's items its fields are (src/shared/privacy/notice-items.ts). */
  noticeItems: KeptItem[];
}

type FieldName<Fields> = keyof Fields & string;

/** A kind's retention, written with its field names and read as its columns. */
export function retentionOf<Fields>(
  columns: ColumnMap<Fields>,
  rule: {
    from: FieldName<Fields> | "receipt";
    cleared: FieldName<Fields>[];
    places?: FieldName<Fields>[];
    kept: FieldName<Fields>[];
    /**
     * Which of the privacy notice's items each field is: a new field must be one, and a new
     * item in notice-items.ts makes every language's notice describe it (the typecheck says so).
     */
    notice: Record<FieldName<Fields>, KeptItem>;
  },
): Retention {
  const column = (field: FieldName<Fields>) => columns[field].column;
  const from =
    rule.from === "receipt"
      ? { column: "created_at", sqlType: "timestamptz" as const }
      : { column: column(rule.from), sqlType: "date" as const };
  if (rule.from !== "receipt" && columns[rule.from].sqlType !== "date") {
    throw new Error(`Retention counts from a date: ${rule.from} is not one`);
  }
  return {
    from,
    cleared: rule.cleared.map(column),
    places: (rule.places ?? []).map(column),
    kept: rule.kept.map(column),
    noticeItems: [...new Set(Object.values<KeptItem>(rule.notice))],
  };
}
