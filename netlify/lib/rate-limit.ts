import { createHash } from "node:crypto";
import type { Db } from "./db";

export interface RateLimit {
  maxHits: number;
  windowSeconds: number;
}

/** Enough for a person who mistypes and resends; far too few for a script. */
export const formRateLimit: RateLimit = { maxHits: 5, windowSeconds: 10 * 60 };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A client is known by a hash of its address: the raw IP is never stored. */
export function clientKey(scope: string, ip: string): string {
  return `${scope}:${createHash("sha256").update(ip).digest("hex").slice(0, 32)}`;
}

/**
 * Counts one hit in the client's current fixed window and says whether it is allowed. One
 * atomic upsert, so concurrent requests from one client cannot slip past the count.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: RateLimit,
): Promise<RateLimitVerdict> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limit_hits AS r (client_key, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (client_key, window_start) DO UPDATE SET hits = r.hits + 1
     RETURNING r.hits,
       ceil(extract(epoch FROM r.window_start) + $2 - extract(epoch FROM now()))::int AS retry_after`,
    [key, limit.windowSeconds],
  );
  if (!row || row.hits <= limit.maxHits) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Windows older than a day are of no use to anyone; the retry job sweeps them. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.query("DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'");
}

/**
 * Netlify's own sliding-window limit, enforced at the edge in production before the function
 * runs: a cheap first wall against floods. The per-client limit above is the one the app keeps
 * and tests itself.
 */
export const platformRateLimit = {
  windowLimit: 30,
  windowSize: 60,
  aggregateBy: ["ip", "domain"] as ["ip", "domain"],
};
