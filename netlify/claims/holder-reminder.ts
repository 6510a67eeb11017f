import type { Db } from "../platform/db";
import {
  epochMsSql,
  reminderPurpose,
  unconfirmedPurpose,
  type Delivery,
} from "../delivery/deliveries";
import { formatIndiaMoment } from "../../src/shared/india-dates";
import { unconfirmedTopic } from "../delivery/alert-outbox";

/**
 * A claim says someone will call; nothing else says they did. An operator who pressed "I'll call"
 * and then fell asleep, or lost the mail among others, leaves a passenger nobody rings, while
 * every colleague was told to stand down. So unless the holder says so on the claim page ("I've
 * called them", called-back.ts), they are asked once, in the enquiry's own thread: half an hour
 * after the claim, while the passenger still waits for the call the thank-you page promised, not
 * days later before a far pickup. Call leads, and the claim link is the way to mark the call made
 * or hand it back. Still unsaid 20 minutes on, the others are told, and any of them may take it
 * over: a holder asleep does not hear their own reminder. Near a pickup both come sooner.
 */

/** The reminder comes this long after the claim… */
export const remindAfterClaimMinutes = 30;
/**
 * …or halfway from the claim to a nearer pickup, and none when that leaves under this long
 * before it: by then the holder is driving, or it is lost either way.
 */
export const remindAtLatestMinutes = 10;
/** The others are told this long after the reminder, or halfway from it to a nearer pickup… */
export const tellOthersAfterMinutes = 20;
/** …and not when that leaves under this long: a colleague can still send a car in that time. */
export const tellOthersAtLatestMinutes = 5;

/**
 * SQL: when the holder of a claim made at `claimedAt` (a `timestamptz` expression) is asked, for
 * a pickup at `neededAt` (NULL for a kind without one); NULL when no reminder is owed.
 */
export const reminderAtSql = (claimedAt: string, neededAt: string) =>
  soonOrHalfwaySql(claimedAt, remindAfterClaimMinutes, neededAt, remindAtLatestMinutes);

/** SQL: when the others are told of a holder reminded at `remindedAt`; NULL when too late. */
const tellOthersAtSql = (remindedAt: string, neededAt: string) =>
  soonOrHalfwaySql(remindedAt, tellOthersAfterMinutes, neededAt, tellOthersAtLatestMinutes);

/**
 * SQL: `minutes` after `from`, or halfway from it to the pickup at `neededAt` if that is sooner
 * (a near pickup leaves room for both looks); NULL when that leaves under `latest` minutes
 * before the pickup. Never NULL for a kind without a pickup.
 */
const soonOrHalfwaySql = (from: string, minutes: number, neededAt: string, latest: number) => {
  const at = `${from} + least(make_interval(mins => ${minutes}), (${neededAt} - ${from}) / 2)`;
  return `CASE WHEN ${neededAt} IS NULL OR ${at} <= ${neededAt} - make_interval(mins => ${latest})
               THEN ${at} END`;
};

/** When the claim a follow-up of these is about was made, from its purpose ("<name>-<epoch ms>"). */
function claimNamed(purpose: string, delivery: Pick<Delivery, "purpose">): Date | null {
  const claim = new RegExp(`^${purpose}-(\\d+)$`).exec(delivery.purpose);
  return claim ? new Date(Number(claim[1])) : null;
}

/** The claim a holder's reminder is about, or null for another mail. */
export const remindedClaim = (delivery: Pick<Delivery, "purpose">) =>
  claimNamed(reminderPurpose, delivery);

/** The claim the others' "not said they called back" news is about, or null for another mail. */
export const unconfirmedClaim = (delivery: Pick<Delivery, "purpose">) =>
  claimNamed(unconfirmedPurpose, delivery);

/**
 * The reminder's first line, as it is written: a question, short enough that a lock screen's
 * preview still shows the trip after it.
 */
export function reminderWords(claimedAt: Date, now: Date): string {
  return `Did you call back? You took this at ${formatIndiaMoment(claimedAt, now)}. Mark it called, or hand it back.`;
}

/** The others' news, first line: whose it is, and that it is theirs to take if the call is owed. */
export function unconfirmedWords(holder: string, claimedAt: Date, now: Date): string {
  return `NOT CONFIRMED: ${holder} took this at ${formatIndiaMoment(claimedAt, now)} and has not said they called back. Ask ${holder}; if the passenger still needs a call, press I'll call to take it over.`;
}

export interface HolderChecks {
  /** Holders asked whether they called back. */
  reminded: number;
  /** Claims whose others were told that their holder has not said so. */
  othersTold: number;
}

/**
 * The scheduled job's step, one statement: every claim whose look is due, its holder still
 * silent, gets its next one. First a delivery for the holder (the reminder), with the others'
 * turn set for later where there is time; at that turn, one for every other operator and an
 * alert for the webhook (alert-outbox.ts), and the claim may then be taken over (claim-store.ts). Each due at once, sent by the same run's
 * deliveries step. Nothing for a holder no longer among the operators (the sweep hands theirs
 * back), nor when a late run comes too near the pickup; a mail still owed when the holder says they
 * called, when the enquiry changes hands or when the pickup comes is cancelled then
 * (deliveries.ts). Overlapping runs split the rows (SKIP LOCKED).
 */
export async function checkHolders(
  db: Db,
  options: {
    kinds: readonly { name: string }[];
    operators: readonly { name: string; email: string }[];
    now: Date;
    limit?: number;
  },
): Promise<HolderChecks> {
  const { kinds, operators, now, limit = 50 } = options;
  const names = Object.fromEntries(operators.map(({ name, email }) => [email.toLowerCase(), name]));
  const [result] = await db.query<HolderChecks>(
    `WITH due AS (
       SELECT c.enquiry_kind, c.enquiry_id, c.reminded_at IS NULL AS first,
              c.claimed_by IS NOT NULL AND c.called_at IS NULL
                -- A late run (a marker missed) keeps the same margin before the pickup.
                AND (c.needed_at IS NULL OR $1::timestamptz <= c.needed_at - make_interval(
                       mins => CASE WHEN c.reminded_at IS NULL THEN ${remindAtLatestMinutes}
                                    ELSE ${tellOthersAtLatestMinutes} END))
                AND lower(c.claimed_by) IN (SELECT lower(o) FROM unnest($2::text[]) o) AS owed
         FROM claims c
        WHERE c.remind_at <= $1::timestamptz AND c.enquiry_kind = ANY($3::text[])
        ORDER BY c.remind_at
        LIMIT $4
        FOR UPDATE SKIP LOCKED
     ),
     done AS (
       UPDATE claims c
          SET reminded_at = CASE WHEN due.owed AND due.first THEN $1::timestamptz
                                 ELSE c.reminded_at END,
              others_told_at = CASE WHEN due.owed AND NOT due.first THEN $1::timestamptz
                                    ELSE c.others_told_at END,
              remind_at = CASE WHEN due.owed AND due.first
                               THEN ${tellOthersAtSql("$1::timestamptz", "c.needed_at")} END
         FROM due
        WHERE c.enquiry_kind = due.enquiry_kind AND c.enquiry_id = due.enquiry_id AND due.owed
        RETURNING c.*, due.first
     ),
     not_owed AS (
       UPDATE claims c SET remind_at = NULL
         FROM due
        WHERE c.enquiry_kind = due.enquiry_kind AND c.enquiry_id = due.enquiry_id AND NOT due.owed
     ),
     asked AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, next_attempt_at)
       SELECT d.enquiry_kind, d.enquiry_id, d.claimed_by,
              '${reminderPurpose}-' || ${epochMsSql("d.claimed_at")}, $1::timestamptz
         FROM done d WHERE d.first
       ON CONFLICT DO NOTHING
     ),
     told AS (
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note, next_attempt_at)
       SELECT d.enquiry_kind, d.enquiry_id, other,
              '${unconfirmedPurpose}-' || ${epochMsSql("d.claimed_at")},
              coalesce($5::jsonb ->> lower(d.claimed_by), d.claimed_by), $1::timestamptz
         FROM done d, unnest($2::text[]) AS other
        WHERE NOT d.first AND lower(other) <> lower(d.claimed_by)
       ON CONFLICT DO NOTHING
     ),
     alerted AS (
       INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail)
       SELECT '${unconfirmedTopic}', d.enquiry_kind, d.enquiry_id,
              coalesce($5::jsonb ->> lower(d.claimed_by), d.claimed_by)
         FROM done d WHERE NOT d.first
       ON CONFLICT (topic, enquiry_kind, enquiry_id)
       DO UPDATE SET sent_at = NULL, created_at = now(), detail = EXCLUDED.detail
     )
     SELECT (SELECT count(*) FROM done WHERE first)::int AS reminded,
            (SELECT count(*) FROM done WHERE NOT first)::int AS "othersTold"`,
    [
      now.toISOString(),
      operators.map(({ email }) => email),
      kinds.map((kind) => kind.name),
      limit,
      JSON.stringify(names),
    ],
  );
  return result ?? { reminded: 0, othersTold: 0 };
}
