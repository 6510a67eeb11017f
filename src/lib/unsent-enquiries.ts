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

/**
 * How a kept enquiry was settled, told to the page's other tabs: its answer (a reference, or an
 * error's codes), never what the passenger typed, which each tab that told it still holds.
 */
export type Settlement =
  { kind: "sent"; answer: unknown } | { kind: "refused"; answer: unknown } | { kind: "expired" };

/** Where settlements wait for the other tabs, `at` when each was written (ms). */
export const settledStorageKey = "drop-taxi:settled";
/**
 * How long a settlement waits: a tab the phone froze in the background may hear of it only
 * when the passenger comes back to it, the next morning say.
 */
const settlementKeptMs = 24 * 3600_000;

type StoredSettlement = Settlement & { key: string; at: number };

/** An answer as a tab of this page wrote it: a reference, or an error's code. */
function isAnswer(kind: Settlement["kind"], answer: unknown) {
  const told = answer as { ok?: unknown; reference?: unknown; error?: { code?: unknown } } | null;
  if (kind === "sent") return told?.ok === true && typeof told.reference === "string";
  if (kind === "refused") return told?.ok === false && typeof told.error?.code === "string";
  return true;
}

function isSettlement(value: unknown): value is StoredSettlement {
  const item = value as (Partial<StoredSettlement> & { answer?: unknown }) | null;
  return (
    typeof item?.key === "string" &&
    typeof item.at === "number" &&
    (item.kind === "sent" || item.kind === "refused" || item.kind === "expired") &&
    isAnswer(item.kind, item.answer)
  );
}

/** The settlements of the last day; older ones (or a shape this page cannot read) are removed. */
function readSettlements(): StoredSettlement[] {
  const store = storage();
  try {
    const stored: unknown = JSON.parse(store?.getItem(settledStorageKey) ?? "[]");
    const since = Date.now() - settlementKeptMs;
    const all = Array.isArray(stored) ? stored : [];
    const recent = all.filter(isSettlement).filter((item) => item.at > since);
    if (recent.length < all.length) {
      if (recent.length === 0) store?.removeItem(settledStorageKey);
      else store?.setItem(settledStorageKey, JSON.stringify(recent));
    }
    return recent;
  } catch {
    return [];
  }
}

function writeSettlement(key: string, settlement: Settlement) {
  const others = readSettlements().filter((item) => item.key !== key);
  try {
    storage()?.setItem(
      settledStorageKey,
      JSON.stringify([...others, { ...settlement, key, at: Date.now() }]),
    );
  } catch {
    // Full, or refused: the other tabs' notices go without saying how.
  }
}

/**
 * No longer to be sent. `settlement`: how it ended, for another tab that told it as waiting;
 * written before it leaves the list, so a tab that hears it left can read how.
 */
export function forgetUnsent(key: string, settlement?: Settlement) {
  const items = readAll();
  if (!items.some((item) => item.key === key)) return;
  if (settlement) writeSettlement(key, settlement);
  writeAll(items.filter((item) => item.key !== key));
}

/** Removes the settlements past their day, on a visit that settles nothing. */
export function forgetOldSettlements() {
  readSettlements();
}

/** How another tab settled a kept enquiry, if it said. */
export function settlementOf(key: string): Settlement | undefined {
  return readSettlements().find((item) => item.key === key);
}
