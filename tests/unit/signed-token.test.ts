import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signValues, verifiedValues } from "../../netlify/platform/signed-token";
import { deriveKey } from "../../netlify/intake/rate-limit";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

/** A signed token gives back what was signed, and nothing, never an exception, for anything else. */
const key = deriveKey(publicSiteSecrets.development, "signed tokens");
const token = signValues(key, ["booking", "42", 4_000_000_000]);
/** A MAC made under the key for a payload signValues would never write. */
const signedRaw = (text: string) => {
  const payload = Buffer.from(text).toString("base64url");
  return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
};

describe("verifiedValues", () => {
  it("gives back the values signed", () => {
    expect(verifiedValues(key, token)).toEqual(["booking", "42", 4_000_000_000]);
  });

  it.each([
    ["empty", ""],
    ["without its MAC", token.split(".")[0]!],
    ["with an empty MAC", `${token.split(".")[0]}.`],
    ["with a third part after a valid MAC", `${token}.extra`],
    ["signed with another key", signValues(deriveKey(publicSiteSecrets.testOtherSite, "x"), [1])],
    ["signed over text that is not JSON", signedRaw("not json")],
    ["signed over JSON that is no list", signedRaw('{"kind":"booking"}')],
  ])("refuses a token %s", (_name, bad) => {
    expect(verifiedValues(key, bad)).toBeNull();
  });
});
