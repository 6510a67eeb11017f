import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuPerOperation, sampleCpu } from "../../scripts/lib/cpu-by-part";

const hasProc = existsSync("/proc/self/stat");

/** A child that keeps one core busy for `ms`, then idles until its stdin closes. */
function busyChild(ms: number) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const end = Date.now() + ${ms}; while (Date.now() < end); console.log("done"); process.stdin.resume();`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const finished = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return { child, finished };
}

describe("cpu by part", () => {
  it.runIf(hasProc)("reads the CPU a named child process spent", async () => {
    const { child, finished } = busyChild(300);
    try {
      const before = sampleCpu({ child: child.pid });
      await finished;
      const after = sampleCpu({ child: child.pid });
      // 300 ms of spinning; the kernel counts in 10 ms ticks, and a busy machine may be slower.
      expect((after.child ?? 0) - (before.child ?? 0)).toBeGreaterThanOrEqual(200);
    } finally {
      child.kill();
    }
  });

  it("counts this process as the function, and a missing child as 0", () => {
    const before = sampleCpu({ gone: undefined });
    const end = Date.now() + 50;
    while (Date.now() < end);
    const after = sampleCpu({ gone: undefined });
    expect((after.function ?? 0) - (before.function ?? 0)).toBeGreaterThanOrEqual(40);
    expect(after.gone).toBe(0);
  });

  it("prints microseconds per operation for each part and their sum", () => {
    const line = cpuPerOperation(
      { function: 10, Postgres: 0 },
      { function: 30, Postgres: 40 },
      100,
    );
    expect(line).toBe("function 200, Postgres 400 = 600 µs");
  });
});
