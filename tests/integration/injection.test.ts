import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/lib/enquiry-handler";
import { contactKind } from "../../netlify/lib/contact-kind";
import { bookingKind } from "../../netlify/lib/booking-kind";
import { todayInIndia } from "../../src/shared/pickup-time";
import { oneLine } from "../../src/shared/text";
import { postJson, requestContext, startHarness, type Harness } from "../support/enquiry-harness";

const headerInjection = "Ravi\r\nBcc: victim@example.com\r\nSubject: pwned";
const html = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
const sql = `Robert'); DROP TABLE contact_messages; DROP TABLE booking_requests; --`;
const tomorrow = todayInIndia(new Date(Date.now() + 24 * 3600_000));

// The headers an operator mail may carry; anything else came from visitor text.
const expectedHeaders = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-type",
]);

const cases = [
  {
    kind: contactKind,
    handle: createEnquiryHandler(contactKind),
    text: ["name", "message"],
    valid: { name: "Ravi", email: "ravi@example.com", phone: "9840012345", message: "Hello" },
  },
  {
    kind: bookingKind,
    handle: createEnquiryHandler(bookingKind),
    text: ["pickupLocation", "dropoffLocation", "name"],
    valid: {
      pickupLocation: "Chennai",
      dropoffLocation: "Vellore",
      pickupDate: tomorrow,
      pickupTime: "10:00",
      passengers: 2,
      vehicleType: "sedan",
      name: "Ravi",
      phone: "9840012345",
    },
  },
] as const;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());
beforeEach(() => h.reset());

describe.each(cases)(
  "$kind.name: hostile text in every free-text field",
  ({ kind, text, valid }) => {
    const handle = createEnquiryHandler(kind as typeof contactKind);

    async function send(body: Record<string, unknown>) {
      const context = requestContext(`192.0.2.${Math.floor(Math.random() * 250)}`);
      const response = await handle(
        h.deps,
        postJson(`http://localhost/api/${kind.name}`, body),
        context,
      );
      await context.settled();
      return response;
    }

    it.each([
      ["CR/LF and header text", headerInjection],
      ["HTML and script", html],
      ["SQL metacharacters", sql],
    ])(
      "%s: stored (a name on one line), mailed with the headers unchanged and the HTML escaped",
      async (_, hostile) => {
        const body: Record<string, unknown> = { ...valid };
        for (const field of text) body[field] = hostile;
        expect((await send(body)).status).toBe(201);

        const rows = await h.db.query<Record<string, unknown>>(`SELECT * FROM ${kind.table}`);
        expect(rows).toHaveLength(1);
        const storedName = rows[0]!.name as string;
        expect(storedName).toBe(oneLine(hostile));

        const [mail] = await h.smtp.waitForMails(1);
        for (const header of mail!.headers.keys()) expect(expectedHeaders).toContain(header);
        expect(mail!.subject).not.toMatch(/[\r\n]/);
        expect(mail!.subject).not.toBe("pwned");
        expect(mail!.bcc).toBeUndefined();
        expect(mail!.to).toMatchObject({
          value: h.deps.operatorEmails.map((address) => ({ address })),
        });
        expect(mail!.html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
        if (hostile === html) expect(mail!.html).toContain("&lt;script&gt;");
      },
    );

    it("refuses CR/LF in the phone number (it goes into links)", async () => {
      expect((await send({ ...valid, phone: "9840012345\r\nBcc: x@example.com" })).status).toBe(
        400,
      );
    });
  },
);

describe("SQL metacharacters", () => {
  it("leave the tables standing: every value is a bound parameter", async () => {
    const context = requestContext();
    await cases[0].handle(
      h.deps,
      postJson("http://localhost/api/contact", { ...cases[0].valid, message: sql, name: sql }),
      context,
    );
    await context.settled();
    const tables = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('contact_messages', 'booking_requests')",
    );
    expect(tables[0]!.n).toBe(2);
  });
});
