/**
 * The service runs in India, so a pickup date and time typed into the form always mean India
 * Standard Time, whatever the visitor's device or the server says. IST has no daylight saving.
 */
const istOffset = "+05:30";
const istOffsetMs = 5.5 * 60 * 60 * 1000;

export function pickupInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${istOffset}`);
}

/** Pickups before this hour fall in a night a passenger may name by the day before. */
const smallHoursEnd = "05:00";

/**
 * The night a small-hours pickup falls in, as its evening's and morning's dates ("2026-11-29",
 * "2026-11-30" for 00:30 on the 30th); none for a pickup from `smallHoursEnd` on. A passenger
 * who says "Sunday night, half past twelve" may mean either day: both sides name the night.
 */
export function nightOf(date: string, time: string): { evening: string; morning: string } | null {
  if (time >= smallHoursEnd) return null;
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const evening = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
  return { evening, morning: date };
}

/** The date (YYYY-MM-DD) and time (HH:MM) in India at an instant. */
export function inIndia(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + istOffsetMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today's date in India as YYYY-MM-DD, for the date input's min. */
export function todayInIndia(now: Date = new Date()): string {
  return inIndia(now).date;
}

/**
 * How far ahead a pickup may be booked. A booking's details are kept for a while after its
 * pickup date (src/shared/privacy/retention.ts), so a date years away, by mistake or on purpose,
 * would keep a name and number for years.
 */
export const bookableMonthsAhead = 12;

/** The last date a pickup may be booked for: the same day `bookableMonthsAhead` months on. */
export function lastPickupDate(now: Date = new Date()): string {
  const [year = 0, month = 1, day = 1] = todayInIndia(now).split("-").map(Number);
  // Day 0 of the month after is the month's last day: 31 March + 1 month is 30 April, not
  // 1 May; 29 February + 12 months is 28 February.
  const monthEnd = new Date(Date.UTC(year, month + bookableMonthsAhead, 0));
  monthEnd.setUTCDate(Math.min(day, monthEnd.getUTCDate()));
  return monthEnd.toISOString().slice(0, 10);
}

/** True for a date that exists: "2027-02-28", not "2027-02-30" (JavaScript would roll it over). */
export function isCalendarDate(date: string): boolean {
  const [year = NaN, month = NaN, day = NaN] = date.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

/**
 * A date typed by hand where the browser shows a text box for the date picker (Opera Mini, some
 * feature phones), as India writes it: 25/11/2026, 25-11-26 or 25.11.2026 is the picker's
 * "2026-11-25". Anything else is left as typed, for the schema to judge.
 */
export function pickerDate(typed: string): string {
  const dayMonthYear = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4}|\d{2})\s*$/.exec(typed);
  if (!dayMonthYear) return typed.trim();
  const [, day = "", month = "", year = ""] = dayMonthYear;
  return `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/**
 * A time typed by hand in such a text box: "6:30 pm", "6.30PM", "6 am" or "18.30" is the
 * picker's "18:30", "18:30", "06:00", "18:30". Without am or pm only an hour the picker would
 * write ("06:30", "18.30") is read: "6:30" may mean the evening, and is left as typed, for the
 * schema to refuse.
 */
export function pickerTime(typed: string): string {
  const clock = /^\s*(\d{1,2})(?:\s*[:.]\s*(\d{2}))?\s*(?:([ap])\.?\s*m\.?)?\s*$/i.exec(typed);
  const [, hours = "", minutes, half] = clock ?? [];
  let hour = Number(hours);
  if (!clock || (half ? hour < 1 || hour > 12 : minutes === undefined || hours.length < 2)) {
    return typed.trim();
  }
  if (half) hour = (hour % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${minutes ?? "00"}`;
}
