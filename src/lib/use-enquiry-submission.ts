import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { ApiErrorCode, ApiFailure } from "../shared/forms/api";
import { honeypotField } from "../shared/forms/fields";
import { applyFieldErrors } from "./apply-field-errors";
import { createIdempotencyKeys, postEnquiry, type SendFailure } from "./post-enquiry";
import {
  forgetOldSettlements,
  forgetUnsent,
  keepUnsent,
  postponeUnsent,
  settlementOf,
  unsentFor,
  unsentStorageKey,
  type Settlement,
  type UnsentEnquiry,
} from "./unsent-enquiries";

/**
 * What became of an enquiry kept unsent, once the page could try it again. `key`: its
 * Idempotency-Key, which names it in the form's notices (the answer to a press names it too).
 */
export type KeptOutcome<Accepted> =
  /** `own`: the enquiry this form kept (the form may still hold it), not another visit's. */
  | { kind: "sent"; key: string; answer: Accepted; payload: unknown; own: boolean }
  | { kind: "refused"; key: string; answer: ApiFailure; payload: unknown }
  | { kind: "expired"; key: string; payload: unknown }
  /**
   * Kept on an earlier visit (or in another tab) and not through yet: the form says so once, so
   * that the passenger does not type it again, which would send it twice.
   */
  | { kind: "waiting"; key: string; payload: unknown }
  /**
   * Told as kept, and no longer kept, though not settled here, nor told how by the tab that
   * settled it (a page before this one, or a browser that could not store it): its notice goes.
   */
  | { kind: "gone"; key: string };

/**
 * `kept`: it waits in this browser; `heldMinutes`: about how long it is held back because the
 * server asked (a rate_limited answer), where a kept one otherwise waits for a connection.
 */
export type SubmitFailure = ApiFailure & { kept?: boolean; heldMinutes?: number };

/** How often the page tries its kept enquiries again while it stays open. */
export const keptRetryMs = 30_000;

/**
 * The server has the key already, for other data or for an enquiry since erased: what the form
 * sends next is a new enquiry, under a new key (the same values would otherwise get one again).
 */
const keySpent = (code: ApiErrorCode) => code === "idempotency_key_reused" || code === "removed";

/** Keys being sent from the kept list right now: a page load and an `online` event send each once. */
const sendingKept = new Set<string>();
/** Keys a press has had its answer for, which a send of the kept one must not tell again. */
const answeredByPress = new Set<string>();

/** The kept enquiries a form has told as kept or waiting, each with what it sends. */
type Told = RefObject<Map<string, unknown>>;

/**
 * A kept enquiry whose fate is known: no longer kept, nor the form's own, nor one whose going
 * is news (its outcome is told instead, here and, through `settlement`, in the other tabs).
 */
function settled(
  key: string,
  keptHere: RefObject<string | null>,
  told: Told,
  settlement?: Settlement,
) {
  forgetUnsent(key, settlement);
  told.current.delete(key);
  if (keptHere.current === key) keptHere.current = null;
}

/** How long to hold a kept enquiry back after a rate_limited answer that named no time. */
const defaultRetryAfterSeconds = 60;
/**
 * The longest hold: past every limit's window (rate-limit.ts; Netlify's is a minute), so a longer
 * Retry-After, or a hold that a phone's clock set back has stretched, is not waited out.
 */
const longestHoldMs = 15 * 60_000;

/**
 * Holds a kept enquiry back for as long as a rate_limited answer asked, within reason.
 * Returns the hold in whole minutes, as the passenger is told it.
 */
function holdBack(key: string, failure: ApiFailure) {
  const seconds = failure.error.retryAfterSeconds ?? defaultRetryAfterSeconds;
  const holdMs = Math.min(seconds * 1000, longestHoldMs);
  postponeUnsent(key, Date.now() + holdMs);
  return Math.max(1, Math.ceil(holdMs / 60_000));
}

/** A kept booking whose pickup has passed: never sent, and the passenger told so. */
function isTooLate({ sendBefore }: UnsentEnquiry) {
  return sendBefore !== undefined && sendBefore <= Date.now();
}

function isHeld({ notBefore }: UnsentEnquiry) {
  const now = Date.now();
  return notBefore !== undefined && notBefore > now && notBefore - now <= longestHoldMs;
}

/**
 * What both forms do with a valid submission: add the honeypot's value, send it with an
 * Idempotency-Key that survives retries of the same values, and on failure log it and put the
 * server's field errors (codes, which the form words) beside the fields. When nothing was decided
 * (no network, no answer in time, a server that could not store it), the enquiry is kept in this
 * browser and sent again by itself when the phone is online, every half minute while the page is
 * open, or on the next visit; `onKept` hears how that went.
 * Returns the server's answer (codes, which the form words); `kept` says it waits in this browser.
 */
export function useEnquirySubmission<Accepted extends { ok: true }>(
  path: string,
  retryDelaysMs: readonly number[],
  onKept: (outcome: KeptOutcome<Accepted>) => void,
) {
  const honeypotRef = useRef<HTMLInputElement>(null);
  // One key maker for the form's life (its state, never replaced).
  const [keys] = useState(createIdempotencyKeys);
  // The form's latest handler (it reads the form's state as it is when the kept one is sent),
  // in place from the commit that rendered it, so a send that ends at once never hears an old one.
  const kept = useEffectEvent(onKept);
  // The key of the enquiry this form's press kept, while it waits: its notice is the press's,
  // and once sent, the form is emptied if it still holds it. What an earlier visit or another
  // tab kept is told as waiting instead.
  const keptHere = useRef<string | null>(null);
  // The kept enquiries the form has told as kept or waiting: once each, not at every retry; if
  // another tab settles one, its outcome is told here too.
  const told: Told = useRef(new Map());

  /**
   * Each enquiry told as kept that is kept no more, and not on its way from here: another tab
   * sent, refused or gave it up, and says how, or it just goes.
   */
  const tellSettledElsewhere = useEffectEvent(() => {
    const stillKept = new Set(unsentFor(path).map(({ key }) => key));
    for (const [key, payload] of told.current) {
      if (stillKept.has(key) || sendingKept.has(key)) continue;
      const own = keptHere.current === key;
      settled(key, keptHere, told);
      const settlement = settlementOf(key);
      if (settlement?.kind === "sent") {
        kept({ kind: "sent", key, answer: settlement.answer as Accepted, payload, own });
      } else if (settlement?.kind === "refused") {
        const answer = settlement.answer as ApiFailure;
        if (keySpent(answer.error.code)) keys.forget(key);
        kept({ kind: "refused", key, answer, payload });
      } else if (settlement?.kind === "expired") {
        kept({ kind: "expired", key, payload });
      } else kept({ kind: "gone", key });
    }
  });

  // Another tab changed what is kept (it sent one, say): this form's notices follow at once.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === unsentStorageKey) tellSettledElsewhere();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    /**
     * A kept enquiry not through yet, other than the one this form's press kept and told: still
     * kept (a press of the same data may have been answered meanwhile), and not past its pickup.
     */
    function stillWaiting(item: UnsentEnquiry) {
      if (item.key === keptHere.current || told.current.has(item.key)) return;
      if (answeredByPress.has(item.key) || !unsentFor(path).some(({ key }) => key === item.key)) {
        return;
      }
      if (isTooLate(item)) return;
      told.current.set(item.key, item.payload);
      kept({ kind: "waiting", key: item.key, payload: item.payload });
    }
    async function sendKept() {
      tellSettledElsewhere();
      if (navigator.onLine === false) {
        unsentFor(path).forEach(stillWaiting);
        return;
      }
      for (const listed of unsentFor(path)) {
        // Read again: while the one before was on its way, a press may have replaced this one,
        // or another tab sent it.
        const item = unsentFor(path).find((stillKept) => stillKept.key === listed.key);
        if (!item || sendingKept.has(item.key)) continue;
        if (isTooLate(item)) {
          settled(item.key, keptHere, told, { kind: "expired" });
          kept({ kind: "expired", key: item.key, payload: item.payload });
          continue;
        }
        // Told before it goes, not once its try has failed: on a slow network that may take
        // 15 s, in which the passenger would type it again.
        stillWaiting(item);
        if (isHeld(item)) continue;
        sendingKept.add(item.key);
        try {
          const answer = await postEnquiry<Accepted>(
            path,
            item.payload,
            item.key,
            retryDelaysMs,
            item.sentAt,
          );
          // Still undecided: it stays kept for the next chance, as the page promised.
          if (!answer.ok && answer.undecided) {
            stillWaiting(item);
            continue;
          }
          // Pressed again meanwhile and answered there (the same key): that press told it.
          if (answeredByPress.has(item.key)) continue;
          // Too many sent from here just now: it waits as long as the server asked, since every
          // try before then counts against the limit again (and the network's neighbours').
          if (!answer.ok && answer.error.code === "rate_limited") {
            holdBack(item.key, answer);
            stillWaiting(item);
            continue;
          }
          const own = keptHere.current === item.key;
          settled(item.key, keptHere, told, { kind: answer.ok ? "sent" : "refused", answer });
          if (!answer.ok && keySpent(answer.error.code)) keys.forget(item.key);
          const { key, payload } = item;
          kept(
            answer.ok
              ? { kind: "sent", key, answer, payload, own }
              : { kind: "refused", key, answer, payload },
          );
        } finally {
          sendingKept.delete(item.key);
        }
      }
    }
    const onOnline = () => void sendKept();
    forgetOldSettlements();
    void sendKept();
    window.addEventListener("online", onOnline);
    // A connection that went quiet comes back with no "online" event: try again now and then.
    const retry = setInterval(onOnline, keptRetryMs);
    return () => {
      window.removeEventListener("online", onOnline);
      clearInterval(retry);
    };
  }, [path, retryDelaysMs, keys]);

  /**
   * Sends a press of the form. `key`: the Idempotency-Key it went under, which names it in the
   * form's notices (a kept one's notice is replaced by its outcome, whichever way it comes). A
   * press with other data than a kept one is an enquiry of its own, never in its place: a
   * correction and a second car look alike here, and a booking dropped unsent is lost, where
   * two reach the operators named as each other's look-alikes.
   */
  async function submit<Values extends FieldValues>(
    values: object,
    setError: UseFormSetError<Values>,
    options: { sendBefore?: number } = {},
  ): Promise<{ key: string; answer: Accepted | SubmitFailure }> {
    const payload = { ...values, [honeypotField]: honeypotRef.current?.value ?? "" };
    // The same enquiry kept already (pressed again, here or on an earlier visit): sent under its
    // key, so the server sees one enquiry, and as old as its first press, which it says.
    const serialised = JSON.stringify(payload);
    const twin = unsentFor(path).find((item) => JSON.stringify(item.payload) === serialised);
    const key = twin?.key ?? keys.keyFor(payload);
    const pressedAt = Date.now();
    // On its way from here: the page's own resend leaves it alone meanwhile.
    sendingKept.add(key);
    let answer: Accepted | SendFailure;
    try {
      answer = await postEnquiry<Accepted>(path, payload, key, retryDelaysMs, twin?.sentAt);
    } finally {
      sendingKept.delete(key);
    }
    if (answer.ok) {
      answeredByPress.add(key);
      keys.forget();
      settled(key, keptHere, told, { kind: "sent", answer });
      return { key, answer };
    }
    // Another tab settled the kept twin while this press waited: nothing is kept again.
    const settledElsewhere = twin && !unsentFor(path).some((item) => item.key === key);
    const keeping = { ...twin, path, payload, key, sentAt: twin?.sentAt ?? pressedAt, ...options };
    if (answer.undecided && !settledElsewhere && keepUnsent(keeping)) {
      keptHere.current = key;
      told.current.set(key, payload);
      return { key, answer: { ...answer, kept: true } };
    }
    // Kept already, and told to wait: it goes by itself once the limit allows, as promised.
    if (twin && !settledElsewhere && answer.error.code === "rate_limited") {
      told.current.set(key, payload);
      return { key, answer: { ...answer, kept: true, heldMinutes: holdBack(key, answer) } };
    }
    // The other tab's answer is this press's: sent there is sent, not "could not be sent".
    const there = settledElsewhere ? settlementOf(key) : undefined;
    answeredByPress.add(key);
    if (there?.kind === "sent") {
      keys.forget();
      settled(key, keptHere, told);
      return { key, answer: there.answer as Accepted };
    }
    // Refused: a kept twin is refused too, and not sent again.
    const refusal = there?.kind === "refused" ? (there.answer as ApiFailure) : answer;
    settled(key, keptHere, told, { kind: "refused", answer: refusal });
    console.error(`Not sent to ${path}:`, refusal.error.code);
    if (keySpent(refusal.error.code)) keys.forget(key);
    applyFieldErrors(refusal.error.fieldErrors, setError);
    return { key, answer: refusal };
  }

  return { honeypotRef, submit };
}
