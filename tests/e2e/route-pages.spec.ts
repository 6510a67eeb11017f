import { expect, test, type Page } from "@playwright/test";
import { devServerPort, previewUrl } from "../support/e2e-ports";
import { capturedMails, storedRows, uniquePhone } from "../support/e2e-readback";
import { site } from "../../src/config/site";
import { languageInfo, languages, type Language } from "../../src/shared/i18n/languages";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { staticMessagesFor } from "../../src/shared/i18n/messages-for";
import { allRouteWords } from "../../src/shared/i18n/route-words";
import { axeViolations, snifferErrors } from "../support/accessibility";

/**
 * The route pages as built (`npm run preview`: dist/ with its redirects and the functions): a
 * passenger lands on "Chennai to Madurai" from a search, reads the fare and books from the page,
 * with and without JavaScript; the switcher keeps the route; other spellings redirect; two
 * accessibility engines find nothing on an English and a Tamil page.
 */
test.use({ baseURL: previewUrl });

const slug = "chennai-to-madurai-taxi";
const at = (language: Language) => `${languageInfo[language].path}${slug}/`;
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

/** The booking form as the route page starts it, with the rest of a booking typed in. */
async function completeBooking(page: Page, language: Language, name: string, phone: string) {
  const labels = formMessagesFor(language).booking.labels;
  const form = page.locator("#book-now form");
  await form.getByLabel(labels.pickupDate, { exact: true }).fill(tomorrow());
  await form.getByLabel(labels.pickupTime, { exact: true }).fill("09:30");
  await form.getByLabel(labels.name, { exact: true }).fill(name);
  await form.getByLabel(labels.phone, { exact: true }).fill(phone);
  return form;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page states the route's fare and books it: thank-you page with the reference", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "a passenger's phone");
    await page.goto(at("en"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Chennai to Madurai drop taxi",
    );
    await expect(page.locator(".route__fares")).toContainText("462 km × ₹15 = ₹6,930");
    const form = page.locator("#book-now form");
    await expect(form.getByLabel("Pickup location")).toHaveValue("Chennai");
    await expect(form.getByLabel("Drop location")).toHaveValue("Madurai");
    // The Sedan's estimate is in the HTML the server sent.
    await expect(form.getByTestId("fare-estimate")).toContainText(
      "Estimated fare: ₹6,930 for about 462 km",
    );

    const phone = uniquePhone();
    await completeBooking(page, "en", "Route no-script", phone.typed);
    await form.getByRole("button", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/api\/bookings\?thanks=/);
    const reference = await page.getByTestId("booking-reference").innerText();
    expect(reference).toMatch(/^DT-[2-9A-Z]{6}$/);
    const rows = (await storedRows(request, "booking_requests")).filter(
      (row) => row.phone === phone.e164,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      pickup_location: "Chennai",
      dropoff_location: "Madurai",
      distance_km: 462,
      fare_estimate: 6930,
    });
    await expect
      .poll(async () =>
        (await capturedMails(request)).filter((m) => m.subject.startsWith(reference)),
      )
      .toHaveLength(2);
  });

  test("each language's page of the route: its head, and the switcher's links to the same route", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "the same HTML in every viewport");
    await page.goto(at("ta"));
    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
    await expect(page).toHaveTitle(`சென்னை – மதுரை டாக்ஸி | ${site.name}`);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
        (link) => [link.hreflang, link.getAttribute("href")],
      ),
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      jsonLd: JSON.parse(
        document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
      ) as { "@type"?: string; offers?: { price: number; priceCurrency: string }[] },
    }));
    expect(head.canonical).toBe(`${site.url}${at("ta")}`);
    expect(head.alternates).toEqual([
      ...languages.map((language) => [languageInfo[language].tag, `${site.url}${at(language)}`]),
      ["x-default", `${site.url}${at("en")}`],
    ]);
    expect(head.description).toContain("சென்னை");
    expect(head.description).toContain("மதுரை");
    expect(head.jsonLd["@type"]).toBe("TaxiService");
    expect(head.jsonLd.offers).toContainEqual(
      expect.objectContaining({ price: 6930, priceCurrency: "INR" }),
    );
    const switcher = await page
      .locator(".languages__list a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(switcher).toEqual(languages.map((language) => at(language)));
  });

  test("another spelling's address redirects to the route's own", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "no page");
    const answer = await request.get("/ta/bengaluru-to-madras-taxi/", { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe("/ta/bangalore-to-chennai-taxi/");
    const followed = await request.get("/bengaluru-to-madras-taxi/");
    expect(followed.url()).toBe(`${previewUrl}/bangalore-to-chennai-taxi/`);
  });
});

// A page with no script of its own; axe needs the browser's script to run.
test("an address no row makes answers 404 with a page in its folder's language that leads on", async ({
  page,
}) => {
  const ta = staticMessagesFor("ta");
  const answer = await page.goto("/ta/nowhere-to-madurai-taxi/");
  expect(answer?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.notFound.title);
  await expect(page.getByRole("link", { name: `← ${ta.nav.home}` })).toHaveAttribute(
    "href",
    "/ta/",
  );
  await expect(page.getByRole("link", { name: allRouteWords.ta.popularTitle })).toHaveAttribute(
    "href",
    "/ta/#popular-routes",
  );
  await expect(page.locator('a[href^="tel:"]')).toHaveAttribute("href", `tel:${site.phoneE164}`);
  // The ways on are a thumb's height, not a line of text's.
  await expect(page.locator(".not-found__ways a")).toHaveCount(2);
  for (const way of await page.locator(".not-found__ways a").all()) {
    expect((await way.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await axeViolations(page)).toEqual([]);
  // Anywhere else, English, with the way to the other languages.
  expect((await page.goto("/gone-to-nowhere-taxi/"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    staticMessagesFor("en").notFound.title,
  );
  await expect(page.getByRole("link", { name: languageInfo.kn.name })).toHaveAttribute(
    "href",
    "/kn/",
  );
  // A folder without its slash is its page; a missing asset is not cached as one.
  expect((await page.request.get("/ta", { maxRedirects: 0 })).status()).toBe(200);
  const asset = await page.request.get("/assets/gone-1234.js");
  expect(asset.status()).toBe(404);
  expect(asset.headers()["cache-control"] ?? "").not.toContain("immutable");
  const notALanguage = await page.request.get("/tamil/");
  expect(notALanguage.status()).toBe(404);
  expect(await notALanguage.text()).toContain(staticMessagesFor("en").notFound.title);
});

test("with JavaScript, the Tamil page books its route in the page, in Tamil", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "once");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(at("ta"));
  const forms = formMessagesFor("ta");
  const form = page.locator("#book-now form");
  await expect(form).toHaveAttribute("novalidate", "");
  await expect(form.getByLabel(forms.booking.labels.pickupLocation, { exact: true })).toHaveValue(
    "சென்னை",
  );
  await expect(form.getByTestId("fare-estimate")).toContainText("₹6,930");
  const phone = uniquePhone();
  await completeBooking(page, "ta", "Kavya Route", phone.typed);
  await form.getByRole("button", { name: forms.booking.submit }).click();
  const reference = await page.getByTestId("booking-reference").innerText();
  expect(reference).toMatch(/^DT-[2-9A-Z]{6}$/);
  const rows = (await storedRows(request, "booking_requests")).filter(
    (row) => row.phone === phone.e164,
  );
  expect(rows[0]).toMatchObject({ reference, language: "ta", fare_estimate: 6930 });
  expect(errors).toEqual([]);
});

test("the switcher leads to the same route in the other language, at the same section", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "once");
  await page.goto(`${at("en")}#more-routes`);
  await page.locator(".languages__toggle").click();
  await page.getByRole("link", { name: languageInfo.ta.name }).click();
  await expect(page).toHaveURL(`${previewUrl}${at("ta")}#more-routes`);
  // The way back, in Tamil.
  await page.getByRole("link", { name: "மதுரை – சென்னை டாக்ஸி" }).click();
  await expect(page).toHaveURL(`${previewUrl}/ta/madurai-to-chennai-taxi/`);
});

test("under `npm run dev` a route page renders whole, its form started with the route", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "once");
  await page.goto(`http://localhost:${devServerPort}${at("en")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chennai to Madurai drop taxi");
  await expect(page.locator("#book-now form").getByLabel("Pickup location")).toHaveValue("Chennai");
  await expect(page.locator(".route__charges")).toContainText("Pickup at Chennai airport: ₹250");
});

test.describe("accessibility", () => {
  // HTML_CodeSniffer goes in as a script of the test's own, which the site's CSP would refuse.
  test.use({ bypassCSP: true });

  for (const language of ["en", "ta"] as const) {
    test(`${language}: axe and HTML_CodeSniffer find nothing on a route page, nothing overflows at 320 px`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === "phone", "one width, set here");
      await page.setViewportSize({ width: 320, height: 844 });
      await page.goto(at(language));
      await expect(page.locator("#book-now form")).toBeVisible();
      await page.locator(".languages__toggle").click();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.locator(".languages__toggle").click();

      // Scrolled, as in second-engine.spec.ts: the header's own background is one it can read.
      await page.mouse.wheel(0, 400);
      await expect(page.getByRole("banner")).toHaveAttribute("data-solid", "true");
      expect(await snifferErrors(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`route-${language}.png`), fullPage: true });
    });
  }
});
