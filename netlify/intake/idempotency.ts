import { createHash, createHmac } from "node:crypto";
import type { EnquiryRow, EnquiryTable } from "../kinds/stored-enquiry";
import { findEnquiryRow } from "../kinds/stored-enquiry";
import type { Db } from "../platform/db";

/** What the script may send as an Idempotency-Key (it sends a UUID). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/** Object keys in one order, so equal data always serialises alike. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/**
 * What an Idempotency-Key is stored with: a hash of the schema's parsed output, so the same
 * data hashes alike however it was sent (spacing in a phone number, key order, JSON or a form).
 */
export function dataHash(parsed: unknown): string {
  return createHash("sha256").update(canonicalJson(parsed)).digest("base64url");
}

/**
 * A form posted without script carries no Idempotency-Key (the pre-rendered page is the same for
 * everyone), so its key is made from its data: the same data in the same 10-minute window is the
 * same key, and rides the Idempotency-Key path (one row, the first answer again). It is an HMAC
 * under a key derived from SITE_SECRET, and a JSON post may not use a key of its shape, so a
 * stranger who knows a passenger's trip can neither compute it nor plant a row under it.
 */
const formReplaySeconds = 10 * 60;
export const formKeyPrefix = "form-";

function formKey(secret: Buffer, kind: string, hash: string, window: number): string {
  const digest = createHmac("sha256", secret)
    .update(`${kind} ${hash} ${window}`)
    .digest("base64url");
  return `${formKeyPrefix}${digest}`;
}

/**
 * The key a form post is stored under, or the row it already made: sent again in the next
 * window but within the 10 minutes, the first answer again, and only for the same data (the key
 * is the data's, but a row is trusted for what it holds). A failed look-up is no reason to
 * refuse a booking: the post is then stored under this window's key.
 */
async function formPostKey(
  deps: { db: Db; formKeyKey: Buffer },
  kind: { name: string; table: EnquiryTable },
  hash: string,
  now = Date.now(),
): Promise<{ key: string; earlier: EnquiryRow | null }> {
  const window = Math.floor(now / 1000 / formReplaySeconds);
  const earlier = await findEnquiryRow(deps.db, kind.table, {
    idempotencyKey: formKey(deps.formKeyKey, kind.name, hash, window - 1),
    newerThanSeconds: formReplaySeconds,
  }).catch(() => null);
  return {
    key: formKey(deps.formKeyKey, kind.name, hash, window),
    earlier: earlier?.idempotency_hash === hash ? earlier : null,
  };
}

/**
 * The key a submission is stored under: the script's Idempotency-Key, or a form post's key made
 * from its data (with the row it already made, if it is a resend within the 10 minutes).
 */
export async function idempotencyKeyOf(
  deps: { db: Db; formKeyKey: Buffer },
  kind: { name: string; table: EnquiryTable },
  submission: { format: "json" | "form"; headerKey: string | null },
  hash: string,
): Promise<{ key: string | null; earlier: EnquiryRow | null }> {
  if (submission.format === "json") return { key: submission.headerKey, earlier: null };
  return formPostKey(deps, kind, hash);
}
