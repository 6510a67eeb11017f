import { describe, expect, it } from "vitest";
import {
  claimLinkDays,
  grantFor,
  signClaimToken,
  verifyClaimToken,
} from "../../netlify/claims/claim-token";
import { signValues } from "../../netlify/platform/signed-token";
import { deriveKey } from "../../netlify/intake/rate-limit";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

/**
 * An operator's claim link lasts exactly the days it promises, and only a grant this site signed,
 * in its one shape, is taken: anything else is "not valid", never an enquiry shown to a stranger.
 */
const key = deriveKey(publicSiteSecrets.development, "claim links");
const sent = new Date("2026-11-24T05:30:00Z");
const booking = { kind: "booking", id: "42" };
const at = (seconds: number) => new Date(sent.getTime() + seconds * 1000);

describe("a claim link", () => {
  // Made in each test, not once for all: what runs outside a test counts for no test's coverage.
  const token = () => signClaimToken(key, grantFor(booking, "ravi@droptaxi.example", sent));

  it("for a pickup past its days, works until 24 hours after the pickup and not one second more", () => {
    const pickup = at(30 * 24 * 3600);
    const dayAfter = 30 * 24 * 3600 + 24 * 3600;
    const later = signClaimToken(
      key,
      grantFor({ ...booking, neededAt: pickup }, "ravi@droptaxi.example", sent),
    );
    expect(verifyClaimToken(key, later, at(dayAfter - 1)).ok).toBe(true);
    expect(verifyClaimToken(key, later, at(dayAfter))).toEqual({ ok: false, reason: "expired" });
    // A pickup within its days changes nothing.
    const soon = grantFor({ ...booking, neededAt: at(3600) }, "ravi@droptaxi.example", sent);
    expect(soon.expires).toBe(grantFor(booking, "ravi@droptaxi.example", sent).expires);
  });

  it("names the enquiry and the operator it was sent to", () => {
    expect(verifyClaimToken(key, token(), sent)).toMatchObject({
      ok: true,
      grant: { kind: "booking", id: "42", operator: "ravi@droptaxi.example" },
    });
  });

  it(`works to the last second of its ${claimLinkDays} days and not one second more`, () => {
    const lifetime = claimLinkDays * 24 * 60 * 60;
    expect(verifyClaimToken(key, token(), at(lifetime - 1)).ok).toBe(true);
    expect(verifyClaimToken(key, token(), at(lifetime))).toEqual({ ok: false, reason: "expired" });
  });

  it.each([
    ["three values (a thank-you link's shape)", ["booking", "42", 4_000_000_000]],
    ["a fifth value", ["booking", "42", "ravi@droptaxi.example", 4_000_000_000, "admin"]],
    ["a number for the kind", [1, "42", "ravi@droptaxi.example", 4_000_000_000]],
    ["a number for the id", ["booking", 42, "ravi@droptaxi.example", 4_000_000_000]],
    ["a number for the operator", ["booking", "42", 7, 4_000_000_000]],
    ["the expiry as text", ["booking", "42", "ravi@droptaxi.example", "4000000000"]],
  ])("refuses a token signed with the key but holding %s", (_shape, values) => {
    expect(verifyClaimToken(key, signValues(key, values), sent)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
