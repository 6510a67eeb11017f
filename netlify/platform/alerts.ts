/**
 * Alerts that must reach a person even when mail does not: with ALERT_WEBHOOK_URL a JSON POST
 * whose `text` field Slack and compatible endpoints show as a message, and always an error-level
 * log line. It never depends on the SMTP account whose failure it reports, and it never throws.
 *
 * The passenger's phone goes to the webhook only (when every mail failed it is the one way left
 * to call them back); the log line names the enquiry by kind, id and reference, never a person.
 */
export interface Alert {
  text: string;
  kind?: string;
  id?: string;
  reference?: string;
  /** The passenger's number, for the webhook's message only. */
  phone?: string;
}

export interface Alerter {
  /** True once the webhook took it (or, with no webhook set, once it is logged). */
  send(alert: Alert, timeoutMs?: number): Promise<boolean>;
  /**
   * The database refused an enquiry. The first refusal is alerted at once; later ones from this
   * function instance are counted and told in one message at most hourly (no shared store is
   * reachable while the database is not).
   */
  databaseRefused(reason: string, kind: string): Promise<void>;
  /**
   * The database stored an enquiry. After refusals, it says the outage is over (at most hourly),
   * with the refusals not yet told; otherwise nothing.
   */
  databaseAccepted(): Promise<void>;
}

export const alertTimeoutMs = 5_000;
export const digestEveryMs = 60 * 60_000;

let clock: Intl.DateTimeFormat | undefined;
/** "05:31 IST": the operators live on India time (alerts, claim notes, the claim page). */
export function istTime(date: Date): string {
  clock ??= new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    minute: "2-digit",
    // Not hour12: false, which some ICU versions read as 1–24 ("24:15" after midnight).
    hourCycle: "h23",
  });
  return `${clock.format(date)} IST`;
}

export function createAlerter(webhookUrl?: string, now = () => Date.now()): Alerter {
  const send = async (alert: Alert, timeoutMs = alertTimeoutMs) => {
    const about = [
      alert.kind,
      alert.id && `#${alert.id}`,
      alert.reference && `(${alert.reference})`,
    ]
      .filter(Boolean)
      .join(" ");
    console.error(`ALERT${about ? ` about ${about}` : ""}: ${alert.text}`);
    if (!webhookUrl) return true;
    const { phone, ...rest } = alert;
    const text = phone ? `${alert.text} Passenger's phone: ${phone}.` : alert.text;
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...rest, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return true;
      console.error(`Alert webhook answered ${response.status}`);
    } catch (error) {
      console.error("Alert webhook failed:", error instanceof Error ? error.message : error);
    }
    return false;
  };

  // A database that comes and goes must not page anyone at every turn, nor leave "stored again"
  // as the last word while it is down: a refusal after an all-clear is always told; further
  // refusals and all-clears at most hourly, each with the refusals counted since the last.
  const outage = {
    refusedToldAt: null as number | null,
    storedToldAt: null as number | null,
    /** What the last message said: a refusal, or that enquiries are stored again. */
    lastTold: null as "refused" | "stored" | null,
    /** Refusals happened that no "stored again" has followed yet. */
    open: false,
    since: 0,
    lastAt: 0,
    refused: 0,
  };
  const withinTheHour = (toldAt: number | null, at: number) =>
    toldAt !== null && at - toldAt < digestEveryMs;
  const untold = () => {
    const words =
      outage.refused > 0
        ? ` ${outage.refused} more enquiries were refused from ${istTime(new Date(outage.since))} to ${istTime(new Date(outage.lastAt))}.`
        : "";
    outage.refused = 0;
    return words;
  };
  return {
    send,
    async databaseRefused(reason, kind) {
      const at = now();
      outage.open = true;
      if (outage.lastTold === "refused" && withinTheHour(outage.refusedToldAt, at)) {
        if (outage.refused === 0) outage.since = at;
        outage.refused++;
        outage.lastAt = at;
        return;
      }
      outage.refusedToldAt = at;
      outage.lastTold = "refused";
      await send({
        text: `Enquiries are being refused: the database cannot be reached (${reason}). Visitors are asked to call.${untold()}`,
        kind,
      });
    },
    async databaseAccepted() {
      const at = now();
      if (!outage.open || withinTheHour(outage.storedToldAt, at)) return;
      outage.open = false;
      outage.storedToldAt = at;
      outage.lastTold = "stored";
      await send({
        text: `Enquiries are being stored again: the database answered at ${istTime(new Date(at))}.${untold()}`,
      });
    },
  };
}

/** An error in words: the database driver rejects with events, not Errors, when it cannot connect. */
export function errorWords(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message) return message;
  const inner = (error as { error?: unknown } | null)?.error;
  if (inner instanceof Error && inner.message) return inner.message;
  if (typeof error === "string" && error) return error;
  return "the connection failed";
}
