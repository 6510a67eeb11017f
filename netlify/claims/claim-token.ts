import { signValues, verifiedValues } from "../platform/signed-token";

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

export function signClaimToken(key: Buffer, grant: ClaimGrant): string {
  return signValues(key, [grant.kind, grant.id, grant.operator, grant.expires]);
}

/**
 * A link lives `claimLinkDays`, or until a day after the passenger's need where that is later:
 * a booking made weeks ahead can still be handed back from its mail when plans change.
 */
export function grantFor(
  enquiry: { kind: string; id: string; neededAt?: Date },
  operator: string,
  now = new Date(),
): ClaimGrant {
  const day = 24 * 60 * 60;
  const fromNow = Math.floor(now.getTime() / 1000) + claimLinkDays * day;
  const afterNeed = enquiry.neededAt ? Math.floor(enquiry.neededAt.getTime() / 1000) + day : 0;
  return { kind: enquiry.kind, id: enquiry.id, operator, expires: Math.max(fromNow, afterNeed) };
}

export type TokenCheck =
  { ok: true; grant: ClaimGrant } | { ok: false; reason: "invalid" | "expired" };

export function verifyClaimToken(key: Buffer, token: string, now = new Date()): TokenCheck {
  const fields = verifiedValues(key, token);
  if (
    !fields ||
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
