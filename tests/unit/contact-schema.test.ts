import { describe, expect, it } from "vitest";
import { contactSchema } from "../../src/shared/forms/contact-schema";

const valid = {
  name: "Priya",
  email: "priya@example.com",
  phone: "98400 12345",
  message: "Need a cab to the airport",
};

describe("contactSchema", () => {
  it("accepts a complete message and normalises the phone", () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed.phone).toBe("+919840012345");
  });

  it.each(["name", "email", "phone", "message"] as const)("requires %s", (field) => {
    const result = contactSchema.safeParse({ ...valid, [field]: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it.each([
    "not-an-email",
    "a@b",
    "victim@example.com\r\nBcc: all@example.com",
    "a@example.com, b@example.com",
    "<a@example.com>",
  ])("refuses the e-mail %j so it can never inject a header", (email) => {
    expect(contactSchema.safeParse({ ...valid, email }).success).toBe(false);
  });

  it("refuses an over-long message", () => {
    expect(contactSchema.safeParse({ ...valid, message: "x".repeat(2001) }).success).toBe(false);
  });

  it("carries the page's language, English when an older page sent none", () => {
    expect(contactSchema.parse({ ...valid, language: "ta" }).language).toBe("ta");
    expect(contactSchema.parse(valid).language).toBe("en");
    expect(contactSchema.safeParse({ ...valid, language: "fr" }).error?.issues).toMatchObject([
      { path: ["language"], message: "invalid" },
    ]);
  });

  it("drops fields it does not know", () => {
    const parsed = contactSchema.parse({ ...valid, admin: true });
    expect(parsed).not.toHaveProperty("admin");
  });
});
