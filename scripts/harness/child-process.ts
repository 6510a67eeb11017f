/**
 * Waiting on child processes so that a script always ends: every wait has a deadline, and a
 * child asked to stop is killed outright if it does not go in time. A child that outlives its
 * parent's wish to end holds its pipes and ports, and the parent never exits.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The JavaScript file behind a package's command, to run with `process.execPath` itself rather
 * than through npx, whose launcher a signal would reach instead of the program.
 */
export function packageBin(pkg: string, command = pkg): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest) as { bin: string | Record<string, string> };
  const file = typeof bin === "string" ? bin : bin[command];
  if (!file) throw new Error(`${pkg} has no command ${command}`);
  return join(dirname(manifest), file);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const exitOf = (child: ChildProcess): Exit | null =>
  child.exitCode !== null || child.signalCode !== null
    ? { code: child.exitCode, signal: child.signalCode }
    : null;

/** The child's exit; rejects if it has not exited within `ms`. */
export function waitForExit(child: ChildProcess, ms: number, what = "a child process") {
  return new Promise<Exit>((resolve, reject) => {
    const done = exitOf(child);
    // 'exit' has already been emitted for a child that is gone: waiting for it would never end.
    if (done) return resolve(done);
    const timer = setTimeout(() => {
      child.off("exit", onExit);
      reject(new Error(`${what} (pid ${child.pid}) did not exit within ${ms} ms`));
    }, ms);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      resolve({ code, signal });
    };
    child.once("exit", onExit);
  });
}

export interface StopOptions {
  /** The signal the program shuts down cleanly on (Playwright's is SIGINT). */
  signal?: NodeJS.Signals;
  /** How long the program may take to shut down before it is killed. */
  graceMs?: number;
  /**
   * Signal the child's whole process group, for a child started `detached` whose own children
   * (npm's shell, a build tool's workers) would otherwise live on.
   */
  group?: boolean;
}

function send(child: ChildProcess, signal: NodeJS.Signals, group: boolean) {
  try {
    if (group && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // Already gone.
  }
}

/** Asks the child to end, kills it if it has not ended after the grace period, and waits for its exit. */
export async function stopChild(
  child: ChildProcess,
  { signal = "SIGTERM", graceMs = 5_000, group = false }: StopOptions = {},
): Promise<Exit> {
  const done = exitOf(child);
  if (done && !group) return done;
  send(child, signal, group);
  try {
    return await waitForExit(child, graceMs);
  } catch {
    send(child, "SIGKILL", group);
    return waitForExit(child, graceMs, "a child process sent SIGKILL");
  }
}

/**
 * The first IPC message from the child that `pick` recognises, as `pick` returns it; rejects if
 * the child exits first or none comes within `ms`. Other messages are passed over: tsx, for one,
 * sends its own ({ type: "dependency" }) from a child it loads.
 */
export function nextMessage<T>(
  child: ChildProcess,
  ms: number,
  what: string,
  pick: (message: unknown) => T | undefined,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    const onMessage = (message: unknown) => {
      const picked = pick(message);
      if (picked === undefined) return;
      settle();
      resolve(picked);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      settle();
      reject(new Error(`${what}: the process exited (${signal ?? code}) before answering`));
    };
    const timer = setTimeout(() => {
      settle();
      reject(new Error(`${what}: no answer within ${ms} ms`));
    }, ms);
    if (exitOf(child)) return onExit(child.exitCode, child.signalCode);
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

export interface RunOptions extends Omit<SpawnOptions, "detached"> {
  /** How long the command may run before it is stopped and the run counts as failed. */
  deadlineMs: number;
  stop?: Omit<StopOptions, "group">;
}

/**
 * Runs a command to its end and resolves with its exit code. It runs in a process group of its
 * own, so a command that starts others (npm, npx, a shell) is ended whole at the deadline, or
 * when this process is asked to end (SIGINT, SIGTERM) while it runs.
 */
export async function runToEnd(command: string, args: string[], options: RunOptions) {
  const { deadlineMs, stop, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: "inherit", ...spawnOptions, detached: true });
  const stopOptions = { ...stop, group: true };
  // Asked to end while the command runs: end it first (a terminal's Ctrl-C can arrive twice, from
  // the terminal and from npm), then end as the signal would have.
  let stopping: Promise<unknown> | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    stopping ??= stopChild(child, stopOptions).finally(() => {
      removeHandlers();
      process.kill(process.pid, signal);
    });
  };
  const handlers = { SIGINT: () => onSignal("SIGINT"), SIGTERM: () => onSignal("SIGTERM") };
  const removeHandlers = () => {
    process.off("SIGINT", handlers.SIGINT).off("SIGTERM", handlers.SIGTERM);
  };
  process.on("SIGINT", handlers.SIGINT).on("SIGTERM", handlers.SIGTERM);
  try {
    const started = new Promise<void>((resolve, reject) => {
      child.once("spawn", resolve).once("error", reject);
    });
    await started;
    const exit = await waitForExit(child, deadlineMs, `${command} ${args.join(" ")}`).catch(
      async (error: Error) => {
        console.error(`${error.message}: stopping it`);
        await stopChild(child, stopOptions);
        return { code: 1, signal: null };
      },
    );
    return exit.code ?? 1;
  } finally {
    if (!stopping) removeHandlers();
  }
}
