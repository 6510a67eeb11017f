import { afterAll, beforeAll, beforeEach } from "vitest";
import { createAlerter } from "../../netlify/platform/alerts";
import type { Harness } from "./enquiry-harness";
import { createServer } from "node:http";

/**
 * A local HTTP endpoint standing in for a Slack-style webhook: keeps every JSON body it answered.
 * Set `hanging` and it takes requests and never answers (nor keeps them).
 */
export async function startWebhookCapture() {
  const received: Record<string, unknown>[] = [];
  const state = { hanging: false };
  const server = createServer((request, response) => {
    if (state.hanging) return;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/alerts`,
    received,
    set hanging(value: boolean) {
      state.hanging = value;
    },
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a test file whose alerts go to a local webhook: before all, the harness's alerter posts
 * there; before each, what it received is forgotten.
 */
export function alertsToWebhook(harness: () => Harness) {
  let started: Awaited<ReturnType<typeof startWebhookCapture>> | undefined;
  const webhook = {
    url: "",
    received: [] as Record<string, unknown>[],
    set hanging(value: boolean) {
      started!.hanging = value;
    },
  };
  beforeAll(async () => {
    started = await startWebhookCapture();
    webhook.url = started.url;
    webhook.received = started.received;
    harness().deps.alerts = createAlerter(started.url);
  });
  afterAll(() => started?.stop());
  beforeEach(() => {
    webhook.received.length = 0;
    webhook.hanging = false;
  });
  return webhook;
}
