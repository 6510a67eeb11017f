import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { createAlerter } from "../../netlify/platform/alerts";
import { createSmtpMailer } from "../../netlify/delivery/mailer";
import { createNeonDb } from "../../netlify/platform/db";
import { retryUnsent } from "../../netlify/delivery/notify";
import {
  deliveries,
  mailFrom,
  operatorEmails,
  postJson,
  requestContext,
  testSmtpTimeouts,
} from "../support/enquiry-harness";
import { alertsToWebhook } from "../support/webhook-capture";
import { useHarness } from "../support/enquiry-cases";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { inject } from "vitest";

/**
 * What happens to the operators' mail when SMTP misbehaves, with the real database, a real SMTP
 * server made to misbehave, and a local webhook: nothing is lost, nothing is doubled, and a
 * person hears about what will not fix itself.
 */
const contactUrl = "http://localhost/api/contact";
const bookingUrl = "http://localhost/api/bookings";
const handleContact = createEnquiryHandler(contactKind);
const handleBooking = createEnquiryHandler(bookingKind);
const [owner, dispatch] = operatorEmails as [string, string];

const h = useHarness();
const webhook = alertsToWebhook(() => h);

let phoneSequence = 0;
const message = () => ({
  name: "Priya Raman",
  email: "priya@example.com",
  phone: `98${String(++phoneSequence).padStart(8, "0")}`,
  message: "Airport drop on Friday at 5 AM, please call.",
});
// A phone of its own for each, so the per-phone rate limit stays out of the way.
const booking = () => ({
  ...enquiryCases.booking.valid,
  phone: `97${String(++phoneSequence).padStart(8, "0")}`,
});

async function submit(
  handle = handleContact,
  url = contactUrl,
  body: unknown = message(),
  deps = h.deps,
) {
  const context = requestContext(`203.0.113.${phoneSequence % 250}`);
  const response = await handle(deps, postJson(url, body), context);
  await context.settled();
  return response;
}

const makeDue = () => h.db.query("UPDATE deliveries SET next_attempt_at = now()");

describe("a permanent mail failure", () => {
  it("is retried hourly, a person is told once, and the mail that finally goes out says how long it waited", async () => {
    h.smtp.behave({ kind: "reject", code: 550, message: "5.4.5 Daily sending quota exceeded" });
    expect((await submit()).status).toBe(201);

    const owed = await deliveries(h.db);
    expect(owed).toMatchObject(operatorEmails.map(() => ({ status: "pending", attempts: 1 })));
    const [{ wait }] = (await h.db.query<{ wait: number }>(
      "SELECT min(extract(epoch FROM next_attempt_at - now()))::int AS wait FROM deliveries",
    )) as [{ wait: number }];
    expect(wait).toBeGreaterThan(55 * 60);
    // Nobody got it: a person is told at once, with the phone to call; and each mailbox's
    // failure once.
    const id = String(owed[0]!.enquiry_id);
    expect(webhook.received).toHaveLength(1 + operatorEmails.length);
    expect(webhook.received).toContainEqual({
      text: expect.stringMatching(
        /^No operator could be mailed about contact #\d+.*phone: \+91 98\d{3} \d{5}\.$/,
      ),
      kind: "contact",
      id,
    });
    for (const operator of operatorEmails) {
      expect(webhook.received).toContainEqual({
        text: expect.stringMatching(new RegExp(`^Mail to ${operator} is failing.*quota exceeded`)),
        kind: "contact",
        id,
      });
    }

    // Still failing an hour later: retried, but nobody is told again.
    await makeDue();
    expect(await retryUnsent(h.deps, enquiryKinds)).toEqual({ sent: 0, retry: 2, failed: 0 });
    expect(webhook.received).toHaveLength(1 + operatorEmails.length);

    // The quota resets: the next run delivers, saying the mail is late.
    h.smtp.behave({ kind: "accept" });
    await makeDue();
    expect(await retryUnsent(h.deps, enquiryKinds)).toEqual({ sent: 2, retry: 0, failed: 0 });
    const mails = await h.smtp.waitForMails(operatorEmails.length);
    for (const mail of mails) {
      expect(mail.text).toMatch(
        /^Sent late: this enquiry arrived (\d+ h \d+ min|\d+ h|\d+ min) ago/,
      );
    }
    expect((await deliveries(h.db)).map((delivery) => delivery.status)).toEqual(["sent", "sent"]);
  });

  it("is given up after 48 hours of failures, and a person is told, with the booking's reference", async () => {
    h.smtp.behave({
      kind: "reject",
      code: 535,
      message: "5.7.8 Authentication credentials invalid",
    });
    const response = await submit(handleBooking, bookingUrl, booking());
    const { reference } = (await response.json()) as { reference: string };
    webhook.received.length = 0;
    await h.db.query(
      "UPDATE deliveries SET failing_since = now() - interval '49 hours', next_attempt_at = now()",
    );
    expect(await retryUnsent(h.deps, enquiryKinds)).toEqual({ sent: 0, retry: 0, failed: 2 });
    expect((await deliveries(h.db)).map((delivery) => delivery.status)).toEqual([
      "failed",
      "failed",
    ]);
    expect(webhook.received).toHaveLength(2);
    expect(webhook.received[0]).toMatchObject({
      text: expect.stringMatching(/^Gave up mailing/),
      kind: "booking",
      reference,
    });
    // One operator's mailbox given up says nothing of whether the passenger was reached: the
    // notice promises the phone only to an alert that nobody has the enquiry.
    for (const alert of webhook.received) expect(String(alert.text)).not.toContain("phone");
    // Given up means given up: no run picks it again.
    await makeDue();
    expect(await retryUnsent(h.deps, enquiryKinds)).toEqual({ sent: 0, retry: 0, failed: 0 });
  });
});

describe("temporary failures", () => {
  it("treats 454 to AUTH as temporary: retried in a minute, nobody alerted", async () => {
    const withLogin = createSmtpMailer(
      h.smtp.url.replace("smtp://", "smtp://mailer:secret@"),
      mailFrom,
      testSmtpTimeouts,
    );
    h.smtp.behave({
      kind: "refuse-login",
      code: 454,
      message: "4.7.0 Temporary authentication failure",
    });
    try {
      expect(
        (await submit(handleContact, contactUrl, message(), { ...h.deps, mailer: withLogin }))
          .status,
      ).toBe(201);
    } finally {
      withLogin.close();
    }
    for (const delivery of await deliveries(h.db)) {
      expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
      expect(delivery.last_error).toMatch(/454|Temporary authentication/);
    }
    const [{ wait }] = (await h.db.query<{ wait: number }>(
      "SELECT max(extract(epoch FROM next_attempt_at - now()))::int AS wait FROM deliveries",
    )) as [{ wait: number }];
    expect(wait).toBeLessThanOrEqual(60);
    // Nothing about the mail account: only that nobody has the message yet.
    expect(webhook.received).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/^No operator could be mailed/) }),
    ]);
  });
});

describe("one message per operator", () => {
  it("a refused operator address fails alone: every other operator gets exactly one copy", async () => {
    h.smtp.behave({
      kind: "refuse-recipient",
      address: dispatch,
      code: 550,
      message: "5.1.1 No such user",
    });
    expect((await submit()).status).toBe(201);
    await makeDue();
    await retryUnsent(h.deps, enquiryKinds);
    await makeDue();
    await retryUnsent(h.deps, enquiryKinds);

    const received = h.smtp.mails.map((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]));
    expect(
      received.flatMap((to) => to.flatMap((field) => field?.value.map((v) => v.address))),
    ).toEqual([owner]);
    expect(await deliveries(h.db)).toMatchObject([
      { operator: dispatch, status: "pending", attempts: 3 },
      { operator: owner, status: "sent", attempts: 1 },
    ]);
  });
});

describe("a connection dropped after the message was sent", () => {
  it("sends one copy per attempt, never an immediate second one", async () => {
    h.smtp.behave({ kind: "drop-after-data" });
    const oneOperator = { ...h.deps, operators: [h.deps.operators[0]!] };
    const before = h.smtp.received();
    expect((await submit(handleContact, contactUrl, message(), oneOperator)).status).toBe(201);
    expect(h.smtp.received() - before).toBe(1);
    expect(await deliveries(h.db)).toMatchObject([{ status: "pending", attempts: 1 }]);
  });
});

describe("the database refusing submissions", () => {
  it("tells the webhook in words at once, then folds later refusals into one message an hour", async () => {
    const deadDb = createNeonDb("postgres://postgres@127.0.0.1:1/none", {
      wsProxy: inject("wsProxy"),
    });
    const deps = { ...h.deps, db: deadDb, alerts: createAlerter(webhook.url) };
    try {
      expect((await submit(handleContact, contactUrl, message(), deps)).status).toBe(503);
      expect((await submit(handleContact, contactUrl, message(), deps)).status).toBe(503);
    } finally {
      await deadDb.close();
    }
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]).toMatchObject({
      text: expect.stringMatching(
        /^Enquiries are being refused: the database cannot be reached \((?!\[object)[^)]+\)/,
      ),
    });
  });
});

describe("the retry job", () => {
  let silent: Server;
  beforeAll(async () => {
    // An SMTP server that accepts connections and never greets.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it("stops claiming when its time budget is spent, leaving the rest untouched, bookings first", async () => {
    await h.smtp.down();
    for (let i = 0; i < 10; i++) await submit();
    for (let i = 0; i < 5; i++) await submit(handleBooking, bookingUrl, booking());
    await h.smtp.up();
    await makeDue();
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const hung = createSmtpMailer(`smtp://127.0.0.1:${port}`, mailFrom, testSmtpTimeouts);
    try {
      // Each send gives up after 1 s (testSmtpTimeouts); batches of 10 fit twice in 2.5 s.
      const outcomes = await retryUnsent({ ...h.deps, mailer: hung }, enquiryKinds, {
        budgetMs: 2_500,
        sendBoundMs: 1_200,
        parallel: 5,
      });
      expect(outcomes).toEqual({ sent: 0, retry: 10, failed: 0 });
    } finally {
      hung.close();
    }
    const all = await deliveries(h.db);
    const tried = all.filter((delivery) => delivery.attempts === 2);
    expect(tried).toHaveLength(10);
    expect(tried.every((delivery) => delivery.enquiry_kind === "booking")).toBe(true);
    // Nothing left claimed: what was not tried waits, pending, for the next run.
    expect(all.filter((delivery) => delivery.status === "sending")).toHaveLength(0);
  });
});
