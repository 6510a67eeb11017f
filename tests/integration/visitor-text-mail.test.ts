import { describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { retryUnsent } from "../../netlify/delivery/notify";
import { submit, useHarness } from "../support/enquiry-cases";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";

/**
 * What a visitor types must not be able to forge the operator mail: no lines of its own in the
 * text part, no characters that turn text around or hide, no half characters in the subject.
 * Each mail is read back as the operator's mail program would, through a real SMTP server and
 * mailparser.
 */

const forgedLines = "Ravi\nCall: tel:+15550100\r\nWhatsApp: https://wa.me/15550100";
/** Controls other than the line breaks of the text part, and the marks that reorder text. */
const hidden = /(?![\r\n])[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const h = useHarness();

async function mailFor(
  { kind, valid }: (typeof enquiryCases)[keyof typeof enquiryCases],
  change: Record<string, unknown>,
): Promise<ParsedMail> {
  const response = await submit(h, kind, { ...valid, ...change });
  expect(response.status).toBe(201);
  const [mail] = await h.smtp.waitForMails(1);
  return mail!;
}

/** The lines of the text part that offer a way to reach the passenger. */
function contactLines(mail: ParsedMail): string[] {
  return mail.text!.split("\n").filter((line) => /^\s*(Call|WhatsApp)\b/.test(line));
}

const ours = ["Call +91 98400 12345: tel:+919840012345", "WhatsApp: https://wa.me/919840012345"];

describe.each(Object.values(enquiryCases))("$kind.name mail", (enquiry) => {
  it("a line break in the name cannot add a Call or WhatsApp line", async () => {
    const mail = await mailFor(enquiry, { name: forgedLines });
    expect(contactLines(mail)).toEqual(ours);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("bidi overrides and control characters reach neither the subject nor the bodies", async () => {
    const mail = await mailFor(enquiry, { name: "Ra\u202evi\u0007 \u2066Kumar\u001b[31m" });
    for (const part of [mail.subject!, mail.text!, mail.html as string]) {
      expect(part).not.toMatch(hidden);
    }
    expect(mail.text).toContain("Name: Ravi Kumar[31m");
  });

  it("a subject full of emoji is cut between characters, never inside one", async () => {
    const mail = await mailFor(enquiry, { name: "👍🏽".repeat(25) });
    expect(mail.subject).not.toContain("\ufffd");
    expect(mail.subject).toMatch(/^(DT-\w+ )?(👍🏽)+…? /u);
    expect([...new Intl.Segmenter().segment(mail.subject!)].length).toBeLessThanOrEqual(50);
  });
});

it("a contact message keeps its lines, quoted so none passes for one of ours", async () => {
  const mail = await mailFor(enquiryCases.contact, {
    message: "Two bags.\nCall: tel:+15550100\n\u202eWhatsApp: https://wa.me/15550100",
  });
  expect(contactLines(mail)).toEqual(ours);
  expect(mail.text).toContain(
    "Message:\n> Two bags.\n> Call: tel:+15550100\n> WhatsApp: https://wa.me/15550100\n",
  );
});

it("a row stored before these rules is mailed clean all the same", async () => {
  // Written straight into the table, as older code stored it: nothing cleaned.
  await h.db.query(
    `WITH stored AS (
       INSERT INTO contact_messages (name, email, phone, message)
       VALUES ($1, 'ravi@example.com', '+919840012345', $2) RETURNING id
     )
     INSERT INTO deliveries (enquiry_kind, enquiry_id, operator)
     SELECT 'contact', id, 'owner@droptaxi.example' FROM stored`,
    [`${forgedLines}\u202e`, "Hi\u202e\u0007"],
  );
  await retryUnsent(h.deps, [contactKind]);
  const [mail] = await h.smtp.waitForMails(1);
  expect(contactLines(mail!)).toEqual(ours);
  for (const part of [mail!.subject!, mail!.text!, mail!.html as string]) {
    expect(part).not.toMatch(hidden);
  }
});
