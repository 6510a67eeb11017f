import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { retryUnsent } from "../../netlify/delivery/notify";
import { createNeonDb } from "../../netlify/platform/db";
import { maxBodyBytes } from "../../netlify/platform/http";
import { enquiryAgeHeader } from "../../src/shared/forms/api";
import {
  count,
  deliveries,
  operatorEmails,
  operators,
  postJson,
  requestContext,
} from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";

const handle = createEnquiryHandler(contactKind);
const url = "http://localhost/api/contact";
const message = {
  name: "Priya Raman",
  email: "priya@example.com",
  phone: "98400 12345",
  message: "Need a sedan from Chennai airport to Pondicherry on Friday 5 AM.\nTwo bags.",
};

const h = useHarness();

async function submit(
  body: unknown = message,
  options: Parameters<typeof postJson>[2] = {},
  ip?: string,
) {
  const context = requestContext(ip);
  const response = await handle(h.deps, postJson(url, body, options), context);
  await context.settled();
  return { response, json: await response.json() };
}

async function rows() {
  return h.db.query<Record<string, unknown>>("SELECT * FROM contact_messages ORDER BY id");
}

describe("POST /api/contact", () => {
  it("stores the message, answers 201 with its id and mails every operator", async () => {
    const { response, json } = await submit();
    expect(response.status).toBe(201);
    const [row] = await rows();
    // How soon an operator usually calls: the escalation time, so the page tells the truth.
    expect(json).toEqual({ ok: true, id: String(row!.id), callBackWithinMinutes: 10 });
    expect(row).toMatchObject({
      name: "Priya Raman",
      email: "priya@example.com",
      phone: "+919840012345",
      message: message.message,
    });
    expect(await deliveries(h.db)).toMatchObject(
      [...operatorEmails].sort().map((operator) => ({
        enquiry_kind: "contact",
        enquiry_id: row!.id,
        operator,
        status: "sent",
        attempts: 1,
        last_error: null,
      })),
    );

    const mails = await h.smtp.waitForMails(operatorEmails.length);
    // One message per operator, addressed by name.
    expect(mails.map((mail) => mail.to)).toEqual(
      expect.arrayContaining(
        operators.map(({ name, email }) =>
          expect.objectContaining({ value: [{ address: email, name }] }),
        ),
      ),
    );
    const mail = mails[0];
    expect(mail!.replyTo?.value).toEqual([{ address: "priya@example.com", name: "" }]);
    expect(mail!.subject!.length).toBeLessThanOrEqual(50);
    expect(mail!.subject).toMatch(/^Priya Raman \+91 98400 12345: /);
    expect(mail!.text).toMatch(
      /^I'll call \(tells the others\): \S+\nCall \+91 98400 12345: tel:\+919840012345\nWhatsApp: https:\/\/wa\.me\/919840012345\n/,
    );
    expect(mail!.text).toContain("Two bags.");
    expect(mail!.html).toContain('href="tel:+919840012345"');
    expect(mail!.html).toContain('href="https://wa.me/919840012345?text=');
    expect(mail!.html).toContain("Need a sedan from Chennai airport");
  });

  it("stores the page's language with the message, and the mail names it in English", async () => {
    expect((await submit({ ...message, language: "ta" })).response.status).toBe(201);
    expect(await submit({ ...message, language: "fr" })).toMatchObject({
      json: { error: { code: "validation", fieldErrors: { language: "invalid" } } },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ language: "ta" });
    const [mail] = await h.smtp.waitForMails(operatorEmails.length);
    expect(mail!.text!.split("\n")).toContain("Prefers: Tamil");
    expect(mail!.subject).toMatch(/^Priya Raman \+91 98400 12345: Need a sedan/);
  });

  it("stores when a message the phone kept was sent, and the mail says how long before it arrived", async () => {
    const age = (value: string) => ({ headers: { [enquiryAgeHeader]: value } });
    const threeDays = 3 * 24 * 60 * 60;
    expect(
      (await submit(message, { key: "kept-key-0001", ...age(String(threeDays)) })).response.status,
    ).toBe(201);
    const [row] = await h.db.query<{ late: number }>(
      "SELECT extract(epoch FROM created_at - passenger_sent_at)::int AS late FROM contact_messages",
    );
    expect(row!.late).toBe(threeDays);
    const [mail] = await h.smtp.waitForMails(operatorEmails.length);
    expect(mail!.text).toMatch(
      /^Sent by passenger: \w{3} \d+ \w{3} \d{4}, \d\d:\d\d IST, 3 days before it arrived/m,
    );
    expect(mail!.html).toMatch(/>Sent by passenger 3 days before it arrived · Need a sedan/);

    // Only a hint: one that cannot be read, or could not be true, is left out, never refused.
    for (const value of ["-5", "1.5", "soon", String(500 * 24 * 60 * 60)]) {
      expect(
        (
          await submit(
            { ...message, phone: "98400 12346" },
            { key: `bad-age-${value.length}x`, ...age(value) },
          )
        ).response.status,
      ).toBe(201);
    }
    const [{ unknown } = { unknown: -1 }] = await h.db.query<{ unknown: number }>(
      "SELECT count(*)::int AS unknown FROM contact_messages WHERE passenger_sent_at IS NULL",
    );
    expect(unknown).toBe(4);
  });

  it("stores a message from a page older than languages as English", async () => {
    await submit();
    expect(await rows()).toMatchObject([{ language: "en" }]);
  });

  it("escapes visitor text in the mail and never lets it into a header", async () => {
    await submit({
      ...message,
      name: 'Eve <script>alert("x")</script>\r\nBcc: victim@example.com',
      message: "<img src=x onerror=alert(1)> & done",
    });
    const [mail] = await h.smtp.waitForMails(operatorEmails.length);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).not.toContain("<img src=x");
    expect(mail!.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; done");
    expect(mail!.bcc).toBeUndefined();
    expect(mail!.headers.has("bcc")).toBe(false);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it("keeps the message when SMTP is down, and the scheduled retry delivers it exactly once", async () => {
    await h.smtp.down();
    const { response } = await submit();
    expect(response.status).toBe(201);
    for (const delivery of await deliveries(h.db)) {
      expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
      expect(delivery.last_error).toBeTruthy();
    }

    await h.smtp.up();
    // Not due yet: the retry waits for its backoff.
    expect(await retryUnsent(h.deps, [contactKind])).toEqual({ sent: 0, retry: 0, failed: 0 });
    await h.db.query("UPDATE deliveries SET next_attempt_at = now()");
    // Two overlapping runs: the claim lets only one of them send each delivery.
    const runs = await Promise.all([
      retryUnsent(h.deps, [contactKind]),
      retryUnsent(h.deps, [contactKind]),
    ]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(operatorEmails.length);
    await h.smtp.waitForMails(operatorEmails.length);
    for (const delivery of await deliveries(h.db)) {
      expect(delivery).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    }
    expect(await retryUnsent(h.deps, [contactKind])).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(h.smtp.mails).toHaveLength(operatorEmails.length);
  });

  it("retries after a 4xx answer from SMTP", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "Try again later" });
    const { response } = await submit();
    expect(response.status).toBe(201);
    for (const delivery of await deliveries(h.db)) {
      expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
      expect(delivery.last_error).toMatch(/Try again later/);
    }
  });

  it("answers 503 and sends no mail when the database cannot be reached", async () => {
    const deadDb = createNeonDb("postgres://postgres@127.0.0.1:1/none", {
      wsProxy: inject("wsProxy"),
    });
    const context = requestContext();
    const response = await handle({ ...h.deps, db: deadDb }, postJson(url, message), context);
    await context.settled();
    expect(response.status).toBe(503);
    const json = await response.json();
    expect(json).toEqual({ ok: false, error: { code: "unavailable" } });
    expect(JSON.stringify(json)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|stack/i);
    expect(h.smtp.mails).toHaveLength(0);
    await deadDb.close();
  });

  it("gives the same answer to a repeated Idempotency-Key, with one row and one mail", async () => {
    const key = "4b1f0e42-6a7d-4c55-9f0e-1d2c3b4a5f60";
    const first = await submit(message, { key });
    const second = await submit(message, { key });
    expect(first.response.status).toBe(201);
    expect(second.response.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(await count(h.db, "contact_messages")).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.smtp.mails).toHaveLength(operatorEmails.length);
  });

  it("makes one row when the same key arrives twice at once", async () => {
    const key = "race-key-0000-1111";
    const results = await Promise.all([submit(message, { key }), submit(message, { key })]);
    expect(results.map((r) => r.response.status)).toEqual([201, 201]);
    expect(results[0]!.json).toEqual(results[1]!.json);
    expect(await count(h.db, "contact_messages")).toBe(1);
  });

  it("answers a filled honeypot like a success, storing and sending nothing", async () => {
    const { response, json } = await submit({ ...message, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(json).toMatchObject({ ok: true, id: expect.any(String) });
    expect(await count(h.db, "contact_messages")).toBe(0);
    expect(h.smtp.mails).toHaveLength(0);
  });

  it("limits one phone number to 5 messages in 10 minutes with a 429 and Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await submit({ ...message, message: `try ${i}` }, {}, `198.51.100.${i}`)).response.status,
      ).toBe(201);
    }
    const { response, json } = await submit(message, {}, "198.51.100.9");
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // A code and when to try again; the page says it in its language.
    expect(json.error).toEqual({ code: "rate_limited", retryAfterSeconds: retryAfter });
    // Another phone number is not affected.
    expect(
      (await submit({ ...message, phone: "98400 54321" }, {}, "198.51.100.9")).response.status,
    ).toBe(201);
    expect(await count(h.db, "contact_messages")).toBe(6);
  });

  it("returns 400 with each field's error for an invalid message", async () => {
    const { response, json } = await submit({ name: "", email: "nope", phone: "123", message: "" });
    expect(response.status).toBe(400);
    expect(json.error).toEqual({
      code: "validation",
      fieldErrors: { name: "required", email: "invalid", phone: "invalid", message: "required" },
    });
    expect(await count(h.db, "contact_messages")).toBe(0);
  });

  it("returns 405 with Allow: POST for other methods", async () => {
    const response = await handle(h.deps, new Request(url, { method: "GET" }), requestContext());
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });

  it("returns 415 for a body that is not JSON", async () => {
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hi",
    });
    const response = await handle(h.deps, request, requestContext());
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("unsupported_media_type");
  });

  it("returns 415 for a body in a charset other than UTF-8, rather than mangle its letters", async () => {
    const send = (type: string) =>
      handle(
        h.deps,
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": type },
          body: Buffer.from(JSON.stringify({ ...message, name: "José" }), "latin1"),
        }),
        requestContext(),
      );
    for (const type of [
      "application/json; charset=iso-8859-1",
      'application/x-www-form-urlencoded; charset="windows-1252"',
    ]) {
      expect((await send(type)).status).toBe(415);
    }
    expect(await count(h.db, "contact_messages")).toBe(0);
  });

  it("returns 400 for malformed JSON", async () => {
    const { response, json } = await submit("{not json");
    expect(response.status).toBe(400);
    expect(json.error.code).toBe("bad_json");
  });

  it("returns 413 above the body limit, whatever Content-Length says", async () => {
    const big = { ...message, message: "x".repeat(maxBodyBytes) };
    const declared = await submit(big);
    expect(declared.response.status).toBe(413);
    // A chunked body with no Content-Length is cut off at the limit too.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const request = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await handle(h.deps, request, requestContext())).status).toBe(413);
    expect(await count(h.db, "contact_messages")).toBe(0);
  });

  it("returns 400 for a malformed Idempotency-Key", async () => {
    const { response } = await submit(message, { key: "bad key with spaces" });
    expect(response.status).toBe(400);
  });

  it("does not wait for the mail: the answer comes while SMTP is still busy", async () => {
    h.smtp.behave({ kind: "accept", delayMs: 500 });
    const context = requestContext();
    const response = await handle(h.deps, postJson(url, message), context);
    expect(response.status).toBe(201);
    expect(h.smtp.mails).toHaveLength(0);
    await context.settled();
    expect(h.smtp.mails).toHaveLength(operatorEmails.length);
  });

  it("marks a mail as retryable when the SMTP server never answers", async () => {
    h.smtp.behave({ kind: "hang" });
    const context = requestContext();
    await handle(h.deps, postJson(url, message), context);
    await context.settled();
    for (const delivery of await deliveries(h.db)) {
      expect(delivery).toMatchObject({ status: "pending" });
      expect(delivery.last_error).toMatch(/timeout|timed out/i);
    }
  });
});
