import { inIndia } from "../../src/shared/pickup-time";

/**
 * Dates and times as the operators read them: the weekday first (a driver is booked for
 * "Tuesday", not for "the 24th"), English month names, and every time marked IST.
 * Written out by hand, not by Intl, whose English month names differ between ICU versions
 * ("Sep" or "Sept").
 */

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-24" → "Tue 24 Nov 2026" (or "Tue 24 Nov" where the year goes without saying). */
export function formatDay(date: string, { withYear = true } = {}): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${months[month - 1]}${withYear ? ` ${year}` : ""}`;
}

/** "05:30" → "05:30 IST". */
export function formatTime(time: string): string {
  return `${time} IST`;
}

/** An instant in India time: "Sun 22 Nov 2026, 15:10 IST". */
export function formatIndiaTime(instant: Date): string {
  const { date, time } = inIndia(instant);
  return `${formatDay(date)}, ${formatTime(time)}`;
}
