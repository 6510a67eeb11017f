import { expect, test, type Page } from "@playwright/test";
import { useBuiltSite } from "../support/e2e-built-site";
import { netlifyHeaderRules } from "../../scripts/serve/serve-dist";

/**
 * The built site served with netlify.toml's headers, as production serves it: the page, the
 * forms and the map fallback must work with no Content-Security-Policy violation.
 */
const site = useBuiltSite();

async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("pageerror", (error) => violations.push(error.message));
  page.on("console", (message) => {
    // Also catches React's hydration mismatches: the pre-rendered HTML must match the app.
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test("netlify.toml sets every security header the site promises", async () => {
  const values = Object.assign(
    {},
    ...(await netlifyHeaderRules()).filter((r) => r.for === "/*").map((r) => r.values),
  );
  expect(Object.keys(values)).toEqual(
    expect.arrayContaining([
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]),
  );
  expect(values["Content-Security-Policy"]).toMatch(/frame-ancestors 'none'/);
  expect(values["Content-Security-Policy"]).toMatch(/default-src 'self'/);
  expect(values["Content-Security-Policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

test("the built page, its forms and the map fallback work under the CSP", async ({ page }) => {
  const violations = await collectViolations(page);
  const response = await page.goto(`${site.url}/`);
  expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(response?.headers()["strict-transport-security"]).toContain("max-age=");

  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The content is in the HTML itself, before any script runs.
  const html = await (await fetch(`${site.url}/`)).text();
  expect(html).toContain("Pay one way only.");
  // Before React runs, the forms are the browser's own: posted to the functions, never disabled.
  expect(html).toMatch(/<form[^>]*action="\/api\/bookings" method="post"/);
  expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Book Now/);
  await expect(page.locator("#book-now").getByRole("button", { name: "Book Now" })).toBeEnabled();
  const booking = page.locator("#book-now form");
  // Taken over by its script (which then checks the fields itself): a tap before that would be
  // the browser's own post, which this static server does not take.
  await expect(booking).toHaveAttribute("novalidate", "");
  await booking.getByRole("button", { name: "Book Now" }).click();
  await expect(booking.getByText("Please enter the pickup location")).toBeVisible();
  await booking.getByLabel("Pickup location").fill("Chennai");
  await booking.getByLabel("Drop location").fill("Vellore");
  await expect(booking.getByTestId("fare-estimate")).toContainText("₹2,100");

  const contact = page.locator("#contact-us form");
  await expect(contact).toHaveAttribute("novalidate", "");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByText("Please enter your name")).toBeVisible();
  await page.locator("#contact-us").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("map-fallback")).toBeVisible();

  await page.goto(`${site.url}/legal.html#terms`);
  await expect(page.locator("#terms h2")).toHaveText("Terms of Service");
  // The privacy notices: plain HTML and the stylesheet written in, nothing the CSP refuses.
  for (const path of ["/privacy/", "/ta/privacy/"]) {
    await page.goto(`${site.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.locator("main").evaluate((main) => getComputedStyle(main).maxWidth)).toBe(
      "760px",
    );
  }
  expect(violations).toEqual([]);
});

test("the static server answers a path that is no UTF-8 with a 400 and keeps serving", async ({
  request,
}) => {
  expect((await request.get(`${site.url}/%E0%A4`)).status()).toBe(400);
  expect((await request.get(`${site.url}/`)).status()).toBe(200);
});
