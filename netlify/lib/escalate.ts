import { escalateDue, escalationSteps } from "./claims";
import { readEnquiry } from "./enquiry-store";
import type { Notifiable, NotifyDeps } from "./notify";

/**
 * The scheduled job's first step: every enquiry nobody has claimed by its next escalation time
 * gets an "UNANSWERED for N min" mail queued for every operator (sent by the same run's
 * deliveries step). After the last step the alert webhook is told, and the claim page shows the
 * enquiry as unanswered. Day and night alike: the service runs 24/7.
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
  const lastMinutes = deps.escalateAfterMinutes * escalationSteps.at(-1)!;
  for (const step of stepped) {
    const kind = kinds.find((candidate) => candidate.name === step.enquiry_kind);
    if (!step.unanswered_since || !kind || !step.enquiry) continue;
    const enquiry = readEnquiry(kind, step.enquiry);
    const reference = (enquiry as { reference?: unknown }).reference;
    const phone = (enquiry as { phone?: unknown }).phone;
    await deps.alerts.send({
      text: `UNANSWERED for ${lastMinutes} min: ${kind.name} #${enquiry.id}${typeof reference === "string" ? ` (${reference})` : ""} has not been claimed by any operator. Call the passenger${typeof phone === "string" ? ` on ${phone}` : ""}.`,
      kind: kind.name,
      id: enquiry.id,
      ...(typeof reference === "string" ? { reference } : {}),
    });
  }
  return stepped.length;
}
