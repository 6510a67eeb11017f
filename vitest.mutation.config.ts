import { configDefaults, defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit tests, and the
 * integration files that drive the mutated modules through the functions (tokens, claim links,
 * same-origin checks, rate limits) and the privacy work (anonymising, requests, redacted logs). The whole suite would do too, in hours rather than minutes.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: [
      "tests/unit/**/*.test.ts",
      "tests/integration/claims.test.ts",
      "tests/integration/form-posts.test.ts",
      "tests/integration/limits-and-replays.test.ts",
      "tests/integration/privacy-retention.test.ts",
      "tests/integration/privacy-requests.test.ts",
      "tests/integration/private-logs.test.ts",
    ],
    // It loads the functions' modules afresh inside each test, so StrykerJS would take their
    // top-level code (the phone patterns, the limits) as covered by it alone and run only it
    // against those mutants; deploy-context.test.ts tests its module directly.
    exclude: [...configDefaults.exclude, "tests/unit/deployed-site.test.ts"],
    // All but the scan of the repository for written-down secrets: it reads the files git lists,
    // and Stryker's sandbox is a folder git ignores, so it would find none there. It checks what
    // the repository holds, not what the mutated code does.
    testNamePattern: /^(?!the secrets written in this repository )/,
    globalSetup: ["tests/support/database-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
