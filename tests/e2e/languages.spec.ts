import { expect, test, type Page } from "@playwright/test";
import { useBuiltSite } from "../support/e2e-built-site";
import { inspectUrl as inspect } from "../support/e2e-ports";
import { site } from "../../src/config/site";
import { privacyNoticePath } from "../../src/config/navigation";
import { privacyNotices } from "../../src/shared/i18n/privacy-notices";
import { routePages } from "../../src/shared/fares/route-pages";
import { fares } from "../../src/shared/fares/fares";
import {
  languageInfo,
  languages,
  readThisPageIn,
  type Language,
} from "../../src/shared/i18n/languages";
import { messagesFor, staticMessagesFor } from "../../src/shared/i18n/messages-for";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { axeViolations } from "../support/accessibility";
import { menuButton } from "../support/e2e-menu";

/**
 * The five pages in a browser: what each says before and after its script, what a passenger
 * sends from the Tamil and Kannada pages, what the switcher keeps and remembers.
 */

const path = (language: Language) => languageInfo[language].path;
const others = languages.filter((language) => language !== "en");
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
const onlyOnce = (projectName: string) => projectName !== "phone";

test.describe("each page as built", () => {
  const built = useBuiltSite();

  test.describe("before any script runs", () => {
    test.use({ javaScriptEnabled: false });

    for (const language of languages) {
      test(`${language}: lang, title, canonical, hreflang for all five and x-default`, async ({
        page,
      }, testInfo) => {
        test.skip(onlyOnce(testInfo.project.name), "the same HTML in every viewport");
        const words = staticMessagesFor(language);
        await page.goto(`${built.url}${path(language)}`);
        await expect(page.locator("html")).toHaveAttribute("lang", languageInfo[language].tag);
        await expect(page).toHaveTitle(`${site.name} | ${words.head.title}`);
        const head = await page.evaluate(() => ({
          canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
          alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
            (link) => [link.hreflang, link.getAttribute("href")],
          ),
          description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
          ogLocale: document.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content,
          ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
          ogImage: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
          jsonLd: JSON.parse(
            document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
          ) as { inLanguage?: string; description?: string },
        }));
        const own = `${site.url}${path(language)}`;
        expect(head.canonical).toBe(own);
        expect(head.ogUrl).toBe(own);
        expect(head.ogLocale).toBe(languageInfo[language].tag.replace("-", "_"));
        expect(head.description).toBe(words.head.description());
        // The card a chat app shows beside a shared link: the language's own, a PNG, deployed.
        expect(head.ogImage).toBe(`${site.url}/share/${language}.png`);
        const card = await page.request.get(head.ogImage!.replace(site.url, built.url));
        expect(card.headers()["content-type"]).toBe("image/png");
        expect(head.jsonLd).toMatchObject({
          inLanguage: languageInfo[language].tag,
          description: words.head.description(),
        });
        // Reciprocal: every page lists the same set, its own address among them.
        expect(head.alternates).toEqual([
          ...languages.map((other) => [languageInfo[other].tag, `${site.url}${path(other)}`]),
          ["x-default", `${site.url}/`],
        ]);
      });

      test(`${language}: the whole page in its language`, async ({ page }, testInfo) => {
        test.skip(onlyOnce(testInfo.project.name), "the same HTML in every viewport");
        await page.goto(`${built.url}${path(language)}`);
        const words = staticMessagesFor(language);
        const forms = formMessagesFor(language);
        await expect(page.locator("h1")).toHaveText(words.hero.title);
        await expect(page.getByLabel(forms.booking.labels.pickupLocation)).toBeVisible();
        await expect(
          page.locator("#book-now").getByRole("button", { name: forms.booking.submit }),
        ).toBeVisible();
        await expect(page.locator("footer")).toContainText(words.footer.rights);
        if (language === "en") return;
        const text = await page.locator("body").innerText();
        for (const english of [
          staticMessagesFor("en").hero.title,
          messagesFor("en").booking.title,
          formMessagesFor("en").booking.labels.pickupLocation,
          messagesFor("en").contact.title,
          formMessagesFor("en").contact.submit,
        ]) {
          expect(text, `English left on ${language}`).not.toContain(english);
        }
      });

      test(`${language}: the footer and each form's submit link the notice in its language`, async ({
        page,
      }, testInfo) => {
        test.skip(onlyOnce(testInfo.project.name), "the same HTML in every viewport");
        const notice = privacyNoticePath(language);
        await page.goto(`${built.url}${path(language)}`);
        const { privacyLink, booking, contact } = formMessagesFor(language);
        for (const [form, submit] of [
          [page.locator("#book-now form"), booking.submit],
          [page.locator("#contact-us form"), contact.submit],
        ] as const) {
          const beside = form.locator(".form__submit");
          await expect(beside.getByRole("button", { name: submit })).toBeVisible();
          await expect(beside.getByRole("link", { name: privacyLink })).toHaveAttribute(
            "href",
            notice,
          );
        }
        const footerLink = page
          .locator("footer")
          .getByRole("link", { name: staticMessagesFor(language).legal.privacy });
        await expect(footerLink).toHaveAttribute("href", notice);
        await footerLink.click();
        await expect(page).toHaveURL(`${built.url}${notice}`);
        await expect(page.locator("html")).toHaveAttribute("lang", languageInfo[language].tag);
        await expect(page.locator("h1")).toHaveText(privacyNotices[language].title);
      });
    }

    test("sitemap.xml lists every page with its alternates, and robots.txt names it", async ({
      request,
    }, testInfo) => {
      test.skip(onlyOnce(testInfo.project.name), "one file");
      const sitemap = await (await request.get(`${built.url}/sitemap.xml`)).text();
      for (const language of languages) {
        for (const address of [path(language), privacyNoticePath(language)]) {
          expect(sitemap).toContain(`<loc>${site.url}${address}</loc>`);
          expect(sitemap).toContain(
            `hreflang="${languageInfo[language].tag}" href="${site.url}${address}"`,
          );
        }
      }
      // Each language's home page, privacy notice and route pages (route-pages.spec.ts) list
      // their alternates.
      expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(
        languages.length * (2 + routePages.length),
      );
      const robots = await (await request.get(`${built.url}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    });
  });

  // A page with no script to wait for: checked as it arrives, in both viewports.
  for (const language of languages) {
    test(`${language}: the privacy notice: axe finds no WCAG 2.1 AA violation`, async ({
      page,
    }) => {
      await page.goto(`${built.url}${privacyNoticePath(language)}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const language of languages) {
    test(`${language}: hydrates without an error, and nothing overflows at 320 px`, async ({
      page,
    }, testInfo) => {
      test.skip(onlyOnce(testInfo.project.name), "measured at 320 px once");
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(`${built.url}${path(language)}`);
      const forms = formMessagesFor(language);
      await expect(
        page.locator("#contact-us form").getByLabel(forms.contact.labels.message, { exact: true }),
      ).toBeEnabled();
      await expect(
        page.locator("#book-now").getByRole("button", { name: forms.booking.submit }),
      ).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      const measure = () =>
        page.evaluate(() => {
          const boxes = document.querySelectorAll<HTMLElement>(
            "button, .button, input, select, textarea, label, summary, h1, h2, h3, .header__bar",
          );
          const overflowing = [...boxes]
            .filter((box) => box.getClientRects().length > 0)
            .filter((box) => box.scrollWidth > box.clientWidth + 1)
            .map((box) => `${box.tagName} "${box.textContent?.trim().slice(0, 30)}"`);
          // Spacing between letters breaks the conjuncts of Tamil, Malayalam, Telugu, Kannada.
          const indic = /[\u0B80-\u0D7F]/;
          const spaced = [...document.querySelectorAll<HTMLElement>("body *")]
            .filter((element) =>
              [...element.childNodes].some(
                (node) => node.nodeType === Node.TEXT_NODE && indic.test(node.textContent ?? ""),
              ),
            )
            .filter(
              (element) => !["normal", "0px"].includes(getComputedStyle(element).letterSpacing),
            )
            .map((element) => element.tagName);
          return { overflowing, spaced };
        });
      expect(await measure()).toEqual({ overflowing: [], spaced: [] });
      // The switcher open, and the mobile menu, fit too.
      await page.locator(".languages__toggle").click();
      await menuButton(page, messagesFor(language).header.openMenu).click();
      expect(await measure()).toEqual({ overflowing: [], spaced: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.screenshot({ path: testInfo.outputPath(`320-${language}.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  test("switching language keeps the section, and / then offers the choice without a redirect", async ({
    page,
  }) => {
    // Reading the rates, arrived at as a visitor does: from the hero's link.
    await page.goto(`${built.url}/`);
    await page.getByRole("link", { name: staticMessagesFor("en").hero.rates }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
    await page.locator(".languages__toggle").click();
    await page.getByRole("link", { name: "தமிழ்" }).click();
    await expect(page).toHaveURL(/\/ta\/#pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
    await expect(page.locator("#pricing")).toBeInViewport();

    await page.goto(`${built.url}/ta/`);
    await page.locator("#contact-us").evaluate((section) => section.scrollIntoView());
    await expect(page.locator("#contact-us")).toBeInViewport();
    await page.locator(".languages__toggle").click();
    await page.getByRole("link", { name: "ಕನ್ನಡ" }).click();
    await expect(page).toHaveURL(/\/kn\/#contact-us$/);
    await expect(page.locator("#contact-us")).toBeInViewport();

    // The next visit to / stays on / and offers Kannada, in Kannada.
    await page.goto(`${built.url}/`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    const offer = page.getByRole("link", { name: new RegExp(readThisPageIn.kn) });
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(page).toHaveURL(/\/kn\/$/);

    // Choosing English takes the offer away.
    await page.locator(".languages__toggle").click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(".language-offer")).toHaveCount(0);
  });

  test("switching language mid-form takes what was typed along, and only that", async ({
    page,
  }) => {
    const en = formMessagesFor("en");
    const ta = formMessagesFor("ta");
    await page.goto(`${built.url}/#book-now`);
    const booking = page.locator("#book-now form");
    await expect(booking).toHaveAttribute("novalidate", "");
    await booking.getByLabel(en.booking.labels.pickupLocation).fill("Anna Nagar, Chennai");
    await booking.getByLabel(en.booking.labels.vehicleType).selectOption("suv");
    await booking.getByLabel(en.booking.labels.name).fill("Lakshmi");
    await page
      .locator("#contact-us form")
      .getByLabel(en.contact.labels.message)
      .fill("Two big suitcases");
    await page.locator(".languages__toggle").click();
    await page.getByRole("link", { name: "தமிழ்" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");

    const there = page.locator("#book-now form");
    await expect(there).toHaveAttribute("novalidate", "");
    await expect(there.getByLabel(ta.booking.labels.pickupLocation)).toHaveValue(
      "Anna Nagar, Chennai",
    );
    await expect(there.getByLabel(ta.booking.labels.vehicleType)).toHaveValue("suv");
    await expect(there.getByLabel(ta.booking.labels.name)).toHaveValue("Lakshmi");
    await expect(there.getByLabel(ta.booking.labels.dropoffLocation)).toHaveValue("");
    // The new page's language goes with the booking, not the old one's.
    await expect(there.locator('input[name="language"]')).toHaveValue("ta");
    await expect(
      page.locator("#contact-us form").getByLabel(ta.contact.labels.message),
    ).toHaveValue("Two big suitcases");
    // The form's script has them too: the estimate prices the carried car, per km.
    await there.getByLabel(ta.booking.labels.dropoffLocation).fill("Madurai");
    await expect(there.getByTestId("fare-estimate")).toContainText(
      `× ${ta.format.rupees(fares.ratePerKm("suv"))} =`,
    );

    // Carried once: the next load starts as built.
    await page.reload();
    await expect(page.locator("#book-now form")).toHaveAttribute("novalidate", "");
    await expect(page.locator("#book-now form").getByLabel(ta.booking.labels.name)).toHaveValue("");
  });

  test("the offer of another language never covers what the keyboard is on", async ({
    browser,
  }) => {
    // A Tamil phone on the English page: the offer sits over the foot of the screen.
    const context = await browser.newContext({
      locale: "ta-IN",
      viewport: { width: 375, height: 700 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(`${built.url}/`);
    const offer = page.locator(".language-offer");
    await expect(offer).toBeVisible();
    await expect(page.locator("#contact-us form")).toBeVisible();
    const offerTop = (await offer.boundingBox())!.y;
    const covered: string[] = [];
    for (let stop = 0; stop < 80; stop++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body || element.closest(".language-offer"))
          return null;
        const box = element.getBoundingClientRect();
        return {
          bottom: box.bottom,
          what: element.textContent?.trim().slice(0, 30) || element.tagName,
        };
      });
      if (focused && focused.bottom > offerTop) covered.push(focused.what);
    }
    expect(covered).toEqual([]);
    await context.close();
  });
});

for (const language of others) {
  test(`${language}: an empty submit is answered in the page's language`, async ({ page }) => {
    const forms = formMessagesFor(language);
    await page.goto(`${path(language)}#book-now`);
    const booking = page.locator("#book-now form");
    await booking.getByRole("button", { name: forms.booking.submit }).click();
    await expect(
      booking.getByText(forms.fieldErrors.pickupLocation.required as string),
    ).toBeVisible();
    await expect(booking.getByText(forms.fieldErrors.phone.required as string)).toBeVisible();
    await expect(booking.getByLabel(forms.booking.labels.name)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const contact = page.locator("#contact-us form");
    await contact.getByRole("button", { name: forms.contact.submit }).click();
    await expect(contact.getByText(forms.fieldErrors.email.required as string)).toBeVisible();
    await expect(contact.getByText(forms.fieldErrors.message.required as string)).toBeVisible();
  });

  test(`${language}: axe finds no WCAG 2.1 AA violation, the switcher open`, async ({ page }) => {
    await page.goto(path(language));
    await expect(page.locator("#book-now form")).toBeVisible();
    await expect(page.locator("#contact-us form")).toBeVisible();
    await page.locator(".languages__toggle").click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** Reads back what reached the mailbox until a mail matches, or the poll gives up. */
async function mailWith(page: Page, marker: string) {
  let found: { text: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${inspect}/mails`)).json()) as Array<{
        text: string;
        subject: string;
      }>;
      found = mails.find((mail) => mail.text.includes(marker));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const passengers = [
  { language: "ta", name: "Kavya Ta", phone: "97", englishName: "Tamil" },
  { language: "kn", name: "Kiran Kn", phone: "96", englishName: "Kannada" },
] as const;

for (const { language, name, phone, englishName } of passengers) {
  test(`${language}: a booking reaches the operators, the mail naming the language`, async ({
    page,
  }, testInfo) => {
    const forms = formMessagesFor(language);
    const { labels } = forms.booking;
    const who = `${name} ${testInfo.project.name}`;
    await page.goto(`${path(language)}#book-now`);
    const form = page.locator("#book-now form");
    await form.getByLabel(labels.pickupLocation).fill("Chennai Airport");
    await form.getByLabel(labels.dropoffLocation).fill("Madurai");
    await form.getByLabel(labels.pickupDate).fill(tomorrow());
    await form.getByLabel(labels.pickupTime).fill("09:30");
    await form.getByLabel(labels.name).fill(who);
    await form
      .getByLabel(labels.phone)
      .fill(`${phone}${testInfo.project.name === "phone" ? 1 : 2}0012345`);
    // 462 km × ₹15 + airport pickup ₹250, grouped the Indian way.
    await expect(form.getByTestId("fare-estimate")).toContainText("₹7,180");
    await form.getByRole("button", { name: forms.booking.submit }).click();
    await expect(form.getByText(forms.booking.thanks)).toBeVisible();
    const reference = await form.getByTestId("booking-reference").innerText();

    const rows = (await (
      await page.request.get(`${inspect}/rows?table=booking_requests`)
    ).json()) as Array<Record<string, unknown>>;
    expect(rows.find((row) => row.reference === reference)).toMatchObject({
      name: who,
      language,
    });
    const mail = await mailWith(page, who);
    expect(mail.text.split("\n")).toContain(`Prefers: ${englishName}`);
    expect(mail.subject).toContain(reference);
  });

  test(`${language}: a message reaches the operators, the mail naming the language`, async ({
    page,
  }, testInfo) => {
    const forms = formMessagesFor(language);
    const { labels } = forms.contact;
    const marker = `${language}-${testInfo.project.name}-${Date.now()}`;
    await page.goto(`${path(language)}#contact-us`);
    const form = page.locator("#contact-us form");
    await form.getByLabel(labels.name).fill(name);
    await form.getByLabel(labels.email).fill("family@example.com");
    await form
      .getByLabel(labels.phone)
      .fill(`${phone}${testInfo.project.name === "phone" ? 3 : 4}0012345`);
    await form.getByLabel(labels.message).fill(`Amma needs a cab to the airport (${marker})`);
    await form.getByRole("button", { name: forms.contact.submit }).click();
    await expect(form.getByText(forms.contact.thanks)).toBeVisible();

    const rows = (await (
      await page.request.get(`${inspect}/rows?table=contact_messages`)
    ).json()) as Array<Record<string, string>>;
    expect(rows.find((row) => row.message?.includes(marker))).toMatchObject({ language });
    const mail = await mailWith(page, marker);
    expect(mail.text.split("\n")).toContain(`Prefers: ${englishName}`);
  });
}
