import { expect, test } from "@playwright/test";

import { inspectUrl as inspect } from "../support/e2e-ports";

test("a contact message reaches the database and the operators' mailbox", async ({
  page,
  request,
}, testInfo) => {
  const marker = `e2e-${testInfo.project.name}-${Date.now()}`;
  await page.goto("/#contact-us");
  const form = page.locator("#contact-us form");
  await form.getByLabel("Name").fill("Meena Iyer");
  await form.getByLabel("Email").fill("meena@example.com");
  await form.getByLabel("Phone").fill("+91 90030 12345");
  await form.getByLabel("Message").fill(`Need an Innova to Tirupati (${marker})`);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(
    form.getByText("Thank you for your message! We will contact you soon."),
  ).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");

  const rows = (await (
    await request.get(`${inspect}/rows?table=contact_messages`)
  ).json()) as Array<Record<string, string>>;
  const row = rows.find((r) => r.message?.includes(marker));
  expect(row).toMatchObject({
    name: "Meena Iyer",
    email: "meena@example.com",
    phone: "+919003012345",
  });

  await expect
    .poll(async () => {
      const mails = (await (await request.get(`${inspect}/mails`)).json()) as Array<{
        text: string;
        subject: string;
      }>;
      return mails.find((mail) => mail.text.includes(marker))?.subject;
    })
    .toMatch(/^Meena Iyer \+91 90030 12345: /);
});
