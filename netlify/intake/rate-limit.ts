import { createHmac, hkdfSync } from "node:crypto";
import type { Db } from "../platform/db";

/**
 * The app's own limit on form posts, counted in Postgres in fixed windows, by two keys at once:
 * - the client's network: an IPv4 address, or an IPv6 /64 (one household or phone gets a whole
 *   /64, so counting single IPv6 addresses would limit nobody). Generous, because everyone
 *   behind one carrier-grade NAT address (common on Indian mobile networks) shares it;
 * - the phone number given, per form: far too few for a script, enough for a person who
 *   mistypes and resends.
 */
export interface RateLimits {
  windowSeconds: number;
  perNetwork: number;
  perPhone: number;
}

export const formRateLimits: RateLimits = { windowSeconds: 10 * 60, perNetwork: 30, perPhone: 5 };

export interface LimitKey {
  key: string;
  maxHits: number;
}

/** A key for one purpose derived from SITE_SECRET, so no two uses share a key. */
export function deriveKey(siteSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", siteSecret, "", `drop-taxi ${purpose}`, 32));
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, "0").toLowerCase());
}

const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * An IPv6 address as the URL parser reads it (lower case, compressed, an embedded IPv4 part as
 * hex groups), or null if it is none. No need to load node:net to validate a string.
 */
function ipv6(address: string): string | null {
  if (!address.includes(":")) return null;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/**
 * The network a client address stands for, in one spelling: an IPv4 address as itself (also when
 * written as an IPv4-mapped IPv6 address), an IPv6 address as its /64. Anything else (the
 * platform always gives an address) counts as one shared "unknown" network.
 */
export function networkOf(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (ipv4.test(address)) return address;
  const parsed = ipv6(address);
  if (!parsed) return "unknown";
  // The URL parser has already written a trailing dotted quad (::ffff:203.0.113.7) as groups.
  const groups = expandIPv6(parsed);
  if (groups.slice(0, 6).join(":") === "0000:0000:0000:0000:0000:ffff") {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high! >> 8, high! & 255, low! >> 8, low! & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * The keys one submission counts against. Each is an HMAC, so the table never holds anything
 * from which an address or a phone number can be recovered (a plain hash of an IPv4 address is
 * reversed by trying all 2³² of them).
 */
export function limitKeys(
  secret: Buffer,
  limits: RateLimits,
  form: string,
  client: { ip: string; phone: string },
): LimitKey[] {
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url");
  return [
    { key: `net:${mac(`net ${networkOf(client.ip)}`)}`, maxHits: limits.perNetwork },
    { key: `${form}:${mac(`phone ${form} ${client.phone}`)}`, maxHits: limits.perPhone },
  ];
}

/**
 * A window that has ended counts nothing any more, and its keys are personal data (keyed hashes
 * of a network and a phone): the scheduled job's safety sweep deletes them (netlify/privacy).
 * Says how many rows went.
 */
export async function pruneRateLimits(
  db: Db,
  { windowSeconds = formRateLimits.windowSeconds, now = new Date() } = {},
): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH deleted AS (
       DELETE FROM rate_limit_hits
        WHERE window_start + make_interval(secs => $1) <= greatest($2::timestamptz, now())
       RETURNING 1
     )
     SELECT count(*)::int AS deleted FROM deleted`,
    [windowSeconds, now.toISOString()],
  );
  return row?.deleted ?? 0;
}
