import { formatIndiaTime, formatSpan } from "../../src/shared/india-dates";

/**
 * An enquiry the passenger's page kept (no network, or no answer from us) and sent later, as the
 * operators read it: at 3 AM a message asking for a car "tomorrow" must not pass for one sent
 * tonight.
 */

/** A wait shorter than this is the page's own retrying, not news for the operator. */
const lateMinutes = 5;

interface Arrival {
  createdAt: Date;
  passengerSentAt: Date | null;
}

/** Minutes between the passenger's Send and its arrival, where the wait is worth saying. */
function minutesLate({ createdAt, passengerSentAt }: Arrival): number | null {
  if (!passengerSentAt) return null;
  const minutes = Math.floor((createdAt.getTime() - passengerSentAt.getTime()) / 60_000);
  return minutes >= lateMinutes ? minutes : null;
}

/** "40 min", "5 h 10 min", "3 days": past two days the hours stop mattering. */
function formatWait(minutes: number): string {
  const days = Math.floor(minutes / (24 * 60));
  return days >= 2 ? `${days} days` : formatSpan(minutes);
}

/** Whether the passenger sent it well before it arrived (kept on their phone meanwhile). */
export const cameLate = (enquiry: Arrival) => minutesLate(enquiry) !== null;

/** What leads the preview of an enquiry that came late: "Sent by passenger 3 days before it arrived". */
export function keptOnPhoneLead(enquiry: Arrival): string | undefined {
  const minutes = minutesLate(enquiry);
  return minutes === null
    ? undefined
    : `Sent by passenger ${formatWait(minutes)} before it arrived`;
}

/**
 * The mail's "Received" field, and before it, for an enquiry that came late, when the passenger
 * sent it and why it took so long.
 */
export function arrivalFields(enquiry: Arrival): [label: string, value: string][] {
  const received: [string, string] = ["Received", formatIndiaTime(enquiry.createdAt)];
  const minutes = minutesLate(enquiry);
  if (minutes === null || !enquiry.passengerSentAt) return [received];
  const sent = `${formatIndiaTime(enquiry.passengerSentAt)}, ${formatWait(minutes)} before it arrived`;
  return [["Sent by passenger", `${sent} (kept on their phone until it could be sent)`], received];
}
