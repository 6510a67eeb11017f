/**
 * Whether a POST came from a page of this site, as the browser tells it: Sec-Fetch-Site where
 * the browser sends it (every current one), else the Origin header against the host the request
 * was made to (so a deploy preview's own address counts as the site). A request with neither
 * came from no browser at all (a script, curl), which could post its own form anyway.
 */
export function isFromOtherSite(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite !== "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    // "null" (a sandboxed frame, a data: page) or anything else that is no origin.
    return true;
  }
}
