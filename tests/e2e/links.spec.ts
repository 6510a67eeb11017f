import { expect, test } from "@playwright/test";
import { LinkChecker, LinkState } from "linkinator";
import { previewUrl } from "../support/e2e-ports";
import { capturedMails, uniquePhone } from "../support/e2e-readback";
import { fillBooking } from "../support/e2e-booking";
import { languageInfo, languages } from "../../src/shared/i18n/languages";
import { notFoundPath, privacyNoticePath } from "../../src/config/navigation";

/**
 * A link crawler nobody on the team wrote (linkinator) over the built site as `npm run preview`
 * serves it (netlify.toml's headers, the functions at their paths): every page and privacy
 * notice in every language, every route page (the home pages list them), the legal page, and
 * the pages only the functions make: the no-script thank-you page
 * and an operator's claim page. Every link it finds on them, and every #fragment, must answer.
 * Links leaving the site (WhatsApp, maps) are listed as skipped: this network reaches no other.
 */
test.skip(({ isMobile }) => isMobile, "one crawl of the same pages");

const claimLine = /^I'll call \(tells the others\): (\S+)$/m;

test("a crawl of the site and the functions' pages finds no broken link", async ({
  browser,
  request,
}) => {
  // A booking posted without script, as a cheap phone sends it: its thank-you page, and the
  // claim page its operator mail links to.
  const context = await browser.newContext({ baseURL: previewUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  const phone = uniquePhone();
  const form = await fillBooking(
    page,
    { from: "Chennai", to: "Madurai", time: "06:00", name: "Link Crawl", phone: phone.typed },
    { scripted: false },
  );
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/api\/bookings\?thanks=/);
  const thanksUrl = page.url();
  const reference = await page.getByTestId("booking-reference").innerText();
  await context.close();
  let claimUrl: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await capturedMails(request)).find((m) => m.subject.startsWith(reference));
      claimUrl = mail && claimLine.exec(mail.text)?.[1];
      return claimUrl;
    })
    .toBeTruthy();

  const origin = new URL(previewUrl).origin;
  const pages = [
    ...languages.map((language) => `${origin}${languageInfo[language].path}`),
    ...languages.map((language) => `${origin}${privacyNoticePath(language)}`),
    // Asked for by name, as a crawler can (a missing address answers it with status 404).
    ...languages.map((language) => `${origin}${notFoundPath(language)}`),
    // The home pages lead to every route page; one is named so the crawl must start there too.
    `${origin}/ta/chennai-to-madurai-taxi/`,
    `${origin}/legal.html`,
    thanksUrl,
    claimUrl!,
  ];
  const result = await new LinkChecker().check({
    path: pages,
    recurse: true,
    checkFragments: true,
    concurrency: 4,
    timeout: 15_000,
    linksToSkip: async (link) => new URL(link).origin !== origin,
  });
  const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? "no answer"} ${link.url} (on ${link.parent ?? "the list"})`);
  const skipped = new Set(
    result.links.filter((link) => link.state === LinkState.SKIPPED).map((link) => link.url),
  );
  console.info(
    `linkinator: ${checked.length} links checked, ${broken.length} broken; ${skipped.size} outside the site skipped`,
  );
  expect(broken).toEqual([]);
  // A crawl that stopped at the pages it was given would pass too: it must have gone on from them.
  expect(checked.map((link) => link.url)).toEqual(expect.arrayContaining(pages));
  expect(checked.length).toBeGreaterThan(pages.length);
});
