import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./scripts/harness/chromium";

import { devServerPort as port, inspectUrl } from "./tests/support/e2e-ports";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  // Under `vite dev` every function call starts a fresh worker that loads the function anew:
  // seconds on a loaded 2-core machine, so an answer may take longer than Playwright's 5 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
    // Jumps instead of smooth scrolls: link tests check where a link lands, not the animation.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    // The dev server plus a real database and SMTP server (tests/support/e2e-stack.ts), started
    // by this Node itself (no npx launcher in between) and asked to stop with SIGTERM, so it can
    // drop its database; Playwright kills it if it has not stopped in time.
    command: `"${process.execPath}" --import tsx tests/support/e2e-stack.ts --exit-with-stdin`,
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    // Ready once the dev server is up and has started each function (e2e-stack.ts).
    url: `${inspectUrl}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
