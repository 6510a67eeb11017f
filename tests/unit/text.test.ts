import { describe, expect, it } from "vitest";
import { hasNul, multiLine, oneLine } from "../../src/shared/text";
import { personName } from "../../src/shared/forms/fields";
import { contactSchema } from "../../src/shared/forms/contact-schema";

describe("the shared text rules", () => {
  it("put a name or a place on one line with single spaces", () => {
    expect(oneLine("  Ravi\r\nCall: tel:+1555\u2028Kumar\tIyer\u0085x  ")).toBe(
      "Ravi Call: tel:+1555 Kumar Iyer x",
    );
  });

  it("remove control characters and the marks that reorder text", () => {
    expect(oneLine("Ravi\u202eramuK\u202c \u2066x\u2069\u200f\u0007\u001b[0m")).toBe(
      "RaviramuK x[0m",
    );
  });

  it("keep the joiners Indian scripts spell with, and emoji whole", () => {
    // ZWJ and ZWNJ change how Malayalam and Kannada words are written.
    expect(oneLine("ന്‍\u200d ಕ\u200cಷ 👩‍👩‍👧")).toBe("ന്‍\u200d ಕ\u200cಷ 👩‍👩‍👧");
    const scotland = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}";
    expect(oneLine(scotland)).toBe(scotland);
  });

  it("remove what draws nothing: zero-width spaces, joiners of words, blank letters", () => {
    expect(oneLine("Ra\u200bvi\u2060 \ufeffKumar\u00ad")).toBe("Ravi Kumar");
    expect(oneLine("\u3164\u2800\u034f\u115f\u1160\uffa0")).toBe("");
    // Tags outside a flag.
    expect(oneLine("\u{e0041}\u{e0042}a\u{e007f}")).toBe("a");
  });

  it("drop half a surrogate pair, which is not text", () => {
    expect(oneLine("a\ud800b\udc00c")).toBe("abc");
    expect(oneLine("😀")).toBe("😀");
  });

  it("keep a message's own line breaks, as \\n", () => {
    expect(multiLine("Hello\r\nTwo bags.\rBye\u2028!\u202e\u0000")).toBe(
      "Hello\nTwo bags.\nBye\n!",
    );
  });

  it("find a NUL", () => {
    expect(hasNul("a\u0000")).toBe(true);
    expect(hasNul("a")).toBe(false);
  });
});

describe("the schemas apply them", () => {
  it("store a name on one line, without what reorders it", () => {
    expect(personName.parse(" Ravi\n\u202eCall: tel:+1555 ")).toBe("Ravi Call: tel:+1555");
  });

  it("refuse a NUL, with the code the page words for that field", () => {
    const result = contactSchema.safeParse({
      name: "Priya",
      email: "priya@example.com",
      phone: "9840012345",
      message: "Hi\u0000",
    });
    expect(result.error?.issues).toMatchObject([
      {
        path: ["message"],
        message: "hidden_character",
      },
    ]);
  });

  it("count a name that is only invisible characters as empty", () => {
    for (const blank of ["\u202e\u200f", "\u200b\u2060", "\u3164", "\u2800 \u034f"]) {
      expect(personName.safeParse(blank).error?.issues[0]?.message).toBe("required");
    }
  });

  it("count a name of joiners or marks alone as empty, and keep one they spell with", () => {
    // Kept by the cleaning (Indian scripts need them), but with no letter they show nothing.
    for (const blank of ["\u200c\u200d", "\u0301", " \u0bcd\u200c "]) {
      expect(personName.safeParse(blank).error?.issues).toMatchObject([{ message: "required" }]);
    }
    expect(personName.parse("அருண்")).toBe("அருண்");
    expect(personName.parse("ന്‍\u200d")).toBe("ന്‍\u200d");
  });
});
