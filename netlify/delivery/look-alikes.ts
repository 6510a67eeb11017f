import type { Db } from "../platform/db";
import { withDeadline } from "../platform/deadline";
import { formatSpan } from "../../src/shared/india-dates";

/**
 * Another enquiry from the same phone (or the same passenger with the number corrected) that may
 * be this one again: sent twice (a reload gives the page a new Idempotency-Key, so the server
 * cannot tell), or corrected and sent anew. They are
 * not merged, as two bookings for one pickup may be two cars for one group; each names the other
 * in its mails and on its claim page, so two operators do not ring one passenger about one trip
 * and whoever calls knows to ask.
 */
export interface LookAlike {
  reference: string;
  /** Minutes from this enquiry's arrival to the other's (negative: the other came first). */
  minutesApart: number;
  /** The fields the other gives differently, by the mail's labels ("Drop", "Vehicle", "Phone"). */
  differs: string[];
  /** The address of whoever has the other, if anyone. */
  heldBy: string | null;
}

/** Longer than any healthy look-up: past it the mail goes without, rather than wait. */
const lookUpMs = 2_000;

/**
 * The look-alikes of an enquiry, where its kind has the notion; none if the look-up fails or is
 * slow (past `withinMs`, 2 s unless the caller has less): it is a hint beside the mail, never a
 * reason to hold the mail back. The log names the
 * error's kind only, as a database error may quote a value of the row.
 */
export async function findLookAlikes<Enquiry extends { id: string }>(
  kind: { name: string; lookAlikes?(db: Db, enquiry: Enquiry): Promise<LookAlike[]> },
  db: Db,
  enquiry: Enquiry,
  withinMs = lookUpMs,
): Promise<LookAlike[]> {
  if (!kind.lookAlikes || withinMs <= 0) return [];
  try {
    return await withDeadline(
      kind.lookAlikes(db, enquiry),
      Math.min(withinMs, lookUpMs),
      "the look-up",
    );
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const what = error instanceof Error ? error.name : typeof error;
    console.error(
      `Could not look for enquiries like ${kind.name} #${enquiry.id} (its mail goes without them): ${what}${typeof code === "string" ? ` ${code}` : ""}`,
    );
    return [];
  }
}

/** "2 min earlier", "under 1 min later", "1 h 5 min later". */
function apart(minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const span = whole < 1 ? "under 1 min" : formatSpan(whole);
  return minutes < 0 ? `${span} earlier` : `${span} later`;
}

const otherPhone = (lookAlike: LookAlike) => lookAlike.differs.includes("Phone");

/** What the references' list says of the phones: " (same phone)", " (other phone)", or both. */
function phones(lookAlikes: readonly LookAlike[]): string {
  if (lookAlikes.every((lookAlike) => !otherPhone(lookAlike))) return " (same phone)";
  return lookAlikes.every(otherPhone) ? " (other phone)" : "";
}

/**
 * Who reads the words, and how an operator's address is named. `holdsThis`: the reader has this
 * enquiry (their claim page, their reminder), so the question is no longer whether to call it.
 */
export interface Reader {
  address: string;
  nameOf(address: string): string;
  holdsThis?: boolean;
}

function holderText(heldBy: string | null, reader: Reader): string {
  if (!heldBy) return "nobody has it";
  return heldBy === reader.address ? "you have it" : `${reader.nameOf(heldBy)} has it`;
}

function oneLookAlike(lookAlike: LookAlike, reader: Reader): string {
  const differs =
    lookAlike.differs.length === 0
      ? "same details"
      : `other ${lookAlike.differs.map((label) => label.toLowerCase()).join(", ")}`;
  return `${lookAlike.reference} (booked ${apart(lookAlike.minutesApart)}; ${differs}; ${holderText(lookAlike.heldBy, reader)})`;
}

/**
 * What to do about it: whoever has a look-alike takes this one too if it is the same trip (its
 * re-alerts stop); the others leave it to them; while nobody has any, whoever calls asks.
 */
function nextStep(lookAlikes: readonly LookAlike[], reader: Reader): string {
  // The first number may be a stranger's: whoever calls should know there are two.
  const numbers = lookAlikes.some(otherPhone) ? "The numbers differ: one may be mistyped. " : "";
  return numbers + whoActs(lookAlikes, reader);
}

function whoActs(lookAlikes: readonly LookAlike[], reader: Reader): string {
  if (reader.holdsThis) return holderActs(lookAlikes, reader);
  if (lookAlikes.some((lookAlike) => lookAlike.heldBy === reader.address)) {
    return "If it is the same trip, press I'll call on this one too.";
  }
  const held = lookAlikes.find((lookAlike) => lookAlike.heldBy);
  if (held?.heldBy) {
    const name = reader.nameOf(held.heldBy);
    // The colleague may be ringing a mistyped number: this one may be the passenger's.
    if (otherPhone(held)) return askHolder(name);
    return `${name} may be calling already: if it is the same trip, leave this one to ${name}.`;
  }
  return "Sent twice, corrected, or two cars? Ask when you call.";
}

/**
 * For whoever has this enquiry: one call settles one trip, whoever has the others. "Leave it to
 * Meena" would leave it to nobody, as Meena reads the same about this one.
 */
function holderActs(lookAlikes: readonly LookAlike[], reader: Reader): string {
  const colleague = lookAlikes.find(
    (lookAlike) => lookAlike.heldBy && lookAlike.heldBy !== reader.address,
  );
  if (colleague?.heldBy) {
    return `If it is one trip, agree with ${reader.nameOf(colleague.heldBy)} which of you calls.`;
  }
  if (lookAlikes.every((lookAlike) => lookAlike.heldBy === reader.address)) {
    return lookAlikes.length === 1
      ? "You have both: if it is one trip, one call settles both."
      : "You have them all: if it is one trip, one call settles them all.";
  }
  return "If it is one trip, press I'll call on the others too, so nobody else rings.";
}

const askHolder = (name: string) =>
  `${name} has the other number: if it is the same trip, ask ${name} whether it reached the passenger; if not, call this one.`;

/**
 * The preview's words, which a phone's inbox shows before the mail is opened: who has a
 * look-alike, if anyone, since that decides whether to call. "Meena has similar DT-7K3Q9Y
 * (same phone)", "You have similar …", "Similar to DT-7K3Q9Y, DT-2M8RT4 (same phone)".
 */
function lead(lookAlikes: readonly LookAlike[], reader: Reader): string {
  const held =
    lookAlikes.find((lookAlike) => lookAlike.heldBy === reader.address) ??
    lookAlikes.find((lookAlike) => lookAlike.heldBy);
  if (!held?.heldBy) {
    return `Similar to ${lookAlikes.map((lookAlike) => lookAlike.reference).join(", ")}${phones(lookAlikes)}`;
  }
  const who = held.heldBy === reader.address ? "You have" : `${reader.nameOf(held.heldBy)} has`;
  const rest = lookAlikes.filter((lookAlike) => lookAlike !== held);
  const also = rest.length
    ? `; also ${rest.map((lookAlike) => lookAlike.reference).join(", ")}`
    : "";
  return `${who} similar ${held.reference}${phones([held])}${also}`;
}

/**
 * For whoever reads the webhook's "UNANSWERED" alert, which asks them to call: a look-alike an
 * operator has, if any, so the passenger is not rung twice about one trip. "Ravi has similar
 * DT-7K3Q9Y (same phone): if it is the same trip, leave it to Ravi; otherwise call the passenger."
 * Under another number, Ravi may be ringing a mistyped one: the reader asks Ravi first.
 * `operatorName`: undefined for an address no longer among the operators, whose hold is no
 * reason to wait.
 */
export function heldLookAlikeForWebhook(
  lookAlikes: readonly LookAlike[],
  operatorName: (address: string) => string | undefined,
): string | undefined {
  const held = lookAlikes.find(
    (lookAlike) => lookAlike.heldBy && operatorName(lookAlike.heldBy) !== undefined,
  );
  if (!held?.heldBy) return undefined;
  const name = operatorName(held.heldBy)!;
  if (otherPhone(held)) {
    return `${name} has similar ${held.reference} under another number: if it is the same trip, ask ${name} whether that number reached the passenger; if not, call the passenger.`;
  }
  return `${lead([held], { address: "", nameOf: () => name })}: if it is the same trip, leave it to ${name}; otherwise call the passenger.`;
}

/**
 * What the mail and the claim page say of the look-alikes to one operator. `note`, above the
 * buttons (it decides whether to call): "Similar booking from the same phone: DT-7K3Q9Y (booked
 * 2 min earlier; other drop, vehicle; Meena has it). Meena may be calling already: …". `lead`,
 * for the preview (above).
 */
export function lookAlikeWords(
  lookAlikes: readonly LookAlike[],
  reader: Reader,
): { note: string; lead: string } | undefined {
  if (lookAlikes.length === 0) return undefined;
  const others = lookAlikes.map((lookAlike) => oneLookAlike(lookAlike, reader)).join(", ");
  const similar = lookAlikes.length === 1 ? "Similar booking" : "Similar bookings";
  const from = lookAlikes.some(otherPhone) ? "" : " from the same phone";
  return {
    note: `${similar}${from}: ${others}. ${nextStep(lookAlikes, reader)}`,
    lead: lead(lookAlikes, reader),
  };
}
