import { escalateDue } from "./claim-store";
import type { Notifiable, NotifyDeps } from "../delivery/notify";

/**
 * The scheduled job's first step: every enquiry nobody has claimed by its next escalation time
 * gets an "UNANSWERED for …" mail queued for every operator (sent by the same run's
 * deliveries step). After the last step an alert for the webhook is recorded too (sent by the
 * run's alerts step), and the claim page shows the enquiry as unanswered. Day and night alike:
 * the service runs 24/7.
 */
export async function escalateUnclaimed(
  deps: NotifyDeps,
  kinds: readonly Notifiable[],
  now = new Date(),
): Promise<number> {
  const stepped = await escalateDue(deps.db, {
    kinds,
    operators: deps.operators.map((operator) => operator.email),
    escalateAfterMinutes: deps.escalateAfterMinutes,
    now,
  });
  return stepped.length;
}
