import { signValues, verifiedValues } from "../platform/signed-token";

/**
 * Where a form posted without script is sent after it is stored (303 See Other): the function's
 * own address with a signed token naming the enquiry, which a GET turns into the thank-you page.
 * A refresh asks for the page again and posts nothing. The token shows the enquiry for a day.
 */
export const thanksParam = "thanks";
const thanksSeconds = 24 * 60 * 60;

export function thanksPath(path: string, key: Buffer, kind: string, id: string, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + thanksSeconds;
  return `${path}?${thanksParam}=${signValues(key, [kind, id, expires])}`;
}

/** The enquiry's id a thank-you link names, or null for a link that is altered, old or not this kind's. */
export function thanksEnquiryId(key: Buffer, kind: string, token: string, now = new Date()) {
  const values = verifiedValues(key, token);
  if (!values || values.length !== 3) return null;
  const [signedKind, id, expires] = values;
  if (signedKind !== kind || typeof id !== "string" || typeof expires !== "number") return null;
  return expires * 1000 > now.getTime() ? id : null;
}
