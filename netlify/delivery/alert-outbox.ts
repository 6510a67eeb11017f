import type { Db } from "../platform/db";
import type { Alert, Alerter } from "../platform/alerts";
import { alertTimeoutMs, digestEveryMs, istTime } from "../platform/alerts";
import type { Deadline } from "../platform/deadline";
import {
  enquiryLabel,
  enquiryRowSql,
  readableEnquiry,
  readEnquiry,
  rowLabel,
  rowPhone,
  rowReference,
  type EnquiryRow,
  type EnquiryTable,
  type StoredEnquiry,
} from "../kinds/stored-enquiry";
import { formatIndiaMoment, formatSpan } from "../../src/shared/india-dates";
import { epochMsSql } from "./deliveries";
import { unansweredWait } from "./unanswered-wait";
import type { ColumnMap } from "../kinds/columns";
import type { CommonFields } from "../kinds/enquiry-kind";
import { readablePhone } from "../../src/shared/phone";
import type { Retention } from "../kinds/retention";
import { personalStrings, redact } from "../privacy/redact";
import { findLookAlikes, heldLookAlikeForWebhook, type LookAlike } from "./look-alikes";
import type { Operator } from "../platform/env";

/**
 * Alerts recorded in Postgres (migration 008) before they are sent and marked sent only once the
 * webhook took them, so none is lost to a function that is stopped half way. An alert about one
 * enquiry ("unanswered", "unreached", "unwritable") always goes out on its own, with the
 * passenger's phone; an alert about a cause (a mailbox refusing) goes out at once the first time
 * in an hour, and the scheduled run folds the rest into one digest an hour that lists the
 * enquiries.
 */
export type EnquiryTopic = "unanswered" | "unreached" | "unwritable";
export const enquiryTopics: readonly EnquiryTopic[] = ["unanswered", "unreached", "unwritable"];
/**
 * The webhook's word to stand down: an enquiry it was told to call about, or whose silent holder
 * it was asked to ring, has been claimed (taken over). Sent at once like those, never with the
 * phone, and not dropped by the claim it reports.
 */
export const standDownTopic = "taken";
/**
 * The webhook's word that an enquiry it was told to stand down about has been handed back, so
 * nobody has it again; sent like a stand-down, and dropped unsent by a claim.
 */
export const handBackTopic = "handed-back";
/**
 * The webhook's word that a holder has not marked the passenger reached, as a pickup nears
 * (claims/unmarked-alert.ts): ring the holder, not the passenger. Its detail is the claim's time
 * (epoch ms), so it is dropped unsent once that claim is marked, handed back or taken over, or
 * the pickup has come.
 */
export const unmarkedTopic = "unmarked";
/**
 * The webhook's word that the holder it was told of has marked the passenger reached since: no
 * need to ring them. Its detail is that news; dropped unsent if the mark is undone first, or the
 * enquiry has changed hands.
 */
export const unmarkedSettledTopic = "unmarked-settled";
/** The topics about one enquiry that a claim makes moot while they are unsent. */
export const mootOnceClaimed: readonly string[] = [...enquiryTopics, handBackTopic];
/** Every topic sent at once rather than in an hourly digest. */
export const immediateTopics: readonly string[] = [
  ...enquiryTopics,
  standDownTopic,
  handBackTopic,
  unmarkedTopic,
  unmarkedSettledTopic,
];

export const mailboxTopic = (operator: string) => `mailbox ${operator}`;
export const gaveUpTopic = (operator: string) => `gave up ${operator}`;

interface AlertKind {
  name: string;
  table: EnquiryTable;
  columns: ColumnMap<CommonFields>;
  retention: Retention;
  neededAt?(enquiry: CommonFields): Date;
  lookAlikes?(db: Db, enquiry: StoredEnquiry<CommonFields>): Promise<LookAlike[]>;
}

export interface AlertDeps {
  db: Db;
  alerts: Alerter;
}

/**
 * How near the passenger's need is, for a kind that has one: " (pickup 06:42 IST, in 22 min)",
 * so whoever reads the alert at 3 AM can tell a car due now from one due next week.
 */
function whenNeeded(kind: AlertKind, enquiry: StoredEnquiry<CommonFields>, now: Date): string {
  const at = kind.neededAt?.(enquiry);
  if (!at) return "";
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  const distance = minutes >= 0 ? `in ${formatSpan(minutes)}` : `${formatSpan(-minutes)} ago`;
  return ` (pickup ${formatIndiaMoment(at, now)}, ${distance})`;
}

/**
 * An alert's enquiry: its label and, for an alert that asks someone to call the passenger
 * (`withPhone`), how near the pickup is and the passenger's phone; `withPickup` for one that asks
 * someone to act without the phone.
 */
function aboutEnquiry(
  kind: AlertKind,
  row: EnquiryRow,
  withPhone = true,
  now = new Date(),
  withPickup = withPhone,
) {
  const enquiry = readableEnquiry(kind, row, "Alert");
  if (!enquiry) return aboutUnreadable(kind, row, withPhone);
  return {
    label: `${enquiryLabel(kind, enquiry)}${withPickup ? whenNeeded(kind, enquiry, now) : ""}`,
    alert: {
      kind: kind.name,
      id: enquiry.id,
      ...(enquiry.reference ? { reference: enquiry.reference } : {}),
      ...(withPhone ? { phone: readablePhone(enquiry.phone) } : {}),
    },
  };
}

/** An unreadable row's alert: its reference or number, and the phone as stored. */
function aboutUnreadable(kind: AlertKind, row: EnquiryRow, withPhone: boolean) {
  const reference = rowReference(row);
  const phone = rowPhone(row);
  return {
    label: rowLabel(kind, row),
    alert: {
      kind: kind.name,
      id: String(row.id),
      ...(reference ? { reference } : {}),
      ...(withPhone && phone ? { phone: readablePhone(phone) } : {}),
    },
  };
}

/**
 * How long an "unanswered" alert's enquiry has waited: its detail is "since <epoch seconds>",
 * the start of the period nobody has had it (claim-store.ts); one recorded before is the
 * minutes, or nothing.
 */
function unansweredDetail(detail: string | null, row: EnquiryRow, now: Date): string | null {
  const since = /^since (\d+)$/.exec(detail ?? "");
  if (!since) return detail && `for ${formatSpan(Number(detail))}`;
  return unansweredWait(new Date(Number(since[1]) * 1000), new Date(row.created_at), now);
}

/**
 * An alert's text. An "unanswered" alert's detail is already its wait ("for 1 h"), and `action`
 * what to do instead of calling at once, where a colleague may be calling already; a mail
 * server's words are already redacted.
 */
function words(topic: string, label: string, detail: string | null, action?: string): string {
  if (topic === "unanswered") {
    return `UNANSWERED${detail ? ` ${detail}` : ""}: ${label} has not been claimed by any operator. ${action ?? "Call the passenger."}`;
  }
  if (topic === "unreached") {
    return `No operator could be mailed about ${label}: ${detail ?? "every mail failed"}. Call the passenger now; the mails are retried.`;
  }
  if (topic === "unwritable") {
    return `The operators' mail about ${label} could not be written (${detail ?? "an error"}), so nobody has it. Call the passenger now; the site's code needs a fix, then the mails go out.`;
  }
  const [what, operator] = splitTopic(topic);
  if (what === "gave up") {
    return `Gave up mailing ${operator} about ${label} after 48 h of failures (last: ${detail}). Call the passenger from the database record.`;
  }
  return `Mail to ${operator} is failing and will not recover by itself: ${detail}. ${label} is retried hourly for 48 h; fix the mail account (quota, password) and it goes out. Later failures of this mailbox come in one message an hour.`;
}

function splitTopic(topic: string): [string, string] {
  const at = topic.startsWith("gave up ") ? "gave up ".length : topic.indexOf(" ") + 1;
  return [topic.slice(0, at).trim(), topic.slice(at)];
}

/**
 * A mail server's answer as an alert (and its log line) may quote it: without the passenger's
 * details, which a server that repeats the subject would carry (the webhook gets the phone apart).
 */
function safeDetail(kind: AlertKind, row: EnquiryRow, detail: string | null): string | null {
  return detail === null ? null : redact(detail, personalStrings(kind.retention, row));
}

/**
 * An alert as a sender read it: its row and when it was last armed (`created_at`, exact), since
 * a claim or a hand-back may arm the same row again with new words while it is being sent.
 */
interface ReadAlert {
  id: number;
  armed: string;
}

/** Marks alerts sent, each only as it was read: news armed again since waits to be sent. */
async function markSent(db: Db, alerts: readonly ReadAlert[]) {
  if (alerts.length === 0) return;
  await db.query(
    `UPDATE alerts a SET sent_at = now()
       FROM unnest($1::bigint[], $2::text[]) AS m(id, armed)
      WHERE a.id = m.id AND a.created_at::text = m.armed`,
    [alerts.map((alert) => alert.id), alerts.map((alert) => alert.armed)],
  );
}

/**
 * Records an alert about one enquiry and sends it at once: about a cause only when no alert
 * about the same cause went out within the hour (else the hourly digest carries it). Never
 * throws: an alert that could not be recorded is still sent, one that could not be sent is
 * sent by the scheduled run.
 */
export async function raiseAlert(
  deps: AlertDeps,
  raised: { topic: string; kind: AlertKind; row: EnquiryRow; detail?: string },
): Promise<void> {
  const perEnquiry = (enquiryTopics as readonly string[]).includes(raised.topic);
  let recorded: (ReadAlert & { send_now: boolean }) | undefined;
  try {
    [recorded] = await deps.db.query<ReadAlert & { send_now: boolean }>(
      `INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail) VALUES ($1, $2, $3, $4)
       ON CONFLICT (topic, enquiry_kind, enquiry_id) DO NOTHING
       RETURNING id, created_at::text AS armed, $5::boolean OR NOT EXISTS (
         SELECT 1 FROM alerts WHERE topic = $1 AND sent_at > now() - make_interval(secs => $6)
       ) AS send_now`,
      [
        raised.topic,
        raised.kind.name,
        raised.row.id,
        raised.detail?.slice(0, 500) ?? null,
        perEnquiry,
        digestEveryMs / 1000,
      ],
    );
    // Already recorded for this enquiry: told before, or in the digest's list.
    if (!recorded) return;
  } catch (error) {
    console.error("Could not record an alert:", error instanceof Error ? error.message : error);
  }
  if (recorded && !recorded.send_now) return;
  // Only an alert that nobody has the enquiry carries the phone (the privacy notice says so): a
  // mailbox failing or given up for one operator says nothing of whether the passenger was
  // reached, and when every mail failed the "unreached" alert has carried the phone already.
  const { label, alert } = aboutEnquiry(raised.kind, raised.row, perEnquiry);
  const text = words(
    raised.topic,
    label,
    safeDetail(raised.kind, raised.row, raised.detail ?? null),
  );
  const sent = await deps.alerts.send({ text, ...alert });
  if (sent && recorded) {
    await markSent(deps.db, [recorded]).catch((error: unknown) =>
      console.error(
        "Could not mark an alert sent:",
        error instanceof Error ? error.message : error,
      ),
    );
  }
}

interface OwedAlert extends ReadAlert {
  /**
   * News the claim has overtaken: a call to action or a hand-back's news about an enquiry an
   * operator has claimed since (they are calling), a stand-down about one handed back since.
   * Never sent.
   */
  moot: boolean;
  topic: string;
  enquiry_kind: string;
  detail: string | null;
  created_at: string;
  enquiry: EnquiryRow | null;
  /** Who has the enquiry now, and since when. */
  claimed_by: string | null;
  claimed_at: string | null;
}

/**
 * The scheduled run's part: every alert about one enquiry still owed (a call to action only
 * while nobody has claimed the enquiry: once someone has, it is calling), and one digest per
 * cause whose last alert is an hour old. Each send is bounded by what is left of the run; what
 * is not sent is sent next run.
 */
export async function sendOwedAlerts(
  deps: AlertDeps & { operators: readonly Operator[] },
  kinds: readonly AlertKind[],
  deadline: Deadline,
  now = new Date(),
): Promise<number> {
  const operatorName = (address: string) =>
    deps.operators.find((operator) => operator.email === address)?.name;
  /**
   * What an "unanswered" alert asks, where a colleague has a look-alike of its enquiry: looked
   * up within what the run can spare once the alert itself is sent, never holding it back.
   */
  const unansweredAction = async (kind: AlertKind, row: EnquiryRow) => {
    let enquiry;
    try {
      enquiry = readEnquiry(kind, row);
    } catch {
      // Unreadable: its label says so, and its log line is written once, there.
      return undefined;
    }
    const spare = deadline.remainingMs() - alertTimeoutMs;
    return heldLookAlikeForWebhook(
      await findLookAlikes(kind, deps.db, enquiry, spare),
      operatorName,
    );
  };
  const owed = await deps.db.query<OwedAlert>(
    `SELECT a.id, a.created_at::text AS armed, a.topic, a.enquiry_kind, a.detail, a.created_at,
            c.claimed_by, c.claimed_at,
            ((a.topic = ANY($4::text[]) AND c.claimed_by IS NOT NULL)
             OR (a.topic = $5 AND c.claimed_by IS NULL)
             OR (a.topic = $6 AND (c.called_at IS NOT NULL OR c.claimed_by IS NULL
                                   OR a.detail IS DISTINCT FROM ${epochMsSql("c.claimed_at")}::text
                                   OR c.needed_at <= $2::timestamptz))
             OR (a.topic = $7 AND (c.called_at IS NULL OR NOT EXISTS (
                   SELECT 1 FROM alerts u
                    WHERE u.topic = $6 AND u.enquiry_kind = a.enquiry_kind
                      AND u.enquiry_id = a.enquiry_id
                      AND u.detail = ${epochMsSql("c.claimed_at")}::text)))) AS moot,
            ${enquiryRowSql(kinds, "a")} AS enquiry
       FROM alerts a
       LEFT JOIN claims c ON c.enquiry_kind = a.enquiry_kind AND c.enquiry_id = a.enquiry_id
      WHERE a.sent_at IS NULL
        AND (a.topic = ANY($1::text[])
             OR NOT EXISTS (SELECT 1 FROM alerts b
                             WHERE b.topic = a.topic
                               AND b.sent_at > $2::timestamptz - make_interval(secs => $3)))
      ORDER BY a.id
      LIMIT 200`,
    [
      [...immediateTopics],
      now.toISOString(),
      digestEveryMs / 1000,
      [...mootOnceClaimed],
      standDownTopic,
      unmarkedTopic,
      unmarkedSettledTopic,
    ],
  );
  const byKind = new Map(kinds.map((kind) => [kind.name, kind]));
  // Side by side, so a slow database costs the run one look-up's wait, not one per alert.
  const actions = new Map(
    await Promise.all(
      owed.flatMap((item) => {
        const kind = byKind.get(item.enquiry_kind);
        if (item.topic !== "unanswered" || item.moot || !kind || !item.enquiry) return [];
        const row = item.enquiry;
        return [(async () => [item.id, await unansweredAction(kind, row)] as const)()];
      }),
    ),
  );
  const messages: { read: ReadAlert[]; alert: Alert }[] = [];
  const digests = new Map<string, OwedAlert[]>();
  for (const item of owed) {
    const kind = byKind.get(item.enquiry_kind);
    if (!kind || !item.enquiry || item.moot) {
      // The enquiry is gone, or the claim has moved on: nothing to tell anyone.
      messages.push({ read: [item], alert: { text: "" } });
      continue;
    }
    if (item.topic === unmarkedTopic || item.topic === unmarkedSettledTopic) {
      const holder = operatorName(item.claimed_by ?? "") ?? item.claimed_by ?? "the holder";
      messages.push({ read: [item], alert: unmarkedAlert(item, kind, holder, now) });
    } else if (item.topic === standDownTopic || item.topic === handBackTopic) {
      messages.push({
        read: [item],
        alert: newsAlert(item.topic, kind, item.enquiry, item.detail),
      });
    } else if ((enquiryTopics as readonly string[]).includes(item.topic)) {
      const { label, alert } = aboutEnquiry(kind, item.enquiry, true, now);
      messages.push({
        read: [item],
        alert: {
          text: words(
            item.topic,
            label,
            // The wait is ours, not a mail server's words: nothing in it to redact.
            item.topic === "unanswered"
              ? unansweredDetail(item.detail, item.enquiry, now)
              : safeDetail(kind, item.enquiry, item.detail),
            actions.get(item.id),
          ),
          ...alert,
        },
      });
    } else {
      digests.set(item.topic, [...(digests.get(item.topic) ?? []), item]);
    }
  }
  for (const [topic, items] of digests) {
    const [what, operator] = splitTopic(topic);
    const labels = items.map(
      (item) => aboutEnquiry(byKind.get(item.enquiry_kind)!, item.enquiry!, false).label,
    );
    const since = istTime(new Date(items[0]!.created_at));
    const last = items.at(-1)!;
    const latest = safeDetail(byKind.get(last.enquiry_kind)!, last.enquiry!, last.detail);
    const text =
      what === "gave up"
        ? `Gave up mailing ${operator} about ${items.length} more enquiries since ${since}: ${labels.join(", ")}. Call those passengers from the database records.`
        : `Mail to ${operator} is still failing (${latest}): ${items.length} more enquiries since ${since}: ${labels.join(", ")}. Each is retried hourly for 48 h.`;
    messages.push({ read: items, alert: { text } });
  }

  let told = 0;
  const done = await Promise.all(
    messages.map(async ({ read, alert }) => {
      if (alert.text === "") return read;
      const timeoutMs = Math.min(alertTimeoutMs, deadline.remainingMs());
      if (timeoutMs <= 0 || !(await deps.alerts.send(alert, timeoutMs))) return [];
      told++;
      return read;
    }),
  );
  await markSent(deps.db, done.flat());
  return told;
}

/**
 * The webhook's ask about a holder who has not marked the passenger reached, or its stand-down
 * once they have (its detail says so), without the passenger's phone: the person to ring is the
 * holder. "NOT MARKED REACHED: booking DT-… (pickup 07:00 IST, in 39 min). Ravi took it at
 * 05:31 IST and has not marked the passenger reached. Ring Ravi before anyone rings the
 * passenger; …" The stand-down belongs to the claim the ask was about, and is dropped unsent for
 * any other.
 */
function unmarkedAlert(item: OwedAlert, kind: AlertKind, holder: string, now: Date): Alert {
  if (item.topic === unmarkedSettledTopic) {
    const { label, alert } = aboutEnquiry(kind, item.enquiry!, false);
    return { text: `${item.detail}: ${label}. No need to ring ${holder}.`, ...alert };
  }
  const { label, alert } = aboutEnquiry(kind, item.enquiry!, false, now, true);
  const since = formatIndiaMoment(new Date(item.claimed_at!), now);
  return {
    text: `NOT MARKED REACHED: ${label}. ${holder} took it at ${since} and has not marked the passenger reached. Ring ${holder} before anyone rings the passenger; if ${holder} does not answer, the passenger's number is in the operators' first mail about it.`,
    ...alert,
  };
}

/**
 * A claim's news for the webhook, without the phone: "Taken by Meena at 06:25 IST: booking DT-….
 * No need to call the passenger.", or after a hand-back "Handed back by Meena at 06:40 IST:
 * booking DT-…. Nobody has it now; every operator is being re-alerted."
 */
function newsAlert(topic: string, kind: AlertKind, row: EnquiryRow, news: string | null): Alert {
  const { label, alert } = aboutEnquiry(kind, row, false);
  const text =
    topic === handBackTopic
      ? `${news ?? "Handed back"}: ${label}. Nobody has it now; every operator is being re-alerted.`
      : `${news ?? "Taken"}: ${label}. No need to call the passenger.`;
  return { text, ...alert };
}

/**
 * After a claim or a hand-back: the news its statement recorded for the webhook (claim-store.ts),
 * sent at once while it still holds (a stand-down while someone has the enquiry, a hand-back's
 * news while nobody does). One the webhook does not take is sent by the scheduled run, as any
 * alert owed; one the claim has overtaken is not sent (the scheduled run drops it).
 */
export async function sendClaimNews(
  deps: AlertDeps,
  kind: AlertKind,
  row: EnquiryRow,
  topic: typeof standDownTopic | typeof handBackTopic,
) {
  const [owed] = await deps.db.query<ReadAlert & { detail: string | null }>(
    `SELECT a.id, a.created_at::text AS armed, a.detail FROM alerts a
       JOIN claims c ON c.enquiry_kind = a.enquiry_kind AND c.enquiry_id = a.enquiry_id
      WHERE a.topic = $1 AND a.enquiry_kind = $2 AND a.enquiry_id = $3 AND a.sent_at IS NULL
        AND (c.claimed_by IS NULL) = ($1 = $4)`,
    [topic, kind.name, row.id, handBackTopic],
  );
  if (!owed) return;
  if (await deps.alerts.send(newsAlert(topic, kind, row, owed.detail))) {
    await markSent(deps.db, [owed]);
  }
}
