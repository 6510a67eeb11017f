import { createHash, createHmac } from "node:crypto";

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
  // A schema's output is always an object (every kind's schema is z.object).
  return createHash("sha256")
    .update(canonicalJson(withoutPageFigures(parsed as object)))
    .digest("base64url");
}

/**
 * The data without what the page works out by itself rather than the passenger types: Google's
 * distance, which the script sends and a form the browser posted itself does not, so that the
 * same booking sent both ways hashes alike.
 */
function withoutPageFigures(parsed: object): object {
  return Object.fromEntries(Object.entries(parsed).filter(([field]) => field !== "distanceKm"));
}

/**
 * A form posted without script carries no Idempotency-Key (the pre-rendered page is the same for
 * everyone), so its key is made from its data: the same data in the same 10-minute window is the
 * same key, and rides the Idempotency-Key path (one row, the first answer again). It is an HMAC
 * under a key derived from SITE_SECRET, and a JSON post may not use a key of its shape, so a
 * stranger who knows a passenger's trip can neither compute it nor plant a row under it.
 */
export const formReplaySeconds = 10 * 60;
export const formKeyPrefix = "form-";

function formKey(secret: Buffer, kind: string, hash: string, window: number): string {
  const digest = createHmac("sha256", secret)
    .update(`${kind} ${hash} ${window}`)
    .digest("base64url");
  return `${formKeyPrefix}${digest}`;
}

export interface IdempotencyKeys {
  /** The key the row is stored under: the script's Idempotency-Key, or a form post's own. */
  key: string | null;
  /**
   * Keys under which a row of the same data, stored in the last 10 minutes, is this very
   * submission (accept-enquiry.ts answers with it): the form post of that data in this window
   * and the last. For a form post, the same post sent again across a window's edge. For the
   * script's JSON, the same booking the browser posted itself before the script had taken the
   * form over (a tap on a slow phone, then Back, then a tap again): one booking, not two.
   */
  sameData: string[];
}

export function idempotencyKeysOf(
  formKeyKey: Buffer,
  kind: string,
  submission: { format: "json" | "form"; headerKey: string | null },
  hash: string,
  now = Date.now(),
): IdempotencyKeys {
  const window = Math.floor(now / 1000 / formReplaySeconds);
  const thisWindow = formKey(formKeyKey, kind, hash, window);
  const lastWindow = formKey(formKeyKey, kind, hash, window - 1);
  return submission.format === "json"
    ? { key: submission.headerKey, sameData: [thisWindow, lastWindow] }
    : { key: thisWindow, sameData: [lastWindow] };
}
