import { describe, expect, it } from "vitest";
import { classifyMailError } from "../../netlify/lib/mailer";
import { fitSubject } from "../../netlify/lib/emails/operator-mail";
import { renderContactMail } from "../../netlify/lib/emails/contact-mail";
import { retryDelaySeconds } from "../../netlify/lib/notify";

describe("classifyMailError", () => {
  it.each([
    [{ code: "ECONNECTION" }, "retryable"],
    [{ code: "ETIMEDOUT" }, "retryable"],
    [{ code: "EENVELOPE", responseCode: 451 }, "retryable"],
    [{ code: "EMESSAGE", responseCode: 421 }, "retryable"],
    [{ code: "EMESSAGE", responseCode: 554 }, "permanent"],
    [{ code: "EENVELOPE", responseCode: 550 }, "permanent"],
    [{ code: "EAUTH", responseCode: 535 }, "permanent"],
    [new Error("socket hang up"), "retryable"],
  ])("%o is %s", (error, expected) => {
    expect(classifyMailError(error)).toBe(expected);
  });
});

describe("operator mail", () => {
  it("cuts a long subject to 50 characters", () => {
    const subject = fitSubject("A".repeat(80));
    expect(subject).toHaveLength(50);
    expect(subject.endsWith("…")).toBe(true);
  });

  it("leads the subject with who and which phone, on one line", () => {
    const mail = renderContactMail({
      id: "9",
      createdAt: new Date("2026-03-12T04:30:00Z"),
      name: "Arun Kumar",
      email: "arun@example.com",
      phone: "+919840012345",
      message: "Line one\nLine two",
    });
    expect(mail.subject).toBe("Arun Kumar +919840012345: Line one");
    expect(mail.text).toContain("Received: 12 Mar, 10:00");
  });

  it("backs off 1, 2, 4 … minutes up to an hour, and retries a permanent failure hourly", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelaySeconds(attempts))).toEqual([
      60, 120, 240, 480, 3600, 3600, 3600,
    ]);
    expect(retryDelaySeconds(1, true)).toBe(3600);
  });
});
