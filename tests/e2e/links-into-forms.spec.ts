import { expect, test } from "@playwright/test";
import { useBuiltSite } from "../support/e2e-built-site";

/** The rates' "Book …" links and the services' "Learn More": where they lead and what they fill. */

const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

test("Book SUV/MUV chooses the SUV, lands on the form and puts the cursor in it", async ({
  page,
}) => {
  await page.goto("/");
  const form = page.locator("#book-now form");
  await expect(form.getByLabel("Vehicle")).toHaveValue("sedan");
  await page.locator("#pricing").getByRole("link", { name: "Book SUV/MUV" }).click();
  await expect(page).toHaveURL(/#book-suv$/);
  await expect(form.getByLabel("Vehicle")).toHaveValue("suv");
  await expect(form.getByLabel("Pickup location")).toBeFocused();
  await expect(form.getByLabel("Pickup location")).toBeInViewport();
  await expect(page.locator("#booking-title")).toBeInViewport();

  await form.getByLabel("Pickup location").fill("Coimbatore");
  await page.locator("#pricing").getByRole("link", { name: "Book Mini" }).click();
  await expect(form.getByLabel("Vehicle")).toHaveValue("hatchback");
  await expect(form.getByLabel("Drop location")).toBeFocused();
});

test("a group of 7 books an Innova from the rates card", async ({ page }) => {
  // The server's side of 7 in an Innova is tests/integration/bookings.test.ts; answered here so
  // the suite stays inside the per-client rate limit.
  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/bookings", async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 201, json: { ok: true, id: "7", reference: "DT-GR7UP7" } });
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Book Innova (up to 7)" }).click();
  const form = page.locator("#book-now form");
  await expect(form.getByLabel("Vehicle")).toHaveValue("innova");
  await form.getByLabel("Pickup location").fill("Madurai");
  await form.getByLabel("Drop location").fill("Rameswaram");
  await form.getByLabel("Pickup date").fill(tomorrow());
  await form.getByLabel("Pickup time").fill("08:00");
  await form.getByLabel("Passengers").selectOption("7");
  await form.getByLabel("Your name").fill("Group of seven");
  await form.getByLabel("Phone").fill("9003012345");
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByTestId("booking-reference")).toHaveText("DT-GR7UP7");
  expect(sent).toMatchObject({ passengers: 7, vehicleType: "innova" });
});

test("Learn More starts the message with the service and focuses the form", async ({ page }) => {
  await page.goto("/");
  const contact = page.locator("#contact-us form");
  await expect(contact).toBeVisible();
  await contact.getByLabel("Name").fill("Meena");
  await page.getByRole("link", { name: /^Learn More\s*about Airport Transfers$/ }).click();
  await expect(page).toHaveURL(/#contact-us$/);
  await expect(contact.getByLabel("Message")).toHaveValue(
    "I would like to know more about Airport Transfers",
  );
  await expect(contact.getByLabel("Name")).toHaveValue("Meena");
  await expect(contact.getByLabel("Email")).toBeFocused();
  await expect(contact.getByLabel("Email")).toBeInViewport();
});

test.describe("the built, pre-rendered page", () => {
  const site = useBuiltSite();

  test("opened from a shared Book link, shows the form with that vehicle chosen", async ({
    page,
  }) => {
    await page.goto(`${site.url}/#book-hatchback`);
    const form = page.locator("#book-now form");
    await expect(form.getByLabel("Vehicle")).toHaveValue("hatchback");
    await expect(page.locator("#booking-title")).toBeInViewport();
    await expect(form.getByLabel("Pickup location")).toBeFocused();
  });
});

test.describe("before any script runs", () => {
  const site = useBuiltSite();
  test.use({ javaScriptEnabled: false });

  test("the Book and Learn More links are plain links to their forms", async ({ page }) => {
    await page.goto(`${site.url}/`);
    await page.getByRole("link", { name: "Book SUV/MUV" }).click();
    await expect(page).toHaveURL(/#book-suv$/);
    await expect(page.locator("#booking-title")).toBeInViewport();
    await page
      .getByRole("link", { name: /^Learn More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#contact-us$/);
    await expect(page.locator("#contact-title")).toBeInViewport();
  });
});
