import { createHash } from "node:crypto";
import type { Db } from "./db";

export interface RateLimit {
  maxHits: number;
  windowSeconds: number;
}

/** Enough for a person who mistypes and resends; far too few for a script. */
export const formRateLimit: RateLimit = { maxHits: 5, windowSeconds: 10 * 60 };

/** A client is known by a hash of its address: the raw IP is never stored. */
export function clientKey(scope: string, ip: string): string {
  return `${scope}:${createHash("sha256").update(ip).digest("hex").slice(0, 32)}`;
}

/** Windows older than a day are of no use to anyone; the retry job sweeps them. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.query("DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'");
}
