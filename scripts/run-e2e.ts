/**
 * Runs the Playwright suite in Debian's Chromium. On a machine without it (a visitor's laptop)
 * it says so in one loud line and lets the rest of `npm test` pass; under CI a missing browser
 * is a failure, so CI can never skip the browser suite.
 */
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { chromiumPath } from "../tests/support/chromium";

if (!existsSync(chromiumPath)) {
  const line = `!!! E2E SKIPPED: no Chromium at ${chromiumPath}. Install Debian's package: sudo apt-get install chromium`;
  if (process.env.CI) {
    console.error(`${line} (CI=true: failing)`);
    process.exit(1);
  }
  console.warn(line);
  process.exit(0);
}

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
