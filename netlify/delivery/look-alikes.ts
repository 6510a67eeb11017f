import type { Db } from "../platform/db";
import { formatSpan } from "../../src/shared/india-dates";

/**
 * Another enquiry from the same phone that may be this one again: sent twice (a reload gives the
 * page a new Idempotency-Key, so the server cannot tell), or corrected and sent anew. They are
 * not merged, as two bookings for one pickup may be two cars for one group; each names the other
 * in its mails and on its claim page, so two operators do not ring one passenger about one trip
 * and whoever calls knows to ask.
 */
export interface LookAlike {
  reference: string;
  /** Minutes from this enquiry's arrival to the other's (negative: the other came first), with fractions. */
  minutesApart: number;
  /** The fields the other gives differently, by the mail's labels ("Drop", "Vehicle"). */
  differs: string[];
  /** The address of whoever has the other, if anyone. */
  heldBy: string | null;
}

/**
 * The look-alikes of an enquiry, where its kind has the notion; none if the look-up fails: it
 * is a hint beside the mail, never a reason to hold the mail back.
 */
export async function findLookAlikes<Enquiry extends { id: string }>(
  kind: { name: string; lookAlikes?(db: Db, enquiry: Enquiry): Promise<LookAlike[]> },
  db: Db,
  enquiry: Enquiry,
): Promise<LookAlike[]> {
  if (!kind.lookAlikes) return [];
  try {
    return await kind.lookAlikes(db, enquiry);
  } catch (error) {
    console.error(
      `Could not look for enquiries like ${kind.name} #${enquiry.id}:`,
      error instanceof Error ? error.message : error,
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

function oneLookAlike(lookAlike: LookAlike, nameOf: (address: string) => string): string {
  const differs =
    lookAlike.differs.length === 0
      ? "same details"
      : `other ${lookAlike.differs.map((label) => label.toLowerCase()).join(", ")}`;
  const holder = lookAlike.heldBy ? `${nameOf(lookAlike.heldBy)} has it` : "nobody has it";
  return `${lookAlike.reference} (booked ${apart(lookAlike.minutesApart)}; ${differs}; ${holder})`;
}

/**
 * What the mail and the claim page say of the look-alikes. `note`, above the buttons (it decides
 * whether to call): "Same phone and pickup day as DT-7K3Q9X (booked 2 min earlier; same details;
 * Meena has it). Sent twice, corrected, or two cars? Ask when you call." `lead`, for the
 * preview: "Same phone and day as DT-7K3Q9X".
 */
export function lookAlikeWords(
  lookAlikes: readonly LookAlike[],
  nameOf: (address: string) => string,
): { note: string; lead: string } | undefined {
  if (lookAlikes.length === 0) return undefined;
  const others = lookAlikes.map((lookAlike) => oneLookAlike(lookAlike, nameOf)).join(", ");
  const references = lookAlikes.map((lookAlike) => lookAlike.reference).join(", ");
  return {
    note: `Same phone and pickup day as ${others}. Sent twice, corrected, or two cars? Ask when you call.`,
    lead: `Same phone and day as ${references}`,
  };
}
