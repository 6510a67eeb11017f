import { expect, test, type Page } from "@playwright/test";
import { previewUrl } from "../support/e2e-ports";
import { capturedMails, storedRows, uniquePhone } from "../support/e2e-readback";
import { fillBooking } from "../support/e2e-booking";

/** The built site: a booking made with no network is kept on the phone and sent exactly once. */
test.use({ baseURL: previewUrl });
test.skip(({ isMobile }) => !isMobile, "a passenger's phone");

test("a booking made offline is kept, and delivered exactly once when the phone is online, its age said", async ({
  page,
  context,
  request,
}) => {
  const phone = uniquePhone();
  const form = await fillBooking(page, {
    from: "Chennai",
    to: "Vellore",
    time: "09:00",
    name: "Offline Arun",
    phone: phone.typed,
  });

  await context.setOffline(true);
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("status")).toContainText("Your booking is saved on this phone");
  await expect(form.getByRole("link", { name: "send it on WhatsApp" })).toBeVisible();
  expect(
    (await storedRows(request, "booking_requests")).filter((r) => r.phone === phone.e164),
  ).toEqual([]);

  // The phone stays offline for two days: the page kept when the passenger pressed Send.
  await page.evaluate((days) => {
    const kept = JSON.parse(localStorage.getItem("drop-taxi:unsent")!) as { sentAt: number }[];
    for (const item of kept) item.sentAt -= days * 86_400_000;
    localStorage.setItem("drop-taxi:unsent", JSON.stringify(kept));
  }, 2);

  await context.setOffline(false);
  const reference = form.getByTestId("booking-reference");
  await expect(reference).toHaveText(/^DT-[2-9A-Z]{6}$/);
  const ref = await reference.innerText();
  expect(await page.evaluate(() => localStorage.getItem("drop-taxi:unsent"))).toBeNull();
  // The passenger is at the form: its notice says it, and no bar at the foot says it again.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.locator(".kept-news")).toHaveCount(0);

  // A later visit finds nothing left to send.
  await page.reload();
  await expect(page.locator("#book-now form").getByLabel("Pickup location")).toBeVisible();
  const rows = (await storedRows(request, "booking_requests")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows.map((row) => row.reference)).toEqual([ref]);
  const mails = async () => (await capturedMails(request)).filter((m) => m.subject.startsWith(ref));
  await expect.poll(mails).toHaveLength(2);
  for (const mail of await mails()) {
    expect(mail.text).toMatch(
      /^Sent by passenger: .* IST, 2 days before it arrived \(kept on their phone/m,
    );
  }
});

test("a form whose code the network drops once arrives on the next try, and takes the form over", async ({
  page,
}) => {
  let dropped = 0;
  await page.route(/\/booking-form-[\w-]+\.js$/, async (route) => {
    if (dropped++ === 0) return route.abort("internetdisconnected");
    return route.continue();
  });
  await page.goto("/#book-now");
  await expect(page.locator("#book-now form")).toHaveAttribute("novalidate", "", {
    timeout: 15_000,
  });
  expect(dropped).toBeGreaterThan(1);
});

test("a form whose code the network never delivers stays on the page, as typed, and books as a plain form", async ({
  page,
  request,
}) => {
  // Every try of the booking form's chunk is dropped, as between two towers or after a deploy
  // removed it; the rest of the page's script arrives.
  const dropped: string[] = [];
  await page.route(/\/booking-form-[\w-]+\.js$/, async (route) => {
    dropped.push(route.request().url());
    await route.abort("internetdisconnected");
  });
  const phone = uniquePhone();
  const form = await fillBooking(
    page,
    {
      from: "Madurai",
      to: "Rameswaram",
      time: "06:30",
      name: "Chunkless Priya",
      phone: phone.typed,
    },
    { scripted: false },
  );
  // The contact form's code came, so the page's script ran, and the dropped chunk with it.
  await expect(page.locator("#contact-us form")).toHaveAttribute("novalidate", "");
  await expect.poll(() => dropped.length).toBeGreaterThan(0);
  await expect(form.getByLabel("Pickup location", { exact: true })).toHaveValue("Madurai");
  await expect(form).not.toHaveAttribute("novalidate");

  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(page).toHaveURL(/\/api\/bookings\?thanks=/);
  const reference = await page.getByTestId("booking-reference").innerText();
  const rows = (await storedRows(request, "booking_requests")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows.map((row) => [row.reference, row.pickup_location])).toEqual([[reference, "Madurai"]]);
});

/** A booking kept on the phone, then sent as the passenger opens a route page at its top. */
async function keptThenSentOnRoutePage(page: Page, name: string) {
  const phone = uniquePhone();
  const form = await fillBooking(page, {
    from: "Chennai",
    to: "Madurai",
    time: "07:00",
    name,
    phone: phone.typed,
  });
  // The network drops the booking: it is kept on the phone.
  await page.route("**/api/bookings", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("status")).toContainText("Your booking is saved on this phone", {
    timeout: 30_000,
  });
  await page.unroute("**/api/bookings");
  // The booking goes as the form's code arrives, and its notice is far down the page.
  await page.goto("/chennai-to-madurai-taxi/");
  const bar = page.locator(".kept-news");
  await expect(bar).toContainText("The booking saved on this phone has been sent.");
  return { phone, bar };
}

test("a kept booking sent on a later page, out of sight of its form, is told at the foot of the screen", async ({
  page,
  request,
}) => {
  const { phone, bar } = await keptThenSentOnRoutePage(page, "Later Page Kavya");
  await expect(bar).toBeInViewport();
  const reference = page.getByTestId("booking-reference");
  const ref = await reference.innerText();
  await expect(bar).toContainText(`Your reference: ${ref}`);
  await expect(reference).not.toBeInViewport();

  await bar.getByRole("button", { name: "Show" }).click();
  await expect(reference).toBeInViewport();
  await expect(bar).toHaveCount(0);
  await expect(page.locator("#book-now form").getByRole("status")).toBeFocused();
  const rows = (await storedRows(request, "booking_requests")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows.map((row) => row.reference)).toEqual([ref]);
});

test("closing the foot-of-screen news from the keyboard puts focus back where it was", async ({
  page,
}) => {
  const { bar } = await keptThenSentOnRoutePage(page, "Keyboard Kavya");
  const pickup = page.locator("#book-now form").getByLabel("Pickup location", { exact: true });
  await pickup.focus();
  await bar.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Enter");
  await expect(bar).toHaveCount(0);
  await expect(pickup).toBeFocused();
});

test("the foot-of-screen news goes when Book is pressed again, and the booking's notice stays", async ({
  page,
}) => {
  const { bar } = await keptThenSentOnRoutePage(page, "Next Trip Kavya");
  // Sent from the keyboard in the form's first field: its notice, far below, is never seen.
  const pickup = page.locator("#book-now form").getByLabel("Pickup location", { exact: true });
  await pickup.press("Enter");
  await expect(bar).toHaveCount(0);
  // The press asks for the empty fields; the booking it sent is still told, far below.
  await expect(page.locator("#book-now form").getByLabel("Your name")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByTestId("booking-reference")).toHaveCount(1);
});

test("a booking kept in one tab and sent by another is told as sent in both, with its reference", async ({
  page,
  context,
  request,
}) => {
  const phone = uniquePhone();
  const form = await fillBooking(page, {
    from: "Chennai",
    to: "Pondicherry",
    time: "08:30",
    name: "Two Tabs Revathi",
    phone: phone.typed,
  });
  // This tab's network drops it: kept, and this tab cannot send it.
  await page.route("**/api/bookings", (route) => route.abort("internetdisconnected"));
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(form.getByRole("status")).toContainText("Your booking is saved on this phone", {
    timeout: 30_000,
  });

  // The passenger opens the site again in a new tab, which sends it as it loads.
  const other = await context.newPage();
  await other.goto("/#book-now");
  const sentThere = other.locator("#book-now form").getByTestId("booking-reference");
  await expect(sentThere).toHaveText(/^DT-[2-9A-Z]{6}$/);
  const ref = await sentThere.innerText();

  // The first tab, back in front, says the same, not nothing.
  await expect(form.getByTestId("booking-reference")).toHaveText(ref);
  await expect(form.getByRole("status")).not.toContainText("Your booking is saved on this phone");
  const rows = (await storedRows(request, "booking_requests")).filter(
    (r) => r.phone === phone.e164,
  );
  expect(rows.map((row) => row.reference)).toEqual([ref]);
});
