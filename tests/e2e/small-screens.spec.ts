import { expect, test, type Page } from "@playwright/test";
import { menuButton } from "../support/e2e-menu";

/**
 * What a passenger on a phone runs into: a page wider than the screen, a phone number broken over
 * two lines, links too small for a thumb. Measured in the browser, at the widths people use.
 */

const widths = [320, 360, 390, 768, 1280, 1440];

async function openAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto("/");
  // The forms arrive after the first paint; measure the page they are part of.
  await expect(page.locator("#book-now form")).toBeVisible();
  await expect(page.locator("#contact-us form")).toBeVisible();
}

/** Each visible phone number, with the number of lines its visible text takes. */
function phoneNumberLines(page: Page) {
  return page.locator('a[href^="tel:"]').evaluateAll((links) =>
    links
      // Not what is drawn nowhere: a closed menu's links are laid out in a box of no width.
      .filter((link) => link.checkVisibility())
      .map((link) => {
        const hidden = (node: Node) => {
          // Visually hidden text (read out, not shown) sits in a 1 px box.
          for (let el = node.parentElement; el && el !== link; el = el.parentElement) {
            if (el.getBoundingClientRect().width <= 1) return true;
          }
          return false;
        };
        const tops: number[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || hidden(node)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
        }
        tops.sort((a, b) => a - b);
        const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4);
        return { text: link.textContent?.trim(), lines: lines.length };
      }),
  );
}

for (const width of widths) {
  test(`at ${width} px nothing scrolls sideways and no phone number breaks`, async ({ page }) => {
    await openAt(page, width);
    // Under a phone's emulation Chromium widens the layout viewport to fit wide content, so the
    // page is compared with the width set, not with innerWidth.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "page width").toBeLessThanOrEqual(width);
    const numbers = await phoneNumberLines(page);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number, number.text).toMatchObject({ lines: 1 });

    const toggle = menuButton(page);
    if (await toggle.isVisible()) {
      await toggle.click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      for (const number of await phoneNumberLines(page)) {
        expect(number, number.text).toMatchObject({ lines: 1 });
      }
    }
  });
}

/**
 * A phone's text made larger (here as the root font size grows with it: the page is sized in rem).
 * Tamil and Malayalam have the longest words; a word that cannot break, or a grid column sized by
 * one, pushed the page sideways and the menu button off the screen.
 */
const phoneHeight = 740;
for (const path of ["/", "/ta/", "/ml/", "/te/", "/kn/", "/ta/privacy/"]) {
  for (const [width, textSize] of [
    [320, 150],
    [320, 200],
    [360, 200],
  ] as const) {
    test(`${path} at ${width} px with text at ${textSize} % fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: phoneHeight });
      await page.goto(path);
      await page.addStyleTag({ content: `html { font-size: ${textSize}%; }` });
      if (!path.includes("privacy")) await expect(page.locator("#book-now form")).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, "page width").toBeLessThanOrEqual(width);
      // The language list opens whole within the screen, wherever the wrapped bar puts the globe.
      // (The privacy notice lists its languages as links, with no switcher.)
      const globe = page.locator(".languages__toggle");
      if (!path.includes("privacy")) {
        await expect(globe).toBeVisible();
        await globe.click();
        for (const language of await page.locator(".languages__list a").all()) {
          const box = (await language.boundingBox())!;
          expect(box.x, "a language's left edge").toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, "a language's right edge").toBeLessThanOrEqual(width);
        }
        await globe.click();
      }
      const toggle = page.locator(".header__toggle");
      if (await toggle.isVisible()) {
        const box = (await toggle.boundingBox())!;
        expect(box.x + box.width, "menu button's right edge").toBeLessThanOrEqual(width);
        // Open, the menu ends within the screen (scrolling inside itself), its last link in reach.
        await toggle.click();
        const menu = page.locator("#mobile-menu");
        const menuBox = (await menu.boundingBox())!;
        expect(menuBox.y + menuBox.height, "menu's foot").toBeLessThanOrEqual(phoneHeight + 1);
        await menu.locator("a").last().scrollIntoViewIfNeeded();
        await expect(menu.locator("a").last()).toBeInViewport({ ratio: 0.9 });
      }
    });
  }
}

/**
 * Every control, and every link that stands on its own, as a list of the ones under 44×44 CSS px.
 * A link inside a sentence (its parent has text of its own) is exempt, as WCAG's target-size rule
 * exempts it; so is what nobody can see or reach (the honeypot, visually hidden text).
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, summary, [role='button'], [tabindex='0']",
    );
    const inSentence = (element: Element) =>
      [...(element.parentElement?.childNodes ?? [])].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
    return [...targets]
      .filter((element) => !element.closest("[aria-hidden='true']"))
      .filter((element) => element.checkVisibility())
      .filter((element) => !(element instanceof HTMLAnchorElement && inSentence(element)))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.textContent || element.getAttribute("aria-label") || "").trim();
        return {
          what: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        };
      })
      .filter((target) => target.width < 44 || target.height < 44);
  });
}

test("every control and every link on its own is at least 44×44 px at 390 px", async ({ page }) => {
  await openAt(page, 390);
  expect(await smallTargets(page)).toEqual([]);
  await menuButton(page).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await page.goto("/legal.html");
  expect(await smallTargets(page)).toEqual([]);
});

for (const path of ["/privacy/", "/ta/privacy/"]) {
  test(`the privacy notice ${path} at 320 px: nothing scrolls sideways, every link 44×44 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 844 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    expect(await smallTargets(page)).toEqual([]);
  });
}

/**
 * Each visible word (by the page language's own word boundaries) drawn over two lines: a
 * heading or a figure broken inside a word ("பாதுகாப் / பான") at a phone's width, at the
 * phone's usual text size. Larger text may break a word rather than widen the page (above).
 */
function wordsBrokenInside(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    const words = new Intl.Segmenter(document.documentElement.lang, { granularity: "word" });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element?.checkVisibility() || element.closest("option, [aria-hidden='true']")) continue;
      // Visually hidden text (read out, not shown) sits in a 1 px box.
      if (element.getBoundingClientRect().width <= 1) continue;
      for (const { segment, index, isWordLike } of words.segment(node.textContent ?? "")) {
        if (!isWordLike || segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(`<${element.tagName.toLowerCase()}> ${segment}`);
      }
    }
    return broken;
  });
}

for (const path of ["/", "/ta/", "/ml/", "/te/", "/kn/"]) {
  for (const width of [320, 360]) {
    test(`${path} at ${width} px breaks no word inside`, async ({ page }) => {
      await page.setViewportSize({ width, height: phoneHeight });
      await page.goto(path);
      await expect(page.locator("#book-now form")).toBeVisible();
      expect(await wordsBrokenInside(page)).toEqual([]);
    });
  }
}
