/**
 * The service runs in India, so a pickup date and time typed into the form always mean India
 * Standard Time, whatever the visitor's device or the server says. IST has no daylight saving.
 */
const istOffset = "+05:30";
const istOffsetMs = 5.5 * 60 * 60 * 1000;

export function pickupInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${istOffset}`);
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
