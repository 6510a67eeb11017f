/**
 * Runs the Playwright suite in Debian's Chromium. On a machine without it (a visitor's laptop)
 * it says so in one loud line and lets the rest of `npm test` pass; under CI a missing browser
 * is a failure, so CI can never skip the browser suite.
 */
import { existsSync } from "node:fs";
import { chromiumPath } from "../harness/chromium";
import { packageBin, runToEnd } from "../harness/child-process";
import { missingTool } from "../harness/missing-tool";

/** Far beyond a whole run; past it the suite has hung and is stopped as a failure. */
const suiteDeadlineMs = 30 * 60_000;

if (!existsSync(chromiumPath)) {
  missingTool(
    `!!! E2E SKIPPED: no Chromium at ${chromiumPath}. Install Debian's package: sudo apt-get install chromium`,
  );
}

// Playwright's own script on this Node, not through npx; it shuts down (its web server too) on
// SIGINT, so that is how it is asked to stop.
process.exitCode = await runToEnd(
  process.execPath,
  [packageBin("@playwright/test", "playwright"), "test", ...process.argv.slice(2)],
  { deadlineMs: suiteDeadlineMs, stop: { signal: "SIGINT", graceMs: 45_000 } },
);
