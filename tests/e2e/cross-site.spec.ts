import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { previewPort } from "../support/e2e-ports";
import { storedRows, uniquePhone } from "../support/e2e-readback";

/**
 * Another website cannot use a visitor's browser to post the site's forms: a page on another
 * site (127.0.0.1 is another site than localhost) posting the contact form is refused with 403.
 */
test.skip(({ isMobile }) => !isMobile, "one browser is enough");

let evil: Server;
let evilUrl: string;
const phone = uniquePhone();

test.beforeAll(async () => {
  const target = `http://localhost:${previewPort}/api/contact`;
  evil = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html" }).end(`<!doctype html>
<form method="post" action="${target}">
<input name="name" value="Forged"><input name="email" value="forged@example.com">
<input name="phone" value="${phone.typed}"><input name="message" value="forged message">
<button>Win a free ride</button></form>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  const address = evil.address();
  evilUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});
test.afterAll(() => evil.close());

test("a form posted to the site from another website is refused with 403", async ({
  page,
  request,
}) => {
  await page.goto(evilUrl);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact")),
    page.getByRole("button", { name: "Win a free ride" }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(page.locator("main")).toContainText("This form was sent from another website.");
  const rows = await storedRows(request, "contact_messages");
  expect(rows.filter((r) => r.phone === phone.e164)).toEqual([]);
});
