import { expect, test } from "@playwright/test";
import { previewUrl } from "../support/e2e-ports";
import { capturedMails, storedRows, uniquePhone } from "../support/e2e-readback";
import { fillBooking } from "../support/e2e-booking";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { fieldErrorText, storedEstimateText } from "../../src/shared/i18n/say";
import { headerSolidAfterPx } from "../../src/config/site";
import { sectionIds } from "../../src/config/navigation";

/**
 * The built site (`npm run preview`) with JavaScript turned off: both forms are plain HTML forms
 * the functions take, answer with a thank-you page, or with the problems to fix. A passenger on a
 * cheap phone, so the phone project only.
 */
test.use({ baseURL: previewUrl, javaScriptEnabled: false });
test.skip(({ isMobile }) => !isMobile, "a passenger's phone");

const trip = (phone: string, name: string) => ({
  from: "Coimbatore Airport",
  to: "Ooty",
  time: "07:15",
  passengers: 2,
  name,
  phone,
});

test("a booking sent without JavaScript is stored, mailed, and thanked on its own page", async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const form = await fillBooking(page, trip(phone.typed, "Kavya no-script"), { scripted: false });
  await form.getByRole("button", { name: "Book Now" }).click();

  await expect(page).toHaveURL(/\/api\/bookings\?thanks=/);
  await expect(page.locator("main")).toContainText(
    "Thank you for your booking! We will contact you shortly to confirm the details.",
  );
  const reference = await page.getByTestId("booking-reference").innerText();
  expect(reference).toMatch(/^DT-[2-9A-Z]{6}$/);
  await expect(page.locator("main")).toContainText(
    `An operator will call you on +91 ${phone.e164.slice(3, 8)} ${phone.e164.slice(8)}, usually within 10 minutes.`,
  );
  // A refresh asks for the page again: nothing is posted twice.
  await page.reload();
  await expect(page.getByTestId("booking-reference")).toHaveText(reference);

  const rows = (await storedRows(request, "booking_requests")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    reference,
    passengers: 2,
    pickup_location: "Coimbatore Airport",
  });
  // The page's fare panel could not follow the form: the thank-you page says the stored estimate.
  const [estimate] = storedEstimateText(formMessagesFor("en"), {
    fareEstimate: rows[0]!.fare_estimate as number,
    distanceKm: rows[0]!.distance_km as number,
  });
  expect(estimate).toMatch(/^Estimated fare: ₹[\d,]+ for about \d+ km$/);
  await expect(page.locator("main")).toContainText(estimate!);
  await expect
    .poll(async () => (await capturedMails(request)).filter((m) => m.subject.startsWith(reference)))
    .toHaveLength(2);
});

test("a contact message sent without JavaScript is stored, mailed, and thanked on its own page", async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const marker = `no-script ${phone.e164}`;
  await page.goto("/#contact-us");
  const form = page.locator("#contact-us form");
  await form.getByLabel("Name").fill("Meena Iyer");
  await form.getByLabel("Email").fill("meena@example.com");
  await form.getByLabel("Phone").fill(phone.typed);
  await form.getByLabel("Message").fill(`Need an Innova to Tirupati (${marker})`);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL(/\/api\/contact\?thanks=/);
  await expect(page.locator("main")).toContainText(
    "Thank you for your message! We will contact you soon.",
  );
  const rows = (await storedRows(request, "contact_messages")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows).toHaveLength(1);
  await expect
    .poll(async () => (await capturedMails(request)).filter((m) => m.text.includes(marker)))
    .toHaveLength(2);
});

test("an invalid booking sent without JavaScript lists each problem, with the call link, and Back keeps it", async ({
  page,
  request,
}) => {
  // What the browser's own checks let through, and the schema does not.
  const form = await fillBooking(page, trip("12345", "Too many for a sedan"), {
    scripted: false,
  });
  await form.getByLabel("Passengers").selectOption("6");
  await form.getByRole("button", { name: "Book Now" }).click();

  const problems = page.locator("main li");
  await expect(problems).toContainText([
    "Enter a 10-digit Indian mobile number, or include the + country code for other countries",
    "The Sedan seats up to 4. For 6 passengers choose SUV (up to 6) or Innova (up to 7).",
  ]);
  await expect(page.getByRole("link", { name: /call us: \+91\s98400\s12345/i })).toHaveAttribute(
    "href",
    "tel:+919840012345",
  );
  // The problem page says everything typed is still there: every field, the places too.
  await page.goBack();
  const back = page.locator("#book-now form");
  await expect(back.getByLabel("Your name")).toHaveValue("Too many for a sedan");
  await expect(back.getByLabel("Pickup location")).toHaveValue("Coimbatore Airport");
  await expect(back.getByLabel("Drop location")).toHaveValue("Ooty");
  const rows = await storedRows(request, "booking_requests");
  expect(rows.filter((r) => r.name === "Too many for a sedan")).toEqual([]);
});

test("a booking sent without JavaScript from the Tamil page is thanked in Tamil, and its problems listed in Tamil", async ({
  page,
  request,
}) => {
  const ta = formMessagesFor("ta");
  const phone = uniquePhone();
  const form = await fillBooking(page, trip(phone.typed, "Tamil no-script"), {
    scripted: false,
    language: "ta",
  });
  await form.getByRole("button", { name: ta.booking.submit }).click();
  await expect(page).toHaveURL(/\/api\/bookings\?thanks=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
  await expect(page.locator("main")).toContainText(ta.booking.thanks);
  await expect(page.locator("main")).toContainText(
    ta.callBack(`+91 ${phone.e164.slice(3, 8)} ${phone.e164.slice(8)}`, 10),
  );
  const rows = (await storedRows(request, "booking_requests")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows).toMatchObject([{ language: "ta" }]);

  const invalid = await fillBooking(page, trip("12345", "Tamil invalid"), {
    scripted: false,
    language: "ta",
  });
  await invalid.getByRole("button", { name: ta.booking.submit }).click();
  await expect(page.locator("main")).toContainText(ta.pages.problemTitle);
  await expect(page.locator("main li")).toContainText([fieldErrorText(ta, "phone", "invalid")!]);
});

test("without JavaScript the header still turns solid past the threshold, so its phone number stays readable", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  const ink = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("div"));
    probe.style.backgroundColor = "var(--ink)";
    return getComputedStyle(probe).backgroundColor;
  });
  const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

  expect(await background()).toBe("rgba(0, 0, 0, 0)");
  await scrollTo(headerSolidAfterPx);
  await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  await scrollTo(headerSolidAfterPx + 1);
  await expect.poll(background).toBe(ink);
  // Far down, over the white sections: the call link is on the solid bar.
  await scrollTo(3000);
  await expect.poll(background).toBe(ink);
  await scrollTo(0);
  await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
});

test("without JavaScript the page shows no fare panel it cannot update, and its menu still opens and leads to the sections", async ({
  page,
}) => {
  for (const path of ["/", "/ta/chennai-to-madurai-taxi/"]) {
    await page.goto(path);
    await expect(page.locator(`#${sectionIds.booking} form`)).toBeVisible();
    await expect(page.getByTestId("fare-estimate")).toBeHidden();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.locator("summary.header__toggle").click();
    await expect(menu).toBeVisible();
    await menu.locator(`a[href$="#${sectionIds.contact}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${sectionIds.contact}$`));
    // Without script a link within the page leaves the menu open over the section it led to,
    // showing its ✕: the passenger closes it, and the section's heading is what lies under the
    // thumb. (A route page's links lead to the home page, which opens with the menu closed.)
    if (path === "/") {
      await expect(page.locator(".header__toggle-close")).toBeVisible();
      await page.locator("summary.header__toggle").click();
    }
    await expect(menu).toBeHidden();
    const heading = page.locator(`#${sectionIds.contact} h2`).first();
    const box = (await heading.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("section")?.id,
      [box.x + 4, box.y + box.height / 2],
    );
    expect(hit).toBe(sectionIds.contact);
  }
});
