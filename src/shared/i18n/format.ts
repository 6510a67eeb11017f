/**
 * Figures in the reader's way: Intl for the page's locale. Rupees are grouped the Indian way
 * (₹12,34,567) in every language, as prices are written across South India; `numberTag` names
 * the locale whose grouping that is where the language's own CLDR data groups otherwise
 * (Kannada's gives 1,234,567). Formatters are made on first use: a cheap phone pays for each.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** An instant whose UTC fields are the given day and time, so no time zone can move them. */
const at = (date: string, time = "00:00") => new Date(`${date}T${time}:00Z`);

export function formatsFor(tag: string, numberTag = tag) {
  const number = lazy(() => new Intl.NumberFormat(numberTag, { maximumFractionDigits: 0 }));
  const percent = lazy(() => new Intl.NumberFormat(tag, { style: "percent" }));
  const dayParts = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;
  const day = lazy(() => new Intl.DateTimeFormat(tag, dayParts));
  const dayOfYear = lazy(() => new Intl.DateTimeFormat(tag, { ...dayParts, year: "numeric" }));
  const weekday = lazy(() => new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }));
  const clock = lazy(
    () => new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  const hourOfDay = lazy(
    () => new Intl.DateTimeFormat(tag, { hour: "numeric", dayPeriod: "short", timeZone: "UTC" }),
  );
  const and = lazy(() => new Intl.ListFormat(tag, { type: "conjunction" }));
  const or = lazy(() => new Intl.ListFormat(tag, { type: "disjunction" }));
  return {
    number: (value: number) => number().format(value),
    rupees: (amount: number) => `₹${number().format(amount)}`,
    /** 0.1 → "10%". */
    percent: (rate: number) => percent().format(rate),
    /** "2026-03-13" → "Friday, 13 March", or with its year: "Friday, 13 March 2026". */
    date: (isoDate: string, withYear = false) =>
      (withYear ? dayOfYear() : day()).format(at(isoDate)),
    /** "2026-03-13" → "Friday". */
    weekday: (isoDate: string) => weekday().format(at(isoDate)),
    /** "05:30" → "5:30 am". */
    time: (time: string) => clock().format(at("2000-01-01", time)),
    /** "22:00" → "10 at night", "இரவு 10": an hour as people say it. */
    hour: (time: string) => hourOfDay().format(at("2000-01-01", time)),
    /** ["A", "B", "C"] → "A, B and C". */
    and: (items: string[]) => and().format(items),
    /** ["A", "B"] → "A or B". */
    or: (items: string[]) => or().format(items),
  };
}

export type Formats = ReturnType<typeof formatsFor>;

/**
 * "22:00" → "10", "06:30" → "6:30": the hour on a 12-hour clock, for a language that says the
 * part of the day in words of its own order ("ರಾತ್ರಿ 10"), where Intl's order reads unnaturally.
 */
export function hour12(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}
