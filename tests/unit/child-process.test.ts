import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { nextMessage, runToEnd, stopChild, waitForExit } from "../../scripts/harness/child-process";

/** Real child processes of this Node; each wait below has a deadline that ends it if it hangs. */
const deadlineMs = 10_000;
const node = (code: string) =>
  spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });

const withIpc = (code: string) =>
  spawn(process.execPath, ["-e", code], { stdio: ["ignore", "inherit", "inherit", "ipc"] });

/** Resolves once the child has printed a line: it is running its code by then. */
const started = (child: ReturnType<typeof node>) =>
  new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));

/** Running, that is: signalable and not a zombie waiting to be reaped (Linux's /proc says which). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
};

/** Polls until the process is gone: a killed process ends a moment after the signal. */
async function gone(pid: number) {
  const until = Date.now() + deadlineMs;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}

const leftovers: number[] = [];
afterEach(() => {
  for (const pid of leftovers.splice(0)) if (alive(pid)) process.kill(pid, "SIGKILL");
});

describe("stopChild", () => {
  it("kills a child that ignores SIGTERM once the grace period is over, and waits for its exit", async () => {
    const child = node(
      `process.on("SIGTERM", () => {}); console.log("up"); setInterval(() => {}, 1000);`,
    );
    leftovers.push(child.pid!);
    await started(child);
    expect(await stopChild(child, { graceMs: 500 })).toEqual({ code: null, signal: "SIGKILL" });
  });

  it("lets a child that stops on SIGTERM stop by itself", async () => {
    const child = node(
      `process.on("SIGTERM", () => process.exit(0)); console.log("up"); setInterval(() => {}, 1000);`,
    );
    leftovers.push(child.pid!);
    await started(child);
    expect(await stopChild(child)).toEqual({ code: 0, signal: null });
  });

  it("returns at once for a child that has already exited", async () => {
    const child = node(`process.exit(3)`);
    await waitForExit(child, deadlineMs);
    expect(await stopChild(child)).toEqual({ code: 3, signal: null });
  });
});

describe("nextMessage", () => {
  it("passes over messages it does not recognise", async () => {
    const child = withIpc(`process.send({ other: 1 }); process.send({ listening: "here" });`);
    leftovers.push(child.pid!);
    const picked = await nextMessage(
      child,
      deadlineMs,
      "the child",
      (message) => (message as { listening?: string }).listening,
    );
    expect(picked).toBe("here");
    await stopChild(child);
  });

  it("rejects when the child exits without answering", async () => {
    const child = withIpc(`process.exit(2)`);
    await expect(nextMessage(child, deadlineMs, "the child", (m) => m)).rejects.toThrow(
      /exited \(2\) before answering/,
    );
  });
});

describe("runToEnd", () => {
  it("stops a command that runs past its deadline together with the processes it started", async () => {
    const dir = await mkdtemp(join(tmpdir(), "run-to-end-"));
    const pidFile = join(dir, "grandchild.pid");
    // A launcher (as npx or npm is) that starts the real program and waits for it.
    const launcher = `
      const { spawn } = require("node:child_process");
      const program = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
      require("node:fs").writeFileSync(${JSON.stringify(pidFile)}, String(program.pid));
      setInterval(() => {}, 1000);`;
    try {
      const code = await runToEnd(process.execPath, ["-e", launcher], {
        deadlineMs: 3_000,
        stop: { graceMs: 1_000 },
        stdio: "ignore",
      });
      expect(code).toBe(1);
      const program = Number(await readFile(pidFile, "utf8"));
      leftovers.push(program);
      expect(await gone(program)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it("resolves with the command's own exit code", async () => {
    expect(
      await runToEnd(process.execPath, ["-e", "process.exit(4)"], { deadlineMs, stdio: "ignore" }),
    ).toBe(4);
  });
});
