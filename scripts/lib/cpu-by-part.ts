import { readFileSync, readdirSync } from "node:fs";

/**
 * CPU time spent by each part of a benchmark: this process (the function instance), the
 * Postgres server, and named child processes (the database proxy, the SMTP server). On this
 * project's 2-core machines every part shares the same two cores, so a throughput figure alone
 * cannot say which part bounds it; the CPU each part spends per operation can.
 *
 * Read from /proc (Linux). Elsewhere only this process is measured and the other parts read 0.
 */
export type CpuSample = Record<string, number>;

// The kernel counts process CPU in clock ticks: 100 a second on every Linux this runs on.
const tickMs = 10;

/**
 * CPU of one process and of its children that have ended, in ms; 0 if it is gone or there is
 * no /proc. The children matter for Postgres: a backend or autovacuum worker that exits between
 * two samples is then still counted, in the server's main process.
 */
function processCpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after it are plain numbers:
    // utime, stime, cutime, cstime are fields 14 to 17.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) * tickMs;
  } catch {
    return 0;
  }
}

/** Every process named `postgres`: the server's backends and its background workers. */
function postgresCpuMs(): number {
  let total = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") {
        total += processCpuMs(pid);
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

export function sampleCpu(children: Record<string, number | undefined>): CpuSample {
  const own = process.cpuUsage();
  const sample: CpuSample = {
    function: (own.user + own.system) / 1000,
    Postgres: postgresCpuMs(),
  };
  for (const [part, pid] of Object.entries(children)) {
    sample[part] = pid === undefined ? 0 : processCpuMs(pid);
  }
  return sample;
}

/** "function 195, Postgres 260, … = 605 µs": CPU per operation between two samples. */
export function cpuPerOperation(before: CpuSample, after: CpuSample, operations: number): string {
  let total = 0;
  const parts = Object.keys(after).map((part) => {
    const micros = (((after[part] ?? 0) - (before[part] ?? 0)) * 1000) / operations;
    total += micros;
    return `${part} ${micros.toFixed(0)}`;
  });
  return `${parts.join(", ")} = ${total.toFixed(0)} µs`;
}
