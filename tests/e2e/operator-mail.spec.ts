import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { simpleParser } from "mailparser";

/**
 * The operator mails as a phone shows them, at 390 px, in light and in dark mode: nothing wider
 * than the screen, the dark palette taking over in dark mode, and every piece of text readable on
 * its background (axe's colour-contrast rule). The mails are the finished messages production
 * would send (scripts/harness/operator-mail-samples.ts), read back with mailparser. Screenshots
 * are saved beside the other e2e ones for a person to look at.
 */

test.skip(({ isMobile }) => !isMobile, "a check at a phone's width");

const mails: Record<string, string> = {};

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "operator-mails-"));
  try {
    // Written by a child process: Playwright's loader cannot import the route table's JSON.
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/harness/operator-mail-samples.ts", dir],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    // Each kind's first mail, the one that says a colleague has taken it ("booking-taken"), and
    // the holder's "did you reach them?" reminder ("booking-reminder").
    for (const name of readdirSync(dir)) {
      const [file] = readdirSync(join(dir, name));
      const parsed = await simpleParser(readFileSync(join(dir, name, file!)));
      mails[name] = parsed.html || "";
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const name of [
      "booking",
      "contact",
      "booking-taken",
      "contact-taken",
      "booking-reminder",
      "contact-reminder",
    ]) {
      test(`the ${name} mail fits a phone and all its text stays readable`, async ({
        page,
      }, testInfo) => {
        await page.setContent(mails[name]!);
        // Chromium widens the layout to fit content that is too wide: compare with the device.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(390);
        // The body, and the wrapper that stands in for it where a mail app drops the body.
        const backgrounds = await page
          .locator(".page")
          .evaluateAll((elements) => elements.map((e) => getComputedStyle(e).backgroundColor));
        const expected = colorScheme === "dark" ? "rgb(17, 24, 39)" : "rgb(255, 255, 255)";
        expect(backgrounds).toEqual([expected, expected]);
        const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        const violations = results.violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
        );
        expect(violations).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`mail-${name}-${colorScheme}.png`),
          fullPage: true,
        });
      });
    }
  });
}

test("a place or message with no spaces (a pasted map link) wraps instead of widening the mail", async ({
  page,
}) => {
  const link = `https://maps.app.goo.gl/${"Xy7Qp".repeat(16)}`;
  for (const [name, typed] of [
    ["booking", "Ooty, Fernhill Palace Road"],
    ["contact", "Is the 10% night charge added?"],
  ] as const) {
    expect(mails[name]).toContain(typed);
    await page.setContent(mails[name]!.replaceAll(typed, link));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, name).toBeLessThanOrEqual(390);
  }
});
