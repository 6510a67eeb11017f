import type { Db } from "./db";
import { classifyMailError, type Mailer } from "./mailer";
import { claimDue, markSent, markUnsent, readEnquiry, type EnquiryRow } from "./enquiry-store";
import type { AnyEnquiryKind } from "./enquiry-kind";

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  operatorEmails: string[];
}

/** What the notifier needs to know about one kind of enquiry. */
export type Notifiable = Pick<AnyEnquiryKind, "table" | "columns" | "mail" | "replyTo">;

/** Attempts before a row is given up as 'failed' (an operator then sees it in the table). */
export const maxNotifyAttempts = 8;

/** 1, 2, 4 … minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

export type SendOutcome = "sent" | "retry" | "failed";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a result, trying a few times: after a mail has gone out, failing to record it would
 * leave the row looking unsent and a later retry would mail the operators twice.
 */
async function record(write: () => Promise<void>, waitsMs: readonly number[] = [250, 1000, 3000]) {
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

/** Sends the mail for a row this sender has claimed, then records how it went. */
export async function sendClaimed(
  deps: NotifyDeps,
  kind: Notifiable,
  row: EnquiryRow,
): Promise<SendOutcome> {
  const enquiry = readEnquiry(kind, row);
  try {
    await deps.mailer.send({
      to: deps.operatorEmails,
      ...(await kind.mail(enquiry)),
      replyTo: kind.replyTo(enquiry),
      messageId: `<${kind.table}.${row.id}.${new Date(row.created_at).getTime()}@enquiries.drop-taxi>`,
    });
  } catch (error) {
    const permanent = classifyMailError(error) === "permanent";
    const giveUp = permanent || row.notify_attempts >= maxNotifyAttempts;
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `Operator mail for ${kind.table} #${row.id} failed (attempt ${row.notify_attempts}): ${message}`,
    );
    await record(() =>
      markUnsent(deps.db, kind.table, row.id, {
        giveUp,
        error: message,
        retryInSeconds: retryDelaySeconds(row.notify_attempts),
      }),
    );
    return giveUp ? "failed" : "retry";
  }
  await record(() => markSent(deps.db, kind.table, row.id));
  return "sent";
}

/**
 * Right after a row is stored (born claimed by this request): mail it. Runs after the visitor
 * has had the answer, so nothing here may throw.
 */
export async function notifyNew(deps: NotifyDeps, kind: Notifiable, row: EnquiryRow) {
  try {
    await sendClaimed(deps, kind, row);
  } catch (error) {
    // The row is stored and still 'sending': the retry job takes it once the claim is stale.
    const reason = error instanceof Error ? error.message : error;
    console.error(`Could not notify about ${kind.table} #${row.id}:`, reason);
  }
}

/** The scheduled job: re-sends whatever is still owed a mail, a batch per kind. */
export async function retryUnsent(deps: NotifyDeps, kinds: readonly Notifiable[], batchSize = 25) {
  const outcomes: Record<SendOutcome, number> = { sent: 0, retry: 0, failed: 0 };
  for (const kind of kinds) {
    const rows = await claimDue(deps.db, kind.table, batchSize);
    for (const row of rows) outcomes[await sendClaimed(deps, kind, row)]++;
  }
  return outcomes;
}
