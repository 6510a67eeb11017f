/**
 * The service runs in India, so a pickup date and time typed into the form always mean India
 * Standard Time, whatever the visitor's device or the server says. IST has no daylight saving.
 */
const istOffset = "+05:30";
const istOffsetMs = 5.5 * 60 * 60 * 1000;

export function pickupInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${istOffset}`);
}

/** Today's date in India as YYYY-MM-DD, for the date input's min. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that names a day on the calendar ("2026-02-30" does not; Date would roll it on). */
export function isCalendarDate(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}
