import { describe, expect, it } from "vitest";
import { oneLine } from "../../src/shared/text";
import { submit, useHarness } from "../support/enquiry-cases";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { operatorEmails, requestContext } from "../support/enquiry-harness";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { grantFor, signClaimToken } from "../../netlify/claims/claim-token";
import { enquiryKinds } from "../../netlify/kinds/registry";

const handleClaim = createClaimHandler(enquiryKinds);

const headerInjection = "Ravi\r\nBcc: victim@example.com\r\nSubject: pwned";
const html = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
const sql = `Robert'); DROP TABLE contact_messages; DROP TABLE booking_requests; --`;

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
  { ...enquiryCases.contact, text: ["name", "message"] },
  { ...enquiryCases.booking, text: ["pickupLocation", "dropoffLocation", "name"] },
] as const;

const h = useHarness();

describe.each(cases)(
  "$kind.name: hostile text in every free-text field",
  ({ kind, text, valid }) => {
    const send = (body: Record<string, unknown>) => submit(h, kind, body);

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

        const mails = await h.smtp.waitForMails(operatorEmails.length);
        // One message per operator, each addressed to that operator alone.
        expect(mails.map((mail) => mail.to)).toEqual(
          expect.arrayContaining(
            operatorEmails.map((address) =>
              expect.objectContaining({ value: [expect.objectContaining({ address })] }),
            ),
          ),
        );
        for (const mail of mails) {
          for (const header of mail.headers.keys()) expect(expectedHeaders).toContain(header);
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.subject).not.toBe("pwned");
          expect(mail.bcc).toBeUndefined();
          expect(mail.html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
          if (hostile === html) expect(mail.html).toContain("&lt;script&gt;");
        }
      },
    );

    it("HTML and script: the operator's claim page shows them as text", async () => {
      const body: Record<string, unknown> = { ...valid };
      for (const field of text) body[field] = html;
      const { id } = (await (await send(body)).json()) as { id: string };
      const token = signClaimToken(
        h.deps.claimKey,
        grantFor({ kind: kind.name, id }, operatorEmails[0]!),
      );
      const page = await handleClaim(
        h.deps,
        new Request(`https://droptaxi.example/claim?t=${token}`),
        requestContext(),
      );
      const shown = await page.text();
      expect(page.status).toBe(200);
      expect(shown).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
      expect(shown).toContain("&lt;script&gt;");
    });

    it("refuses CR/LF in the phone number (it goes into links)", async () => {
      expect((await send({ ...valid, phone: "9840012345\r\nBcc: x@example.com" })).status).toBe(
        400,
      );
    });
  },
);

describe("SQL metacharacters", () => {
  it("leave the tables standing: every value is a bound parameter", async () => {
    const { kind, valid } = enquiryCases.contact;
    await submit(h, kind, { ...valid, message: sql, name: sql });
    const tables = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('contact_messages', 'booking_requests')",
    );
    expect(tables[0]!.n).toBe(2);
  });
});
