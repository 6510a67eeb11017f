import { describe, expect, it } from "vitest";
import { langAttribute } from "../../netlify/platform/text-language";

describe("langAttribute", () => {
  it.each([
    ["அருண் குமார்", ' lang="ta-IN"'],
    ["சென்னை விமான நிலையம் (Chennai airport)", ' lang="ta-IN"'],
    ["കൊച്ചി", ' lang="ml-IN"'],
    ["తిరుపతి", ' lang="te-IN"'],
    ["ಬೆಂಗಳೂರು", ' lang="kn-IN"'],
  ])("marks %s, typed in a script of the site's languages", (text, attribute) => {
    expect(langAttribute(text)).toBe(attribute);
  });

  it.each(["Arun Kumar", "Chennai (சென்னை) Central Station", "+91 98400 12345", ""])(
    "leaves %j to the English page around it",
    (text) => {
      expect(langAttribute(text)).toBe("");
    },
  );
});
