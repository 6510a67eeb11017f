import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The personal link in each operator's mail: who may claim which enquiry, until when, signed
 * with HMAC-SHA256 under a key derived from SITE_SECRET. Nothing in it is secret, but nothing in
 * it can be changed: a tampered, expired or foreign token is refused.
 */
export interface ClaimGrant {
  kind: string;
  id: string;
  operator: string;
  /** Unix seconds. */
  expires: number;
}

export const claimLinkDays = 7;

const sign = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

export function signClaimToken(key: Buffer, grant: ClaimGrant): string {
  const payload = Buffer.from(
    JSON.stringify([grant.kind, grant.id, grant.operator, grant.expires]),
  ).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

export function grantFor(
  enquiry: { kind: string; id: string },
  operator: string,
  now = new Date(),
): ClaimGrant {
  const expires = Math.floor(now.getTime() / 1000) + claimLinkDays * 24 * 60 * 60;
  return { kind: enquiry.kind, id: enquiry.id, operator, expires };
}

export type TokenCheck =
  { ok: true; grant: ClaimGrant } | { ok: false; reason: "invalid" | "expired" };

export function verifyClaimToken(key: Buffer, token: string, now = new Date()): TokenCheck {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (
    !Array.isArray(fields) ||
    fields.length !== 4 ||
    typeof fields[0] !== "string" ||
    typeof fields[1] !== "string" ||
    typeof fields[2] !== "string" ||
    typeof fields[3] !== "number"
  ) {
    return { ok: false, reason: "invalid" };
  }
  const [kind, id, operator, expires] = fields as [string, string, string, number];
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, grant: { kind, id, operator, expires } };
}
