/** Thrown when work outlived the time it was given; the work itself may still finish later. */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = "DeadlineError";
  }
}

/**
 * The promise's result, or a DeadlineError once `ms` have passed. Used where a service outside
 * the database (Blobs, the alert webhook) must never hold up a passenger's answer or the
 * scheduled run, whatever its client library does about retries.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, Math.max(0, ms))), Math.max(0, ms));
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** A point in time work must be done by, and how much of it is left. */
export interface Deadline {
  remainingMs(): number;
}

export function deadlineIn(ms: number, now = Date.now()): Deadline {
  const at = now + ms;
  return { remainingMs: () => Math.max(0, at - Date.now()) };
}
