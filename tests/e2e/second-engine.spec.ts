import { expect, test } from "@playwright/test";
import { useBuiltSite } from "../support/e2e-built-site";
import { privacyNoticePath } from "../../src/config/navigation";
import { languageInfo, languages } from "../../src/shared/i18n/languages";
import { snifferErrors } from "../support/accessibility";

/**
 * A second accessibility engine beside axe (languages.spec.ts, page.spec.ts): HTML_CodeSniffer,
 * the one pa11y runs, on each language's page and privacy notice at 320 px, its WCAG 2 AA errors
 * (type 1) a failure.
 */

const built = useBuiltSite();

for (const language of languages) {
  test(`${language}: HTML_CodeSniffer finds no WCAG 2 AA error at 320 px`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "one width, set here");
    await page.setViewportSize({ width: 320, height: 844 });
    await page.goto(languageInfo[language].path);
    await expect(page.locator("#book-now form")).toBeVisible();
    await expect(page.locator("#contact-us form")).toBeVisible();
    // At the top the header is transparent over the dark hero, a backdrop HTML_CodeSniffer
    // cannot see (it reads the element's own and its ancestors' backgrounds, and the hero is
    // neither): it would judge the yellow number against white. Scrolled, the header has its
    // own solid background, which it does see; axe, which reads what is drawn beneath, checks
    // the header at the top.
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole("banner")).toHaveAttribute("data-solid", "true");
    expect(await snifferErrors(page)).toEqual([]);
  });
}

test.describe("the privacy notices as built", () => {
  // Served with netlify.toml's CSP, which refuses the injected checker as it should any script.
  test.use({ bypassCSP: true });

  for (const language of languages) {
    test(`${language}: HTML_CodeSniffer finds no WCAG 2 AA error on the privacy notice at 320 px`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === "phone", "one width, set here");
      await page.setViewportSize({ width: 320, height: 844 });
      await page.goto(`${built.url}${privacyNoticePath(language)}`);
      expect(await snifferErrors(page)).toEqual([]);
    });
  }
});
