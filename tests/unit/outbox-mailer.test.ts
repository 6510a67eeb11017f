import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createOutboxMailer } from "../../netlify/delivery/mailer";

let dir = "";
afterEach(async () => {
  vi.restoreAllMocks();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the dev outbox", () => {
  it("writes each mail as an .eml a mail program opens, and says where", async () => {
    dir = await mkdtemp(join(tmpdir(), "outbox-"));
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const mailer = createOutboxMailer(join(dir, "outbox"), "Drop Taxi <bookings@droptaxi.example>");
    await mailer.send({
      to: { name: "Ravi", address: "owner@droptaxi.example" },
      subject: "அருண் +919840012345: airport",
      text: "Call: tel:+919840012345",
      html: "<p>Call</p>",
      messageId: "<contact_messages.3.1@enquiries.drop-taxi>",
    });
    const [file] = await readdir(join(dir, "outbox"));
    expect(file).toMatch(/\.eml$/);
    expect(info).toHaveBeenCalledWith(`Operator mail written to ${join(dir, "outbox", file!)}`);
    const mail = await simpleParser(await readFile(join(dir, "outbox", file!)));
    expect(mail.subject).toBe("அருண் +919840012345: airport");
    expect(mail.messageId).toBe("<contact_messages.3.1@enquiries.drop-taxi>");
    expect(mail.text?.trim()).toBe("Call: tel:+919840012345");
  });

  it("keeps one file per operator when both mails of an enquiry are written at once", async () => {
    dir = await mkdtemp(join(tmpdir(), "outbox-"));
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.useFakeTimers({ now: new Date("2026-11-24T06:00:00Z"), toFake: ["Date"] });
    const mailer = createOutboxMailer(join(dir, "outbox"), "Drop Taxi <bookings@droptaxi.example>");
    const mail = (address: string) => ({
      to: { name: address, address },
      subject: "DT-4M7XJM Lakshmi",
      text: "Call",
      html: "<p>Call</p>",
      messageId: "<booking_requests.3.1@enquiries.drop-taxi>",
    });
    await Promise.all([mailer.send(mail("ravi@x.example")), mailer.send(mail("meena@x.example"))]);
    vi.useRealTimers();
    expect(await readdir(join(dir, "outbox"))).toHaveLength(2);
  });
});
