import { createHash } from "node:crypto";
import type { Notifiable, NotifyDeps, RetryOptions } from "../delivery/notify";
import { retryUnsent } from "../delivery/notify";
import { escalateUnclaimed } from "../claims/escalate";
import { handBackFromGone } from "../claims/gone-holders";
import { remindHolders } from "../claims/holder-reminder";
import { askOwnerAboutUnmarked } from "../claims/unmarked-alert";
import { purgeExpired } from "../privacy/purge";
import type { AnonymisableKind } from "../privacy/anonymise";
import { syncMarkers } from "./marker-sync";
import { markerDeadlineMs, type MarkerList } from "./due-markers";
import { deadlineIn, type Deadline } from "../platform/deadline";
import { sendOwedAlerts } from "../delivery/alert-outbox";
import { errorWords } from "../platform/alerts";

/** A full check of Postgres at least this often, whatever the markers say. */
export const sweepEveryHours = 6;

export type WakeReason = "nothing due" | "marker due" | "sweep" | "markers unreachable";

/**
 * Netlify stops a scheduled function at 30 s. The run plans to be done well before: what it has
 * not started by then waits for the next minute's run, and nothing is recorded as done before
 * it is done, so a run cut off anyway loses nothing.
 */
export const runBudgetMs = 25_000;

export interface ScheduledOutcome {
  reason: WakeReason;
  escalated: number;
  /** Holders asked whether they reached the passenger (holder-reminder.ts). */
  reminded: number;
  /** Alerts and digests the webhook took. */
  alerted: number;
  sent: number;
  retry: number;
  failed: number;
  /** Enquiries handed back by the sweep because their holder is no longer an operator. */
  handedBack: number;
  /** Enquiries anonymised by the sweep's retention purge. */
  anonymised: number;
}

/**
 * One step of the run that failed does not stop the others: the mails still owed go out though
 * the alerts could not be sent, and the markers still move. What failed is tried next run.
 */
async function orElse<T>(step: string, failed: T, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`Scheduled run: the ${step} step failed, the rest goes on: ${errorWords(error)}`);
    return failed;
  }
}

/**
 * Who the operators are, as a short fingerprint of their addresses (a blob key holds it, not the
 * addresses): a deploy that changes OPERATORS changes it.
 */
export function teamOf(operators: readonly { email: string }[]): string {
  const addresses = operators.map(({ email }) => email.toLowerCase()).sort();
  return createHash("sha256").update(addresses.join("\n")).digest("hex").slice(0, 16);
}

/**
 * The every-minute job. It reads the due markers (Netlify Blobs) and opens NO database connection
 * unless one is due, so Neon's compute sleeps while nobody books. Otherwise: re-alert about
 * unclaimed enquiries, ask holders whether they reached the passenger (and the alert webhook, where
 * a holder stays silent as the pickup nears), send what is owed, and move the markers it found due.
 * Every `sweepEveryHours`, and at the first run after the operators change, it checks Postgres
 * anyway (an enquiry whose marker was never written is found then), hands back what someone no
 * longer an operator holds (netlify/claims/gone-holders.ts), deletes the rate-limit windows that
 * have ended, anonymises the enquiries past their retention period (netlify/privacy/purge.ts) and
 * rebuilds the markers. If the markers cannot be read within their deadline it checks Postgres, and
 * says why. Everything it waits for has a deadline, and the whole run plans to end within
 * `runBudgetMs`.
 */
export async function runScheduled(
  deps: NotifyDeps,
  kinds: readonly (Notifiable & AnonymisableKind)[],
  options: RetryOptions & { deadline?: Deadline } = {},
): Promise<ScheduledOutcome> {
  const now = options.now ?? new Date();
  const deadline = options.deadline ?? deadlineIn(runBudgetMs);
  let listed: MarkerList | null = null;
  try {
    listed = await deps.markers.list();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Due markers unreachable (${reason}): checking Postgres instead.`);
  }
  const team = teamOf(deps.operators);
  const sweep =
    !listed?.lastSweep ||
    listed.lastTeam !== team ||
    now.getTime() - listed.lastSweep.getTime() >= sweepEveryHours * 3600_000;
  const due = listed?.markers.filter((marker) => marker.dueAt <= now) ?? [];
  const reason: WakeReason = !listed
    ? "markers unreachable"
    : sweep
      ? "sweep"
      : due.length > 0
        ? "marker due"
        : "nothing due";
  if (reason === "nothing due") {
    return {
      reason,
      escalated: 0,
      reminded: 0,
      alerted: 0,
      sent: 0,
      retry: 0,
      failed: 0,
      handedBack: 0,
      anonymised: 0,
    };
  }

  // First, so the same run mails everyone about them and the webhook hears.
  const handBack = sweep
    ? await orElse("hand-back", null, () =>
        handBackFromGone(deps.db, kinds, {
          operators: deps.operators.map((operator) => operator.email),
          escalateAfterMinutes: deps.escalateAfterMinutes,
          now,
          deadline,
        }),
      )
    : { handedBack: 0, finished: true };
  const escalated = await orElse("re-alerts", 0, () => escalateUnclaimed(deps, kinds, now));
  const reminded = await orElse("reminders", 0, () =>
    remindHolders(deps.db, {
      kinds,
      operators: deps.operators.map((operator) => operator.email),
      now,
    }),
  );
  await orElse("unmarked asks", 0, () =>
    askOwnerAboutUnmarked(deps.db, {
      kinds,
      operators: deps.operators.map((operator) => operator.email),
      now,
    }),
  );
  const alerted = await orElse("alerts", 0, () => sendOwedAlerts(deps, kinds, deadline, now));
  // Room is kept for moving the markers afterwards (their operations run side by side).
  const budgetMs = Math.min(
    options.budgetMs ?? Infinity,
    deadline.remainingMs() - markerDeadlineMs,
  );
  const outcomes = await retryUnsent(deps, kinds, { ...options, budgetMs, now });
  // The retention purge rides the sweep, which has the database awake already, in the time the
  // mails left over; what it cannot finish, the next sweep goes on with.
  const purged = sweep
    ? await orElse("retention purge", null, () =>
        purgeExpired(deps.db, kinds, {
          now,
          deadline: { remainingMs: () => deadline.remainingMs() - markerDeadlineMs },
        }),
      )
    : null;
  if (listed) {
    await syncMarkers(deps, listed.markers, due, sweep);
    // A hand-back that failed or has more to do goes on at the next run: a sweep recorded as
    // unfinished is followed by another, as a change of operators is.
    const sweptFor = handBack?.finished ? team : "unfinished";
    if (sweep) await deps.markers.recordSweep(now, listed.sweepKeys, sweptFor);
  }
  const anonymised = Object.values(purged?.anonymised ?? {}).reduce((sum, n) => sum + n, 0);
  return {
    reason,
    escalated,
    reminded,
    alerted,
    ...outcomes,
    handedBack: handBack?.handedBack ?? 0,
    anonymised,
  };
}
