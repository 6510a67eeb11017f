import type { Db } from "../platform/db";
import type { ColumnMap } from "../kinds/columns";
import type { CommonFields } from "../kinds/enquiry-kind";
import { enquiryLabel, readEnquiry, type EnquiryRow } from "../kinds/stored-enquiry";
import { normalisePhone } from "../../src/shared/phone";
import { retentionDays } from "../../src/shared/privacy/retention";
import { anonymise, type AnonymisableKind, type Anonymised } from "./anonymise";
import { formRateLimits } from "../intake/rate-limit";

/**
 * A passenger's requests under the data protection law, answered by the owner with the database
 * URL set (scripts/privacy): a copy of everything stored about them (access), and erasure. A
 * person is found by phone, in any spelling the forms accept (+91, spaces, a leading 0), or by
 * e-mail (only messages carry one).
 */
export type Person = { phone: string } | { email: string };

export interface RequestKind extends AnonymisableKind {
  columns: ColumnMap<CommonFields>;
}

/** The person as stored: the phone in the form every row holds (E.164), the e-mail trimmed. */
export function personOf(asked: { phone?: string; email?: string }): Person {
  if (asked.phone !== undefined && asked.email !== undefined) {
    throw new Error("Give --phone or --email, not both: each request names one person.");
  }
  if (asked.phone !== undefined) {
    const phone = normalisePhone(asked.phone);
    if (!phone) throw new Error(`${asked.phone} is no phone number the forms would have taken.`);
    return { phone };
  }
  const email = asked.email?.trim();
  if (!email?.includes("@")) throw new Error("Give --phone <number> or --email <address>.");
  return { email };
}

/** The column a kind stores the person's phone or e-mail in; none for a kind without e-mail. */
function columnFor(kind: RequestKind, person: Person): string | null {
  if ("phone" in person) return kind.columns.phone.column;
  const columns = Object.values(kind.columns) as { column: string }[];
  return columns.find(({ column }) => column === "email")?.column ?? null;
}

/**
 * The kinds a request cannot search for the person: for an e-mail address, those that keep none
 * (a booking is found by its phone only).
 */
export function kindsNotSearched(kinds: readonly RequestKind[], person: Person): string[] {
  return kinds.filter((kind) => columnFor(kind, person) === null).map((kind) => kind.name);
}

/** Every enquiry of the kind stored for the person and not yet anonymised, oldest first. */
export async function enquiriesOf(
  db: Db,
  kind: RequestKind,
  person: Person,
): Promise<EnquiryRow[]> {
  const column = columnFor(kind, person);
  if (!column) return [];
  const [match, value] =
    "phone" in person
      ? [`${column} = $1`, person.phone]
      : [`lower(${column}) = lower($1)`, person.email];
  const rows = await db.query<{ row: EnquiryRow }>(
    `SELECT to_jsonb(e) AS row FROM ${kind.table} e
      WHERE anonymised_at IS NULL AND ${match} ORDER BY id`,
    [value],
  );
  return rows.map(({ row }) => row);
}

/** What an access request is answered with: the enquiries and all that hangs on each. */
export interface PersonExport {
  person: Person;
  exportedAt: string;
  retentionDays: number;
  /** Kinds not searched: they keep nothing the person was named by (kindsNotSearched). */
  notSearched: string[];
  enquiries: {
    kind: string;
    enquiry: EnquiryRow;
    /** Each operator's mail about it: to whom, what for, how it went. */
    deliveries: Record<string, unknown>[];
    /** Who is calling back and since when. */
    claim: Record<string, unknown> | null;
    alerts: Record<string, unknown>[];
  }[];
  /** What is kept about people that a phone or an e-mail cannot find. */
  notIncluded: string[];
}

export async function exportPerson(
  db: Db,
  kinds: readonly RequestKind[],
  person: Person,
  now = new Date(),
): Promise<PersonExport> {
  const enquiries: PersonExport["enquiries"] = [];
  for (const kind of kinds) {
    for (const enquiry of await enquiriesOf(db, kind, person)) {
      const [related] = await db.query<Omit<PersonExport["enquiries"][number], "kind" | "enquiry">>(
        `SELECT
           (SELECT coalesce(jsonb_agg(to_jsonb(d) - 'enquiry_kind' - 'enquiry_id' ORDER BY d.id), '[]')
              FROM deliveries d WHERE d.enquiry_kind = $1 AND d.enquiry_id = $2) AS deliveries,
           (SELECT to_jsonb(c) - 'enquiry_kind' - 'enquiry_id' - 'marker'
              FROM claims c WHERE c.enquiry_kind = $1 AND c.enquiry_id = $2) AS claim,
           (SELECT coalesce(jsonb_agg(to_jsonb(a) - 'enquiry_kind' - 'enquiry_id' ORDER BY a.id), '[]')
              FROM alerts a WHERE a.enquiry_kind = $1 AND a.enquiry_id = $2) AS alerts`,
        [kind.name, enquiry.id],
      );
      enquiries.push({
        kind: kind.name,
        enquiry,
        deliveries: related?.deliveries ?? [],
        claim: related?.claim ?? null,
        alerts: related?.alerts ?? [],
      });
    }
  }
  return {
    person,
    exportedAt: now.toISOString(),
    retentionDays,
    notSearched: kindsNotSearched(kinds, person),
    enquiries,
    notIncluded: [
      `Rate-limit counters: keyed hashes of the phone number and the network address, from which neither can be read back; each is deleted within hours of its ${formRateLimits.windowSeconds / 60}-minute window.`,
      "Copies outside this database (the operators' mailboxes, the mail provider, the alert channel, the hosting logs, the database provider's restore history): docs/privacy.md says where each is and how long it lasts.",
    ],
  };
}

export interface Erasure extends Anonymised {
  /** How each erased enquiry is known: "booking DT-7K3Q92", "contact #12". */
  erased: string[];
}

/** Anonymises every enquiry stored for the person, cancelling the mail and alerts still owed. */
export async function erasePerson(
  db: Db,
  kinds: readonly RequestKind[],
  person: Person,
  now = new Date(),
): Promise<Erasure> {
  const total: Erasure = { enquiries: 0, cancelledMails: 0, droppedAlerts: 0, erased: [] };
  for (const kind of kinds) {
    const rows = await enquiriesOf(db, kind, person);
    const done = await anonymise(db, kind, rows, "request", now);
    total.enquiries += done.enquiries;
    total.cancelledMails += done.cancelledMails;
    total.droppedAlerts += done.droppedAlerts;
    total.erased.push(...rows.map((row) => enquiryLabel(kind, readEnquiry(kind, row))));
  }
  return total;
}
