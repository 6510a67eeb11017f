import { describe, expect, it } from "vitest";
import { deriveKey, networkOf } from "../../netlify/intake/rate-limit";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

const secret = publicSiteSecrets.development;

describe("deriveKey", () => {
  it("gives each purpose its own key: a claim link's MAC signs no thank-you link", () => {
    const purposes = ["rate limit", "claim links", "thank-you links", "no-script form keys"];
    const keys = purposes.map((purpose) => deriveKey(secret, purpose).toString("hex"));
    expect(new Set(keys).size).toBe(purposes.length);
    expect(deriveKey(publicSiteSecrets.testOtherSite, "claim links")).not.toEqual(
      deriveKey(secret, "claim links"),
    );
  });

  it("derives the same key in every release, so links already in operators' mail keep working", () => {
    // HKDF-SHA256 (RFC 5869), empty salt, info "drop-taxi claim links": computed once from the
    // RFC's two HMAC steps with another language's HMAC, not by this module.
    expect(deriveKey(secret, "claim links").toString("hex")).toBe(
      "615fcd884901092b0f1994cdd9b275690465d0b2247fff1e0c3866dd50a9238c",
    );
  });
});

/** Whether two client addresses count against one network's limit. */
const sameNetwork = (a: string, b: string) => networkOf(a) === networkOf(b);

describe("networkOf", () => {
  it.each([
    ["a full address and its /64 written short", "2001:db8:1:2:3:4:5:6", "2001:DB8:1:2::ffff"],
    ["an address in brackets and without", "[2001:db8::1]", "2001:db8::2"],
    ["a link-local address with its zone and without", "fe80::1%eth0", "fe80::2"],
    ["an IPv4 address and its IPv4-mapped form", "203.0.113.7", "::ffff:203.0.113.7"],
    ["two texts that are no address (one shared network)", "not an address", ""],
  ])("counts %s as one network", (_name, a, b) => {
    expect(sameNetwork(a, b)).toBe(true);
  });

  it.each([
    ["two /64s that differ only in their fourth group", "2001:0:0:1:2:3:4:5", "2001:0:0:2:2:3:4:5"],
    ["two /64s", "2001:db8:4:5::1", "2001:db8:4:6::1"],
    ["two IPv4 addresses", "203.0.113.7", "203.0.113.8"],
    ["an address and a text that is none", "2001:db8::1", "2001:db8::1::1"],
  ])("tells apart %s", (_name, a, b) => {
    expect(sameNetwork(a, b)).toBe(false);
  });
});
