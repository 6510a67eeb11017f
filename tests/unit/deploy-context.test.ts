import { describe, expect, it } from "vitest";
import { deployedSiteProblems, isDeployed } from "../../netlify/platform/deployed-site";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

/**
 * Which invocations a deployed site's rules apply to, and what those rules tell the person who
 * set the site up (the entry point's refusal is deployed-site.test.ts).
 */
describe("isDeployed", () => {
  it.each(["production", "deploy-preview", "branch-deploy", "feature-x"])(
    "is true under Netlify's deploy context %s",
    (context) => {
      expect(isDeployed({ deploy: { context } })).toBe(true);
    },
  );

  it.each([
    ["Netlify's local tools (dev)", { deploy: { context: "dev" } }],
    ["the Vite plugin (empty)", { deploy: { context: "" } }],
    ["a context without a deploy", {}],
    ["no context at all", undefined],
  ])("is false under %s", (_name, context) => {
    expect(isDeployed(context)).toBe(false);
  });
});

describe("deployedSiteProblems", () => {
  const random = "20481937465092817364501928374650";

  it("finds none with a random secret and no fallbacks", () => {
    expect(deployedSiteProblems({ siteSecret: random, localDevFallbacks: false })).toEqual([]);
  });

  it("names each problem and what to set instead", () => {
    expect(
      deployedSiteProblems({ siteSecret: publicSiteSecrets.development, localDevFallbacks: true }),
    ).toEqual([
      "LOCAL_DEV_FALLBACKS=true is for local development only: delete it from the site's environment variables",
      "SITE_SECRET is a value written in this project's source code, which anyone can read: set it to a new random value (openssl rand -base64 32) in the site's environment variables",
    ]);
  });
});
