import type { Page } from "@playwright/test";

/**
 * The header's menu button by its name ("Open menu", "Close menu", or another language's words).
 * It is the menu's <summary>: Chromium gives screen readers a button, expanded or collapsed, but
 * Playwright's role queries give a summary no role, so it is found by its text.
 */
export function menuButton(page: Page, name = "Open menu") {
  return page.locator("summary.header__toggle", { hasText: name });
}
