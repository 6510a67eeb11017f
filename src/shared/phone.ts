/**
 * Phone numbers as operators need them: something they can tap to call or WhatsApp.
 * An Indian mobile is the default (10 digits starting 6–9, with or without +91 or a leading 0);
 * any other country needs its + code. Kept hand-written and small because it ships in the form
 * bundle; a full numbering-plan library would cost more bytes than it earns here.
 */

/**
 * What people put between digits, and what a copied number brings along unseen: a number copied
 * from WhatsApp or the contacts app on Android comes wrapped in direction marks (U+202A…U+202C,
 * U+2066…U+2069), and some keyboards type a non-breaking hyphen or an en dash.
 */
const separators = /[\s\p{Cf}\p{Pd}().]/gu;
const indianMobile = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;
const international = /^(?:\+|00)([1-9]\d{7,14})$/;
/**
 * The country codes ITU gives to no country: satellite phones, international networks, shared
 * cost and premium rate. A call to one can cost the operator many times a call abroad, and no
 * passenger on the road needs one to be called back.
 */
const noCountry = /^(?:80[08]|87[08]|88[1238]|979|991)/;

/**
 * A trunk 0 written after the country code, as people abroad write their own number: "+44 (0)7700
 * 900123", "+971 050 123 4567", "+91 098400 12345". Dialled from India the 0 must go, or the call
 * and the WhatsApp chat reach nobody. The country code is told by how it is written (a group of
 * its own, or followed by "(0)"). Kept where a country's numbers begin with 0 from abroad too:
 * Italy, San Marino, the Vatican, Côte d'Ivoire, Benin, Gabon and the Republic of the Congo.
 */
const trunkZero = /^[\s(]*(?:\+|00)\s*(\d{1,3})\)?(?:\s*\(0\)|[\s\p{Pd}.]+0(?=[\s\p{Pd}.]*[1-9]))/u;
const zeroIsPartOfTheNumber = ["39", "378", "379", "225", "229", "241", "242"];

function withoutTrunkZero(text: string): string {
  const written = trunkZero.exec(text);
  if (!written?.[1] || zeroIsPartOfTheNumber.includes(written[1])) return text;
  return `+${written[1]} ${text.slice(written[0].length)}`;
}

/** Returns the number in E.164 form (+919840012345), or null when it is not a usable number. */
export function normalisePhone(raw: string): string | null {
  const compact = withoutTrunkZero(raw.replace(/\p{Cf}/gu, "")).replace(separators, "");
  const mobile = indianMobile.exec(compact);
  if (mobile) return `+91${mobile[1]}`;
  const other = international.exec(compact);
  // A +91 number that is not a mobile was already refused above; don't let it in here.
  if (other?.[1] && !other[1].startsWith("91") && !noCountry.test(other[1])) return `+${other[1]}`;
  return null;
}

/** Digits only, as wa.me links want them. */
export function whatsappDigits(e164: string): string {
  return e164.replace(/\D/g, "");
}

/**
 * The number as a person reads it back or dials it by hand: "+91 98765 43210". Other countries
 * stay in E.164: their groupings differ, and a wrong grouping misleads more than none.
 */
export function readablePhone(e164: string): string {
  const mobile = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : e164;
}

/**
 * The readable number for running text on a page: its groups joined by no-break spaces, so a
 * narrow screen never ends a line inside it ("+91 98400" here, "12345" on the next line).
 */
export function unbreakablePhone(e164: string): string {
  return readablePhone(e164).replaceAll(" ", "\u00a0");
}
