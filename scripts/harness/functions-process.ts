/**
 * scripts/serve/serve-functions.ts in a process of its own, as the load test runs it: started as
 * `node --import tsx` itself (no npx launcher between, which a signal would reach instead of the
 * server), ready once it has sent its address over IPC, and stopped for sure.
 */
import { fork, type ChildProcess } from "node:child_process";
import { nextMessage, stopChild, type Exit } from "./child-process";

/** Loading the functions with tsx on a busy machine takes seconds, not minutes. */
const readyDeadlineMs = 60_000;

export interface FunctionsProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM (the server finishes what is under way), SIGKILL if it takes too long; resolves on exit. */
  stop(): Promise<Exit>;
}

export function startFunctionsProcess(env: NodeJS.ProcessEnv): Promise<FunctionsProcess> {
  return startServerProcess(new URL("../serve/serve-functions.ts", import.meta.url), [], env);
}

/**
 * `npm run preview` (scripts/serve/preview.ts) in a process of its own, serving the dist/ already built
 * (--no-build) with the functions beside it.
 */
export function startPreviewProcess(env: NodeJS.ProcessEnv): Promise<FunctionsProcess> {
  return startServerProcess(new URL("../serve/preview.ts", import.meta.url), ["--no-build"], env);
}

/** A script that serves until told to stop and sends `{ listening: url }` when it does. */
async function startServerProcess(
  script: URL,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<FunctionsProcess> {
  const child = fork(script, args, {
    execArgv: ["--import", "tsx"],
    env,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const stop = () => stopChild(child, { graceMs: 15_000 });
  try {
    const url = await nextMessage(
      child,
      readyDeadlineMs,
      script.pathname,
      (message) => (message as { listening?: string } | null)?.listening,
    );
    return { url, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
