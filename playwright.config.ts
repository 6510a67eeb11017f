import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./tests/support/chromium";

import { devServerPort as port } from "./tests/support/e2e-ports";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
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
    // The dev server plus a real database and SMTP server (tests/support/e2e-stack.ts).
    command: "npx tsx tests/support/e2e-stack.ts",
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
