import { inIndia, nightOf } from "./pickup-time";

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

/** A span of whole minutes as the operators read it: "40 min", "1 h 46 min", "26 h". */
export function formatSpan(minutes: number): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  const parts = [hours > 0 ? `${hours} h` : "", rest > 0 || hours === 0 ? `${rest} min` : ""];
  return parts.filter(Boolean).join(" ");
}

/** "05:30" → "05:30 IST". */
export function formatTime(time: string): string {
  return `${time} IST`;
}

/**
 * A pickup's time as the operator reads it: "05:30 IST"; in the small hours, also the night it
 * falls in, "00:15 IST, the night of Thu 26 Nov → Fri 27 Nov": a passenger who says "Friday
 * night, twelve-fifteen" may mean the night after, so the operator confirms the day.
 */
export function formatPickupTime(date: string, time: string): string {
  const night = nightOf(date, time);
  if (!night) return formatTime(time);
  const [evening, morning] = [night.evening, night.morning].map((day) =>
    formatDay(day, { withYear: false }),
  );
  return `${formatTime(time)}, the night of ${evening} → ${morning}`;
}

/**
 * An instant as the claim page says it: "05:16 IST" today, "05:16 IST on Mon 23 Nov" on another
 * day, so a claim from days ago does not read as this morning's.
 */
export function formatIndiaMoment(instant: Date, now: Date): string {
  const { date, time } = inIndia(instant);
  if (date === inIndia(now).date) return formatTime(time);
  return `${formatTime(time)} on ${formatDay(date, { withYear: false })}`;
}

/** An instant in India time: "Sun 22 Nov 2026, 15:10 IST". */
export function formatIndiaTime(instant: Date): string {
  const { date, time } = inIndia(instant);
  return `${formatDay(date)}, ${formatTime(time)}`;
}
