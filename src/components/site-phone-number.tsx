import { site } from "../config/site";

/** "+91 98400 12345" → ["+91 ", "98400 12345"]: a narrow phone shows the number without the code. */
export function splitCountryCode(phone: string): [string, string] {
  const match = /^(\+\d+\s)(.*)$/.exec(phone);
  return match ? [match[1]!, match[2]!] : ["", phone];
}

/**
 * The site's number as shown in a list: never broken inside the country code or the number, but
 * with the phone's text made very large it takes a second line after the code rather than widen
 * the page.
 */
export function SitePhoneNumber() {
  const [countryCode, localNumber] = splitCountryCode(site.phoneDisplay);
  return (
    <>
      <span className="phone-part">{countryCode}</span>
      <span className="phone-part">{localNumber}</span>
    </>
  );
}
