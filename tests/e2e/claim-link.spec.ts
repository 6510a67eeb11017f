import { expect, test } from "@playwright/test";
import { previewUrl } from "../support/e2e-ports";
import { capturedMails, uniquePhone } from "../support/e2e-readback";
import { fillBooking } from "../support/e2e-booking";

/**
 * An operator at a taxi stand at 3 AM: the "I'll call" link in the mail, opened on a phone,
 * claims the booking with one tap; another operator's link then shows who has it, and erases
 * the passenger's details when asked to (a confirming second tap).
 */
test.use({ baseURL: previewUrl });
test.skip(({ isMobile }) => !isMobile, "an operator's phone");

const claimLine = /^I'll call \(tells the others\): (\S+)$/m;

test("an operator claims a booking from the mail's link at 390 px; another sees who has it, then erases it", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const phone = uniquePhone();
  const form = await fillBooking(page, {
    from: "Madurai",
    to: "Rameswaram",
    time: "04:30",
    name: "Claim Test",
    phone: phone.typed,
  });
  await form.getByRole("button", { name: "Book Now" }).click();
  const reference = await form.getByTestId("booking-reference").innerText();

  const linkFor = async (address: string) => {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await capturedMails(request)).find(
          (m) => m.subject.startsWith(reference) && m.to.text.includes(address),
        );
        link = mail && claimLine.exec(mail.text)?.[1];
        return link;
      })
      .toBeTruthy();
    return link!;
  };
  const ravis = await linkFor("owner@droptaxi.example");
  const meenas = await linkFor("dispatch@droptaxi.example");
  expect(new URL(ravis).origin).toBe(new URL(previewUrl).origin);

  await page.goto(ravis);
  // The press must carry the site's own Origin: a browser that sends no Sec-Fetch-Site (Safari
  // before 16.4) is judged by it alone, and a page that sends no referrer makes it "null".
  const claimPost = page.waitForRequest((sent) => sent.method() === "POST");
  await page.getByRole("button", { name: "I'll call" }).click();
  expect(await (await claimPost).headerValue("origin")).toBe(new URL(previewUrl).origin);
  await expect(page.getByText("It's yours.")).toBeVisible();
  await expect(
    page.getByText(
      /^You have this since \d\d:\d\d IST\. Reached them\? Mark it below, or a reminder mail comes at \d\d:\d\d IST\.$/,
    ),
  ).toBeVisible();
  // The passenger's number grouped as it is read back at 3 AM, dialled as E.164.
  const grouped = `+91 ${phone.e164.slice(3, 8)} ${phone.e164.slice(8)}`;
  await expect(page.getByRole("link", { name: `Call ${grouped}` })).toHaveAttribute(
    "href",
    `tel:${phone.e164}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("claim-page-390.png"), fullPage: true });
  // Called: said once, and no reminder comes.
  await page.getByRole("button", { name: "I've reached them", exact: true }).click();
  await expect(page.getByText("Marked: you reached them. No reminder will come.")).toBeVisible();
  await expect(page.getByRole("button", { name: "I've reached them", exact: true })).toHaveCount(0);
  // Pressed before the call by a thumb on its way to Call: taken back, then said again.
  await page.getByRole("button", { name: "Undo “I've reached them”" }).click();
  await expect(page.getByText("Undone: not marked as reached.")).toBeVisible();
  await expect(page.getByText(/or a reminder mail comes at \d\d:\d\d IST\.$/)).toBeVisible();
  await page.getByRole("button", { name: "I've reached them", exact: true }).click();
  await expect(page.getByText("Marked: you reached them. No reminder will come.")).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const meenasPage = await other.newPage();
  await meenasPage.goto(meenas);
  await expect(
    meenasPage.getByText(/^Ravi has this since \d\d:\d\d IST; reached them at \d\d:\d\d IST\.$/),
  ).toBeVisible();
  await expect(meenasPage.getByRole("button", { name: "I'll call" })).toHaveCount(0);

  // The passenger asks Meena on the phone to be forgotten: two presses, from the page itself.
  await meenasPage.getByRole("button", { name: "Erase the passenger's details…" }).click();
  await expect(
    meenasPage.getByRole("heading", { name: `Erase the details of booking ${reference}?` }),
  ).toBeVisible();
  // Ravi may be on his way: she is asked to tell him, as no mail will.
  await expect(
    meenasPage.getByText("Ravi has this enquiry and is not told by mail: tell them first."),
  ).toBeVisible();
  await meenasPage.getByRole("button", { name: "Yes, erase them now" }).click();
  await expect(meenasPage.getByText("Erased.", { exact: false })).toBeVisible();
  await page.goto(ravis);
  await expect(
    page.getByRole("heading", { name: `Details removed: booking ${reference}` }),
  ).toBeVisible();
  await expect(
    page.getByText(/erased by Meena on .*, at the passenger's request\. Ravi had it\./),
  ).toBeVisible();
  await expect(page.getByText("Claim Test")).toHaveCount(0);
  await expect(page.getByRole("button")).toHaveCount(0);
  await other.close();
});
