import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { composeRawMail, type OutgoingMail } from "../../netlify/delivery/mailer";

const from = "Drop Taxi <bookings@droptaxi.example>";
const base: OutgoingMail = {
  to: { name: "Ravi", address: "owner@droptaxi.example" },
  replyTo: "priya@example.com",
  subject: "Priya Raman +919840012345: Need a cab",
  text: "Call: tel:+919840012345\nLine two",
  html: "<p>Hello</p>",
  messageId: "<contact_messages.1.1@enquiries.drop-taxi>",
};

/** The message as SMTP carries it, as text. */
const compose = async (mail: OutgoingMail, sender = from) =>
  (await composeRawMail(sender, mail)).toString("utf8");
/** What a mail program makes of the message. */
const read = async (mail: OutgoingMail, sender = from) => simpleParser(await compose(mail, sender));

describe("the operator mail as nodemailer composes it", () => {
  it("carries every header and both parts as a mail program reads them", async () => {
    const parsed = await read(base);
    expect(parsed.from?.value).toEqual([
      { name: "Drop Taxi", address: "bookings@droptaxi.example" },
    ]);
    const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    expect(to.flatMap((field) => field?.value)).toEqual([base.to]);
    expect(parsed.replyTo?.value).toEqual([{ name: "", address: "priya@example.com" }]);
    expect(parsed.subject).toBe(base.subject);
    expect(parsed.messageId).toBe(base.messageId);
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.text?.trim()).toBe("Call: tel:+919840012345\nLine two");
    expect(parsed.html).toBe("<p>Hello</p>");
  });

  it("keeps Tamil names and subjects intact, in headers of at most 78 characters", async () => {
    const subject = "அருண் குமார் +919840012345: நாளை சென்னை விமான நிலையம்";
    const raw = await compose({ ...base, subject }, "டிராப் டாக்ஸி <bookings@droptaxi.example>");
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    for (const line of headerBlock.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    expect(headerBlock).not.toMatch(/[^\x20-\x7e\r\n]/);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.value[0]?.name).toBe("டிராப் டாக்ஸி");
  });

  it("quotes a sender name with punctuation", async () => {
    const parsed = await read(base, '"Drop Taxi, Chennai" <bookings@droptaxi.example>');
    expect(parsed.from?.value).toEqual([
      { name: "Drop Taxi, Chennai", address: "bookings@droptaxi.example" },
    ]);
  });

  it("cannot be made to end a header by what a visitor typed", async () => {
    const raw = await compose({ ...base, subject: "Hi\r\nBcc: victim@example.com\x07" });
    const parsed = await simpleParser(raw);
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(raw).not.toContain("\r\nBcc:");
  });

  it("delivers a very long line and every script in the body unchanged", async () => {
    const text = `${"ஒரு நீண்ட வரி ".repeat(200)}\nend`;
    const raw = await compose({ ...base, text });
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    const parsed = await simpleParser(raw);
    expect(parsed.text?.trim()).toBe(text.trim());
  });
});
