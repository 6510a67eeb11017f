import { describe, expect, it } from "vitest";
import { publicSiteSecrets, siteSecretProblem } from "../../netlify/platform/public-secrets";
import { secretLiterals, secretLiteralsInRepository } from "../support/secret-literals";

describe("the secrets written in this repository", () => {
  it("are found however they are written", () => {
    // Made here, not written out, so this file holds no secret of its own.
    const fixture = (name: string) => `${name}-fixture-${"0123456789".repeat(3)}`;
    const [one, two, three, four] = ["one", "two", "three", "four"].map(fixture);
    const kept = fixture("secret");
    const text = `
      const env = { SITE_SECRET: "${one}" };
      handlerDeps({ siteSecret: '${two}' });
      deriveKey(\`${three}\`, "claim links");
      SITE_SECRET=${four}
      const kept = "${kept}";
      SITE_SECRET: z.string(), SITE_SECRET=$(openssl rand -base64 32)
      import "../lib/public-secrets"; see 'tests/unit/public-secrets.test.ts'
      "smtp://mailer:secret@127.0.0.1", "a secret with spaces is a sentence"`;
    expect(secretLiterals(text).sort()).toEqual([one, two, three, four, kept].sort());
  });

  it("are each refused by a deployed site", () => {
    const found = secretLiteralsInRepository();
    const all = new Set([...found.values()].flat());
    // The scan reads the files: it finds the list itself.
    for (const value of Object.values(publicSiteSecrets)) expect(all).toContain(value);
    const accepted = [...found].flatMap(([file, values]) =>
      values
        .filter((value) => siteSecretProblem(value) === null)
        .map((value) => `${file}: ${value}`),
    );
    // A new fixture secret belongs in netlify/platform/public-secrets.ts, which a deployed site refuses.
    expect(accepted).toEqual([]);
  });
});

describe("siteSecretProblem", () => {
  it.each(Object.entries(publicSiteSecrets))("refuses the public %s value", (_name, value) => {
    expect(siteSecretProblem(value)).toMatch(/source code/);
    expect(siteSecretProblem(` ${value}\n`)).toMatch(/source code/);
  });

  it.each([
    ["32 spaces", " ".repeat(32)],
    ["32 × a", "a".repeat(32)],
    ["nine characters over and over", "abcdefghi".repeat(4)],
  ])("refuses %s: fewer than 10 different characters", (_name, value) => {
    expect(siteSecretProblem(value)).toMatch(/fewer than 10 different characters/);
  });

  it("takes a long random number: its ten digits are enough different characters", () => {
    expect(siteSecretProblem("20481937465092817364501928374650")).toBeNull();
  });

  it("refuses a short value and takes a random one", () => {
    expect(siteSecretProblem("0123456789abcdef")).toMatch(/shorter than 32/);
    expect(siteSecretProblem("3q2+7w5Xb1rX0nLZ8vQeYk4JmT9uHcPa6sGdFi0=")).toBeNull();
  });
});
