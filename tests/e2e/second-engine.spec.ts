import { createRequire } from "node:module";
import type { Server } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { serveDist } from "../../scripts/serve/serve-dist";
import { privacyNoticePath } from "../../src/config/navigation";
import { languageInfo, languages } from "../../src/shared/i18n/languages";

/**
 * A second accessibility engine beside axe (languages.spec.ts, page.spec.ts): HTML_CodeSniffer,
 * the one pa11y runs, on each language's page and privacy notice at 320 px, its WCAG 2 AA errors
 * (type 1) a failure.
 * Its build is injected into the suite's own Chromium, as pa11y would do in a browser of its own.
 */

const htmlcsScript = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

let built: { url: string; server: Server };
test.beforeAll(async () => {
  built = await serveDist();
});
test.afterAll(() => built.server.close());

interface SnifferMessage {
  code: string;
  message: string;
  where: string;
}

/** HTML_CodeSniffer's WCAG 2 AA errors on the page as it stands. */
async function snifferErrors(page: Page): Promise<SnifferMessage[]> {
  await page.addScriptTag({ path: htmlcsScript });
  return page.evaluate(
    () =>
      new Promise<SnifferMessage[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process("WCAG2AA", document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                message: message.msg,
                where: message.element.outerHTML.slice(0, 120),
              })),
          ),
        );
      }),
  );
}

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

/** The part of HTML_CodeSniffer's global this test uses (its package ships no types). */
interface HtmlCodeSniffer {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}
