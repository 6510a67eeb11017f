import type { Db } from "./db";
import type { Alerter } from "./alerts";
import { classifyMailError, type Mailer } from "./mailer";
import {
  claimDue,
  markSent,
  markUnsent,
  readEnquiry,
  type Delivery,
  type EnquiryRow,
} from "./enquiry-store";
import type { AnyEnquiryKind, StoredEnquiry } from "./enquiry-kind";

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  operatorEmails: string[];
  alerts: Alerter;
}

/** What the notifier needs to know about one kind of enquiry. */
export type Notifiable = Pick<AnyEnquiryKind, "name" | "table" | "columns" | "mail" | "replyTo">;

/**
 * How long a failing delivery is retried before it is given up (and the alert webhook told).
 * Long, because what fails for hours (a sending quota, a changed password) is usually fixed by
 * a person within a day or two, and then the enquiry must still reach the operators.
 */
export const retryForSeconds = 48 * 60 * 60;

/** A temporary failure: 1, 2, 4 … minutes, then hourly. A permanent one: hourly. */
export function retryDelaySeconds(attempts: number, permanent = false): number {
  if (permanent) return 60 * 60;
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

export type SendOutcome = "sent" | "retry" | "failed";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a result, trying a few times: after a mail has gone out, failing to record it would
 * leave the delivery looking unsent and a later retry would mail the operator twice.
 */
async function record<T>(write: () => Promise<T>, waitsMs: readonly number[] = [250, 1000, 3000]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const wait = waitsMs[attempt];
      if (wait === undefined) throw error;
      await sleep(wait);
    }
  }
}

function waited(since: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.round((now.getTime() - since.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The words an alert and a log line use for one enquiry. */
function describe(kind: Notifiable, enquiry: StoredEnquiry<object>) {
  const reference = (enquiry as { reference?: unknown }).reference;
  return {
    kind: kind.name,
    id: enquiry.id,
    ...(typeof reference === "string" ? { reference } : {}),
    label: `${kind.name} #${enquiry.id}${typeof reference === "string" ? ` (${reference})` : ""}`,
  };
}

/**
 * Sends one operator's mail for a delivery this sender has claimed, then records how it went.
 * A mail that goes out after earlier attempts failed says how long it waited.
 */
export async function sendDelivery(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  delivery: Delivery,
): Promise<SendOutcome> {
  const enquiry = readEnquiry(kind, row);
  const about = describe(kind, enquiry);
  try {
    const late = delivery.failing_since
      ? `Sent late: this enquiry arrived ${waited(enquiry.createdAt)} ago and earlier attempts to mail it failed.`
      : undefined;
    await deps.mailer.send({
      to: delivery.operator,
      ...(await kind.mail(enquiry, late)),
      replyTo: kind.replyTo(enquiry),
      messageId: `<${kind.table}.${enquiry.id}.${enquiry.createdAt.getTime()}@enquiries.drop-taxi>`,
    });
  } catch (error) {
    const permanent = classifyMailError(error) === "permanent";
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `Mail to ${delivery.operator} about ${about.label} failed (attempt ${delivery.attempts}): ${message}`,
    );
    const recorded = await record(() =>
      markUnsent(deps.db, delivery.id, {
        error: message,
        permanent,
        retryInSeconds: retryDelaySeconds(delivery.attempts, permanent),
        giveUpAfterSeconds: retryForSeconds,
      }),
    );
    if (recorded?.status === "failed") {
      await deps.alerts.send({
        text: `Gave up mailing ${delivery.operator} about ${about.label} after ${waited(new Date(recorded.failing_since))} of failures (last: ${message}). Call the passenger from the database record.`,
        ...about,
      });
      return "failed";
    }
    if (recorded?.first_permanent) {
      await deps.alerts.send({
        text: `Operator mail is failing and will not recover by itself: ${message}. ${about.label} for ${delivery.operator} is retried hourly for 48 h; fix the mail account (quota, password) and it goes out.`,
        ...about,
      });
    }
    return "retry";
  }
  await record(() => markSent(deps.db, delivery.id));
  return "sent";
}

/**
 * Right after an enquiry is stored (its deliveries born claimed by this request): mail every
 * operator, each on their own. Runs after the visitor has the answer, so nothing here may throw.
 */
export async function notifyNew(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
  deliveries: readonly Delivery[],
) {
  await Promise.all(
    deliveries.map(async (delivery) => {
      try {
        await sendDelivery(deps, kind, row, delivery);
      } catch (error) {
        // Still 'sending': the retry job takes it once the claim is stale.
        const reason = error instanceof Error ? error.message : error;
        console.error(
          `Could not notify ${delivery.operator} about ${kind.name} #${row.id}:`,
          reason,
        );
      }
    }),
  );
}

export interface RetryOptions {
  /** The run stops claiming once starting another batch could outlast this. */
  budgetMs?: number;
  /** How long one send can take at most (the mailer's timeouts). */
  sendBoundMs?: number;
  /** Mails sent at once. */
  parallel?: number;
}

/**
 * The scheduled job: sends what is still owed, a batch of `parallel` deliveries at a time,
 * bookings first. It claims a batch only while the batch can finish within the budget (a
 * scheduled function is stopped at 30 s), so it never holds a claim it will not start; what is
 * left waits for the next run.
 */
export async function retryUnsent(
  deps: NotifyDeps,
  kinds: readonly Notifiable[],
  { budgetMs = 20_000, sendBoundMs = 10_000, parallel = 5 }: RetryOptions = {},
) {
  const outcomes: Record<SendOutcome, number> = { sent: 0, retry: 0, failed: 0 };
  const started = Date.now();
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  while (Date.now() - started + sendBoundMs <= budgetMs) {
    const due = await claimDue(deps.db, kinds, parallel);
    if (due.length === 0) break;
    const results = await Promise.all(
      due.map(async (delivery) => {
        const kind = byName.get(delivery.enquiry_kind);
        if (!kind || !delivery.enquiry) return "retry" as const;
        try {
          return await sendDelivery(deps, kind, delivery.enquiry, delivery);
        } catch (error) {
          console.error("Retry failed to record a delivery:", error);
          return "retry" as const;
        }
      }),
    );
    for (const result of results) outcomes[result]++;
  }
  return outcomes;
}
