import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A few values in a URL that nobody can change: base64url JSON, a dot, and an HMAC-SHA256 of it
 * under a key for that one purpose. Nothing in it is secret; anything altered is refused.
 */
const sign = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

export function signValues(key: Buffer, values: readonly (string | number)[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

/** The values a token was signed with, or null for one that was not signed with this key. */
export function verifiedValues(key: Buffer, token: string): unknown[] | null {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return Array.isArray(values) ? values : null;
  } catch {
    return null;
  }
}
