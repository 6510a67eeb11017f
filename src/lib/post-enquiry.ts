import { enquiryAgeHeader, idempotencyHeader, type ApiFailure } from "../shared/forms/api";

/** Waits between the page's own retries; a test can pass zeros. */
export const defaultRetryDelaysMs = [1000, 3000] as const;

/**
 * How long one attempt waits for its answer. A connection can go quiet with the phone still
 * "online" (a train between towers): without a limit the button said "Sending..." for ever.
 * Long enough for a slow 2G link and a cold function, short enough that a passenger waits.
 */
export const answerTimeoutMs = 15_000;

/**
 * A failure that decided nothing: no answer at all, or a server that could not store it just
 * then. Worth sending again later with the same key. Any other answer is the server's word on
 * these data; a rate_limited one says when to come back.
 */
export type SendFailure = ApiFailure & { undecided?: true };

const offlineFailure: SendFailure = { ok: false, error: { code: "offline" }, undecided: true };

// Only answers that mean "nothing was decided" are retried at once.
const retryableStatus = new Set([502, 503, 504]);

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isFailure(body: unknown): body is ApiFailure {
  return typeof body === "object" && body !== null && (body as ApiFailure).ok === false;
}

async function readAnswer<T>(response: Response, deadline: AbortSignal): Promise<T | SendFailure> {
  const body: unknown = await response.json().catch(() => null);
  // The answer began and then stopped coming: nothing is known of what the server decided.
  if (deadline.aborted) return offlineFailure;
  if (response.ok && body && typeof body === "object") return body as T;
  const undecided = retryableStatus.has(response.status) ? { undecided: true as const } : {};
  if (isFailure(body)) return { ...body, ...undecided };
  // Netlify's own limit answers before the function runs, with a body of its own.
  if (response.status === 429) {
    const seconds = Number(response.headers.get("Retry-After"));
    const named = Number.isFinite(seconds) && seconds > 0 ? { retryAfterSeconds: seconds } : {};
    return { ok: false, error: { code: "rate_limited", ...named } };
  }
  return { ok: false, error: { code: "internal" }, ...undecided };
}

/**
 * The Enquiry-Age header of an enquiry the passenger sent at `sentAt` (ms), counted now; none
 * when the phone's clock has been set back meanwhile, which leaves its age unknown.
 */
function ageHeader(sentAt: number | undefined): Record<string, string> {
  const ms = sentAt === undefined ? -1 : Date.now() - sentAt;
  return ms < 0 ? {} : { [enquiryAgeHeader]: String(Math.round(ms / 1000)) };
}

/**
 * POSTs an enquiry as JSON. The same Idempotency-Key goes with every retry, so a request that
 * reached the server but whose answer was lost on a flaky mobile network is not stored twice.
 * One kept and sent again later says how long ago the passenger sent it (`sentAt`, ms).
 */
export async function postEnquiry<T>(
  path: string,
  payload: unknown,
  idempotencyKey: string,
  retryDelaysMs: readonly number[] = defaultRetryDelaysMs,
  sentAt?: number,
): Promise<T | SendFailure> {
  for (let attempt = 0; ; attempt++) {
    // AbortController and a timer rather than AbortSignal.timeout, which Safari 15 lacks.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), answerTimeoutMs);
    let response: Response | null = null;
    try {
      response = await fetch(path, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [idempotencyHeader]: idempotencyKey,
          ...ageHeader(sentAt),
        },
        body: JSON.stringify(payload),
        signal: deadline.signal,
      });
    } catch {
      response = null;
    }
    const retryable = response === null || retryableStatus.has(response.status);
    // A phone that knows it is offline, or a connection that went quiet, gains nothing by
    // trying again at once: the enquiry is kept and sent again later.
    const giveUp = navigator.onLine === false || deadline.signal.aborted;
    const delay = giveUp ? undefined : retryDelaysMs[attempt];
    if (retryable && delay !== undefined) {
      clearTimeout(timer);
      await sleep(delay);
      continue;
    }
    try {
      return response === null ? offlineFailure : await readAnswer<T>(response, deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * One key per distinct submission: resubmitting the same values (after a lost answer) reuses
 * the key, changing any value makes a new one.
 */
export function createIdempotencyKeys() {
  let last: { payload: string; key: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const serialised = JSON.stringify(payload);
      if (last?.payload !== serialised) last = { payload: serialised, key: crypto.randomUUID() };
      return last.key;
    },
    /**
     * After a success the next submission, even with equal values, is a new enquiry. Given a key,
     * only while it is still the one in use (a kept copy's answer may name an older one).
     */
    forget(key?: string) {
      if (key === undefined || last?.key === key) last = null;
    },
  };
}
