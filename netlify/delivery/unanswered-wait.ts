import { formatSpan } from "../../src/shared/india-dates";

/**
 * How long nobody has had an enquiry, as a re-alert's mail and the webhook's last alert say it:
 * "for 3 h 5 min". After a hand-back the period counts from the hand-back and says so
 * ("for 10 min since it was handed back"), where the bare minutes would read like a fresh
 * booking's. `since` is the period's start in whole seconds, as the re-alert's purpose and the
 * alert's detail keep it.
 */
export function unansweredWait(since: Date, received: Date, now: Date): string {
  const wait = formatSpan(Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)));
  // A first period starts with the enquiry's own row (one statement, one clock).
  const handedBack = since.getTime() > Math.floor(received.getTime() / 1000) * 1000;
  return `for ${wait}${handedBack ? " since it was handed back" : ""}`;
}
