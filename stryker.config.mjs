// @ts-check
/**
 * `npm run test:mutation` (not part of `npm test`: it takes minutes): StrykerJS changes the code
 * where a silent mistake costs money, trust or a lost enquiry, one small change at a time, and
 * each change must make a test fail. Its figure and the survivors judged equivalent are in
 * docs/testing/mutation.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  // The modules under test, in one place: when they move, only this list changes.
  mutate: [
    "netlify/platform/signed-token.ts",
    "netlify/claims/claim-token.ts",
    "netlify/intake/thanks-link.ts",
    "netlify/platform/same-origin.ts",
    "netlify/platform/deployed-site.ts",
    "netlify/platform/public-secrets.ts",
    "netlify/intake/rate-limit.ts",
    "netlify/intake/idempotency.ts",
    "netlify/delivery/fit-text.ts",
    "src/shared/phone.ts",
    "src/shared/fares/fare-estimate.ts",
    "src/shared/fares/route-distance.ts",
    "src/shared/fares/place-names-in-text.ts",
    "src/shared/fares/route-pages.ts",
    "netlify/platform/env.ts",
    "netlify/privacy/redact.ts",
    "netlify/privacy/anonymise.ts",
  ],
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  coverageAnalysis: "perTest",
  // A module's top-level code runs once per test file, not per test: re-running every test for
  // each such mutant is what makes a run take hours; those few are reported as not covered.
  ignoreStatic: true,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: ".stryker-tmp",
  concurrency: 2,
  timeoutMS: 30_000,
};
