/**
 * Alerts that must reach a person even when mail does not: every alert is an error-level log
 * line, and with ALERT_WEBHOOK_URL also a JSON POST whose `text` field Slack and compatible
 * endpoints show as a message. It never depends on the SMTP account whose failure it reports,
 * and it never throws: a failed alert is logged and the work goes on.
 */
export interface Alert {
  text: string;
  kind?: string;
  id?: string;
  reference?: string;
}

export interface Alerter {
  send(alert: Alert): Promise<void>;
  /** At most one alert per `topic` in `intervalMs` from this function instance. */
  sendAtMostEvery(topic: string, intervalMs: number, alert: Alert): Promise<void>;
}

export function createAlerter(webhookUrl?: string, timeoutMs = 5_000): Alerter {
  const lastSent = new Map<string, number>();
  const send = async (alert: Alert) => {
    console.error(`ALERT: ${alert.text}`);
    if (!webhookUrl) return;
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(alert),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) console.error(`Alert webhook answered ${response.status}`);
    } catch (error) {
      console.error("Alert webhook failed:", error instanceof Error ? error.message : error);
    }
  };
  return {
    send,
    async sendAtMostEvery(topic, intervalMs, alert) {
      const now = Date.now();
      const last = lastSent.get(topic);
      if (last !== undefined && now - last < intervalMs) return;
      lastSent.set(topic, now);
      await send(alert);
    },
  };
}
