import { idempotencyHeader, type ApiFailure } from "../shared/forms/api";

/** Waits between the page's own retries; a test can pass zeros. */
export const defaultRetryDelaysMs = [1000, 3000] as const;

/**
 * A failure that decided nothing: no answer at all, or a server that could not store it just
 * then. Worth sending again later with the same key; a 4xx (or a 500) is the final word.
 */
export type SendFailure = ApiFailure & { undecided?: true };

const offlineFailure: SendFailure = { ok: false, error: { code: "offline" }, undecided: true };

// Only answers that mean "nothing was decided" are retried; a 4xx is the final word.
const retryableStatus = new Set([502, 503, 504]);

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isFailure(body: unknown): body is ApiFailure {
  return typeof body === "object" && body !== null && (body as ApiFailure).ok === false;
}

async function readAnswer<T>(response: Response): Promise<T | SendFailure> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === "object") return body as T;
  const undecided = retryableStatus.has(response.status) ? { undecided: true as const } : {};
  if (isFailure(body)) return { ...body, ...undecided };
  return { ok: false, error: { code: "internal" }, ...undecided };
}

/**
 * POSTs an enquiry as JSON. The same Idempotency-Key goes with every retry, so a request that
 * reached the server but whose answer was lost on a flaky mobile network is not stored twice.
 */
export async function postEnquiry<T>(
  path: string,
  payload: unknown,
  idempotencyKey: string,
  retryDelaysMs: readonly number[] = defaultRetryDelaysMs,
): Promise<T | SendFailure> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", [idempotencyHeader]: idempotencyKey },
        body: JSON.stringify(payload),
      });
    } catch {
      response = null;
    }
    const retryable = response === null || retryableStatus.has(response.status);
    // A phone that knows it is offline gains nothing by waiting here: the enquiry is kept.
    const delay = navigator.onLine === false ? undefined : retryDelaysMs[attempt];
    if (retryable && delay !== undefined) {
      await sleep(delay);
      continue;
    }
    return response === null ? offlineFailure : readAnswer<T>(response);
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
    /** After a success the next submission, even with equal values, is a new enquiry. */
    forget() {
      last = null;
    },
  };
}
