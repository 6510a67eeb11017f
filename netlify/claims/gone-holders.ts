import type { Db } from "../platform/db";
import { istTime } from "../platform/alerts";
import type { Deadline } from "../platform/deadline";
import type { EnquiryTable } from "../kinds/stored-enquiry";
import { formatIndiaMoment } from "../../src/shared/india-dates";
import { releaseEnquiry } from "./claim-store";

/**
 * How long a message stays open once claimed: it has no pickup time to say when calling back
 * stops mattering, and a message a day old has been answered or will not be by its holder.
 */
export const messageOpenHours = 24;

/** Room left in the run for its re-alerts and mails: what is not handed back by then waits. */
const roomForTheRestMs = 10_000;

interface GoneClaim {
  enquiry_id: string;
  claimed_by: string;
  claimed_at: string;
  called_at: string | null;
}

/**
 * Enquiries still open that are held by someone taken off OPERATORS since: a booking whose
 * pickup is ahead, a message claimed within `messageOpenHours`, not erased. Nobody else is
 * re-alerted about a claimed enquiry, and its holder no longer reads the operators' mail.
 */
async function goneClaims(
  db: Db,
  kind: { name: string; table: EnquiryTable },
  operators: string[],
  now: Date,
  batch: number,
) {
  return db.query<GoneClaim>(
    `SELECT c.enquiry_id::text, c.claimed_by, c.claimed_at, c.called_at
       FROM claims c JOIN ${kind.table} e ON e.id = c.enquiry_id
      WHERE c.enquiry_kind = $1 AND c.claimed_by IS NOT NULL AND e.anonymised_at IS NULL
        AND NOT lower(c.claimed_by) IN (SELECT lower(o) FROM unnest($2::text[]) o)
        AND (c.needed_at > $3::timestamptz
             OR (c.needed_at IS NULL
                 AND c.claimed_at > $3::timestamptz - make_interval(hours => $4)))
      ORDER BY c.needed_at NULLS LAST, c.claimed_at
      LIMIT $5`,
    [kind.name, operators, now.toISOString(), messageOpenHours, batch],
  );
}

/**
 * Hands each such enquiry back as if its holder had pressed "Hand back": every operator is
 * mailed that nobody has it now, who had it since when (they may have called already), the
 * re-alerts start again, and the webhook hears where it was told to stand down. The mails are
 * left owed for the run's deliveries step; a claim before they go cancels them. Says how many
 * were handed back, and whether any may be left for the next run (more than `batch` of a kind,
 * or the run's time running short).
 */
export async function handBackFromGone(
  db: Db,
  kinds: readonly { name: string; table: EnquiryTable }[],
  options: {
    operators: string[];
    escalateAfterMinutes: number;
    now: Date;
    deadline: Deadline;
    batch?: number;
  },
): Promise<{ handedBack: number; finished: boolean }> {
  const { operators, escalateAfterMinutes, now, deadline, batch = 50 } = options;
  let handedBack = 0;
  for (const kind of kinds) {
    const claims = await goneClaims(db, kind, operators, now, batch);
    for (const claim of claims) {
      if (deadline.remainingMs() < roomForTheRestMs) return { handedBack, finished: false };
      const since = formatIndiaMoment(new Date(claim.claimed_at), now);
      const called = claim.called_at
        ? `they said they reached the passenger at ${formatIndiaMoment(new Date(claim.called_at), now)}`
        : "they may have called the passenger already";
      const result = await releaseEnquiry(
        db,
        {
          kind: kind.name,
          id: claim.enquiry_id,
          operator: claim.claimed_by,
          others: operators,
          note:
            `Handed back at ${istTime(now)}: ${claim.claimed_by} had it since ${since} and is no ` +
            `longer an operator (${called}). Nobody has it now`,
          webhookNote: `Handed back at ${istTime(now)} from ${claim.claimed_by}, no longer an operator`,
          now,
          queued: true,
        },
        escalateAfterMinutes,
      );
      if (result.released) handedBack++;
    }
    if (claims.length === batch) return { handedBack, finished: false };
  }
  return { handedBack, finished: true };
}
