import { createServer } from "node:http";

/** A local HTTP endpoint standing in for a Slack-style webhook: keeps every JSON body posted. */
export async function startWebhookCapture() {
  const received: Record<string, unknown>[] = [];
  const server = createServer((request, response) => {
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
