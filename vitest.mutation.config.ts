import { defineConfig } from "vitest/config";

/**
 * The tests StrykerJS runs against each mutant (stryker.config.mjs): the unit tests, and the
 * integration files that drive the mutated modules through the functions (tokens, claim links,
 * same-origin checks, rate limits). The whole suite would do too, in hours rather than minutes.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: [
      "tests/unit/**/*.test.ts",
      "tests/integration/claims.test.ts",
      "tests/integration/form-posts.test.ts",
      "tests/integration/limits-and-replays.test.ts",
    ],
    globalSetup: ["tests/support/database-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
