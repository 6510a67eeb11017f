import { expect, test } from "@playwright/test";

import { inspectUrl as inspect } from "../support/e2e-ports";

test("a booking reaches the database and the operators' mailbox with its reference", async ({
  page,
  request,
}, testInfo) => {
  const name = `Kavya ${testInfo.project.name}`;
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await page.goto("/#book-now");
  const form = page.locator("#book-now form");
  await form.getByLabel("Pickup location").fill("Coimbatore Airport");
  await form.getByLabel("Drop location").fill("Ooty");
  await form.getByLabel("Pickup date").fill(tomorrow);
  await form.getByLabel("Pickup time").fill("07:15");
  await form.getByLabel("Passengers").selectOption("5");
  await form.getByLabel("Vehicle").selectOption("suv");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone").fill("9003012345");
  // 85 km × ₹18 = 1530, airport pickup 250
  await expect(form.getByTestId("fare-estimate")).toContainText("₹1,780");
  await form.getByRole("button", { name: "Book Now" }).click();

  const reference = form.getByTestId("booking-reference");
  await expect(reference).toHaveText(/^DT-[2-9A-Z]{6}$/);
  const ref = await reference.innerText();

  const rows = (await (
    await request.get(`${inspect}/rows?table=booking_requests`)
  ).json()) as Array<Record<string, unknown>>;
  expect(rows.find((row) => row.reference === ref)).toMatchObject({
    name,
    pickup_location: "Coimbatore Airport",
    dropoff_location: "Ooty",
    passengers: 5,
    vehicle_type: "suv",
    fare_estimate: 1780,
  });
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${inspect}/mails`)).json()) as Array<{
        subject: string;
      }>;
      // Reference, name, route, weekday and time; the name and places shortened to fit.
      const subject = new RegExp(`^${ref} Kavya.* \\S+→Ooty \\w{3} \\d{1,2} \\w{3} 07:15$`);
      return mails.some((mail) => subject.test(mail.subject));
    })
    .toBe(true);
});
