/** What the tests of the language files share: every string a file holds, and what counts as English. */

/** The sample values a sentence function is called with. */
export const slots = ["{1}", "{2}", "{3}", "{4}"];

/**
 * Every string a language file holds, with where: a sentence function is called with sample
 * values ({1}, {2} …); one that needs real ones (a vehicle, a date) is left to the other tests.
 */
export function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    try {
      const said = (value as (...args: unknown[]) => unknown)(...slots);
      return leaves(Array.isArray(said) ? said.join("") : said, `${path}()`);
    } catch {
      return [];
    }
  }
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => key !== "format")
      .flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  }
  return [];
}

/** Names every language writes as English does (a product, a body, an example address). */
const names =
  /name@example\.com|WhatsApp|Google Maps|UPI|Neon|Netlify|Data Protection Board of India/g;

/**
 * Whether an English string is a sentence a translation must not keep as it is: names of things
 * (SUV/MUV, 24/7, an e-mail address, a company) and bare figures may stay.
 */
export const isSentence = (english: string) =>
  /[a-z]{3,}\s+[a-z]{3,}/i.test(english.replace(names, ""));
