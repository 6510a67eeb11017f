/**
 * Enquiries the page could not deliver (no network, or a server that could not decide), kept in
 * localStorage with their Idempotency-Key until they are sent: when the phone is online again, or
 * on the next visit, however much later, since the page promised to send them. The key makes a
 * resend of one that did arrive a replay, never a second row.
 */
export interface UnsentEnquiry {
  path: string;
  payload: unknown;
  key: string;
  /** A booking's pickup (ms): past it, sending is no use and the passenger is told instead. */
  sendBefore?: number;
  /** When the passenger pressed Send (ms): the operators read how old it is. Older pages kept none. */
  sentAt?: number;
  /** Not to be sent before this (ms): the server said too many came from here just now. */
  notBefore?: number;
}

/** Where they wait; another tab's change to it reaches this one as a `storage` event. */
export const unsentStorageKey = "drop-taxi:unsent";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage turned off (some private modes): nothing can be kept.
    return null;
  }
}

function isUnsent(value: unknown): value is UnsentEnquiry {
  const item = value as Partial<UnsentEnquiry> | null;
  return (
    typeof item?.path === "string" &&
    typeof item.key === "string" &&
    (item.sendBefore === undefined || typeof item.sendBefore === "number") &&
    (item.sentAt === undefined || typeof item.sentAt === "number") &&
    (item.notBefore === undefined || typeof item.notBefore === "number")
  );
}

function readAll(): UnsentEnquiry[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(unsentStorageKey) ?? "[]");
    if (!Array.isArray(stored)) return [];
    return stored.filter(isUnsent);
  } catch {
    return [];
  }
}

function writeAll(items: UnsentEnquiry[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (items.length === 0) store.removeItem(unsentStorageKey);
    else store.setItem(unsentStorageKey, JSON.stringify(items));
    return true;
  } catch {
    // Full, or refused.
    return false;
  }
}

/**
 * Keeps an enquiry to send later (or keeps it again). Every other kept enquiry stays: this
 * form's earlier presses, an earlier visit's, another tab's or another page's, each promised to
 * its passenger. False if this browser cannot keep it.
 */
export function keepUnsent(item: UnsentEnquiry): boolean {
  const others = readAll().filter((kept) => kept.key !== item.key);
  return writeAll([...others, item]);
}

/** What is kept for one form. */
export function unsentFor(path: string): UnsentEnquiry[] {
  return readAll().filter((item) => item.path === path);
}

/** Holds a kept enquiry back until `notBefore` (ms), if it is still kept. */
export function postponeUnsent(key: string, notBefore: number) {
  writeAll(readAll().map((item) => (item.key === key ? { ...item, notBefore } : item)));
}

export function forgetUnsent(key: string) {
  writeAll(readAll().filter((item) => item.key !== key));
}
