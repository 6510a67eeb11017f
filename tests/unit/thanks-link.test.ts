import { describe, expect, it } from "vitest";
import { thanksEnquiryId, thanksParam, thanksPath } from "../../netlify/intake/thanks-link";
import { signValues } from "../../netlify/platform/signed-token";
import { deriveKey } from "../../netlify/intake/rate-limit";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

/**
 * The thank-you page after a form posted without script shows the enquiry for a day, to the
 * form of its own kind, and to no altered or foreign link.
 */
const key = deriveKey(publicSiteSecrets.development, "thank-you links");
const posted = new Date("2026-11-24T05:30:00Z");
const hours = (count: number) => new Date(posted.getTime() + count * 60 * 60 * 1000);
const tokenOf = (path: string) => new URL(path, "https://x").searchParams.get(thanksParam)!;

describe("a thank-you link", () => {
  // Made in each test, not once for all: what runs outside a test counts for no test's coverage.
  const path = () => thanksPath("/api/booking", key, "booking", "42", posted);

  it("is the form's own address with the token", () => {
    expect(path()).toMatch(/^\/api\/booking\?thanks=[\w-]+\.[\w-]+$/);
  });

  it("shows the enquiry for a day, and not a second more", () => {
    const token = tokenOf(path());
    expect(thanksEnquiryId(key, "booking", token, hours(23))).toBe("42");
    expect(thanksEnquiryId(key, "booking", token, new Date(hours(24).getTime() - 1000))).toBe("42");
    expect(thanksEnquiryId(key, "booking", token, hours(24))).toBeNull();
    expect(thanksEnquiryId(key, "booking", token, hours(25))).toBeNull();
  });

  it("is no link for another kind's page", () => {
    expect(thanksEnquiryId(key, "contact", tokenOf(path()), posted)).toBeNull();
  });

  it.each([
    ["a fourth value", ["booking", "42", 4_000_000_000, "more"]],
    ["a number for the id", ["booking", 42, 4_000_000_000]],
    ["the expiry as text", ["booking", "42", "4000000000"]],
  ])("refuses a token signed with the key but holding %s", (_shape, values) => {
    expect(thanksEnquiryId(key, "booking", signValues(key, values), posted)).toBeNull();
  });
});
