import { expect, test, type Page } from "@playwright/test";
import { useBuiltSite } from "../support/e2e-built-site";
import { axeViolations } from "../support/accessibility";
import { site } from "../../src/config/site";
import { menuButton } from "../support/e2e-menu";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 900;

async function followLink(page: Page, link: ReturnType<Page["locator"]>) {
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^#/);
  await link.click();
  const target = page.locator(href!);
  await expect(target, `${href} exists`).toHaveCount(1);
  await expect(target).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("sections stand in the spec's order", async ({ page }) => {
  const ids = await page.locator("main > section").evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual([
    "home",
    "our-services",
    "about-us",
    "pricing",
    "book-now",
    "testimonials",
    "contact-us",
    "popular-routes",
  ]);
  await expect(page.locator("footer")).toBeVisible();
});

test("every nav link lands on its section", async ({ page }) => {
  for (const name of ["About Us", "Our Services", "Book Now", "Contact Us", "Home"]) {
    if (isPhone(page)) {
      await menuButton(page).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await followLink(page, menu.getByRole("link", { name, exact: true }));
      await expect(menu).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: "Main" });
      await followLink(page, nav.getByRole("link", { name, exact: true }));
    }
  }
});

test("footer links, hero buttons and Learn More land on sections", async ({ page }) => {
  const footer = page.locator("footer");
  const quick = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
  for (let i = 0; i < (await quick.count()); i++) await followLink(page, quick.nth(i));
  const areas = footer.getByRole("navigation", { name: "Service areas" }).getByRole("link");
  await expect(areas).toHaveCount(6);
  for (let i = 0; i < 6; i++) await followLink(page, areas.nth(i));
  await page.goto("/");
  await followLink(page, page.getByRole("link", { name: "Book a Ride" }));
  await page.goto("/");
  await followLink(page, page.getByRole("link", { name: "View Our Rates" }));
  const learnMore = page.getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(6);
  await followLink(page, learnMore.first());
});

test("legal links lead to real content", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy notice");
  for (const [name, id] of [
    ["Terms of Service", "terms"],
    ["Cookie Policy", "cookies"],
  ] as const) {
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/legal.html#${id}$`));
    await expect(page.locator(`#${id} h2`)).toHaveText(name);
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site.url}/legal.html`,
  );
});

test("the header turns solid past 20 px and back at the top", async ({ page }) => {
  const header = page.locator("body > #root > header");
  await expect(header).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(header).toHaveAttribute("data-solid", "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-solid", "false");
});

test("the header is solid when the page opens already scrolled", async ({ page }) => {
  await page.goto("/#pricing");
  await expect(page.locator("body > #root > header")).toHaveAttribute("data-solid", "true");
});

test("the mobile menu opens, closes, and closes on Escape", async ({ page }) => {
  test.skip(!isPhone(page), "the menu button shows on narrow screens only");
  const toggle = menuButton(page);
  await toggle.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("TN");
  await expect(menu).toContainText("PY");
  await menuButton(page, "Close menu").click();
  await expect(menu).toBeHidden();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test.describe("on a slow phone, before the script has arrived", () => {
  const built = useBuiltSite();

  test("the menu button opens the menu, and the script takes the open menu over", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the menu button shows on narrow screens only");
    let scriptArrives!: () => void;
    const arrival = new Promise<void>((resolve) => (scriptArrives = resolve));
    await page.route("**/*.js", async (route) => {
      await arrival;
      await route.continue();
    });
    // Not waiting for the load event: the page's module scripts hold it back.
    await page.goto(`${built.url}/`, { waitUntil: "commit" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    scriptArrives();
    await expect(menuButton(page, "Close menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("a link chosen in the menu closes it, as the script would", async ({ page }) => {
    test.skip(!isPhone(page), "the menu button shows on narrow screens only");
    // The page's own scripts never arrive in this test: what closes the menu is the HTML's.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(`${built.url}/`, { waitUntil: "commit" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menuButton(page).click();
    await expect(menu).toBeVisible();
    await followLink(page, menu.getByRole("link", { name: "Book Now", exact: true }));
    await expect(menu).toBeHidden();
    // And it opens again for the next link.
    await menuButton(page).click();
    await followLink(page, menu.getByRole("link", { name: "Contact Us", exact: true }));
    await expect(menu).toBeHidden();
  });
});

test("the testimonial carousel wraps both ways", async ({ page }) => {
  const carousel = page.getByRole("region", { name: "Testimonials" });
  const current = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
  await expect(current).toHaveAttribute("aria-label", /^1 of 4/);
  await carousel.getByRole("button", { name: "Previous testimonial" }).click();
  await expect(current).toHaveAttribute("aria-label", /^4 of 4/);
  await carousel.getByRole("button", { name: "Next testimonial" }).click();
  await expect(current).toHaveAttribute("aria-label", /^1 of 4/);
});

test("the booking form blocks invalid input and accepts valid input", async ({ page }) => {
  const form = page.locator("#book-now form");
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByText("Please enter the pickup location")).toBeVisible();
  await expect(form.getByRole("status")).toBeEmpty();

  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await form.getByLabel("Pickup location").fill("Chennai Airport");
  await form.getByLabel("Drop location").fill("Madurai");
  await form.getByLabel("Pickup date").fill(tomorrow);
  await form.getByLabel("Pickup time").fill("05:30");
  await form.getByLabel("Passengers").selectOption("6");
  await form.getByLabel("Your name").fill("Arun");
  await form.getByLabel("Phone").fill("98400 12345");
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByText(/The Sedan seats up to 4/)).toBeVisible();

  await form.getByLabel("Vehicle").selectOption("innova");
  await expect(form.getByTestId("fare-estimate")).toContainText("Estimated fare");
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("status")).toContainText(
    "Thank you for your booking! We will contact you shortly to confirm the details.",
  );
  await expect(form.getByTestId("booking-reference")).toHaveText(/^DT-[2-9A-Z]{6}$/);
});

test("the map shows its static card when no key is set", async ({ page }) => {
  await page.locator("#contact-us").scrollIntoViewIfNeeded();
  const card = page.getByTestId("map-fallback");
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
});

test("axe finds no WCAG 2.1 AA violations, and a full-page screenshot is saved", async ({
  page,
}, testInfo) => {
  // Let the lazy forms arrive so they are checked too.
  await expect(page.locator("#book-now form")).toBeVisible();
  await expect(page.locator("#contact-us form")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`page-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
