/**
 * Serves the Netlify Functions on loopback (scripts/harness/functions-server.ts) until told to stop.
 * Prints the address when listening and, when started with an IPC channel (fork), also sends it
 * as `{ listening: url }`. Ends on SIGTERM or SIGINT, and when the process that forked it goes
 * away, so it never outlives a load test that has finished or died. PORT picks the port
 * (default: any).
 */
import { startFunctionsServer } from "../harness/functions-server";

const server = await startFunctionsServer({ port: Number(process.env.PORT ?? 0) });

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // The functions keep their database and SMTP connections open for the instance's life: only
  // an exit ends them.
  void server.close().finally(() => process.exit(0));
}
// Before the address goes out: whoever receives it may ask this process to stop at once.
process.once("SIGTERM", stop).once("SIGINT", stop).once("disconnect", stop);

console.info(`functions listening on ${server.url} (${server.paths.join(", ")})`);
process.send?.({ listening: server.url });
