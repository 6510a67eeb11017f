import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import ts from "typescript";
import { en, enStatic } from "../../src/shared/i18n/en/words";
import { enForms } from "../../src/shared/i18n/en/form-words";
import { languages } from "../../src/shared/i18n/languages";
import { allMessages, allStaticMessages } from "../../src/shared/i18n/messages-for";
import { allFormMessages, formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { failureText, fieldErrorText, pickupDay } from "../../src/shared/i18n/say";
import { fieldErrorCodes, invalidCode, isFieldName } from "../../src/shared/forms/field-errors";
import { bookingSchema } from "../../src/shared/forms/booking-schema";
import { contactSchema } from "../../src/shared/forms/contact-schema";
import { fuzzTargets } from "../../scripts/harness/fuzz-bodies";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { isSentence, leaves, slots } from "../support/word-leaves";

const root = join(import.meta.dirname, "../..");
const i18nDir = join(root, "src/shared/i18n");

const wordsOf = (language: (typeof languages)[number]) => ({
  page: allMessages[language],
  static: allStaticMessages[language],
  forms: allFormMessages[language],
});

describe("the language files", () => {
  it("word every code the schemas can give, for every field", () => {
    // Hostile and plausible bodies alike: whatever the schemas say is a code with words.
    fc.assert(
      fc.property(
        fc.oneof(...fuzzTargets.map((target) => fc.tuple(fc.constant(target), target.plausible))),
        fc.oneof(
          ...fuzzTargets.map(({ fields }) =>
            fc.dictionary(fc.constantFrom(...fields), fc.anything()),
          ),
        ),
        ([target, body], noise) => {
          for (const input of [body, { ...body, ...noise }]) {
            for (const issue of target.schema.safeParse(input).error?.issues ?? []) {
              const field = String(issue.path[0] ?? "form");
              if (!isFieldName(field)) {
                expect(issue.message, field).toBe(invalidCode);
                continue;
              }
              expect(fieldErrorCodes[field], `${field}: ${issue.message}`).toContain(issue.message);
              for (const language of languages) {
                const words = fieldErrorText(formMessagesFor(language), field, issue.message, {});
                expect(words, `${language} ${field} ${issue.message}`).toMatch(/\S{2}/);
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    // The fuzz reaches the cross-field checks too.
    expect(bookingSchema.safeParse({}).success).toBe(false);
    expect(contactSchema.safeParse(null).error?.issues[0]?.message).toBe(invalidCode);
  });

  it.each(languages.filter((language) => language !== "en"))(
    "%s: leaves nothing in English, and keeps every figure and link in place",
    (language) => {
      const translated = new Map(
        Object.values(wordsOf(language)).flatMap((words) => leaves(words)),
      );
      const english = Object.values(wordsOf("en")).flatMap((words) => leaves(words));
      for (const [path, text] of english) {
        const own = translated.get(path);
        expect(own, path).toBeDefined();
        // A sentence that is the same as English was not translated.
        if (isSentence(text)) expect(own, path).not.toBe(text);
        // What the sentence was called with ({1}, {2} …) is still in it.
        for (const slot of slots) {
          if (text.includes(slot) && path.endsWith("()"))
            expect(own, `${path} ${slot}`).toContain(slot);
        }
      }
    },
  );

  it("hold no control characters and no marks that reorder text", () => {
    for (const language of languages) {
      for (const [path, text] of Object.values(wordsOf(language)).flatMap((w) => leaves(w))) {
        expect(text, `${language}${path}`).not.toMatch(
          /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u,
        );
      }
    }
  });

  it("each say which language they are", () => {
    for (const language of languages) {
      expect([allMessages[language].language, allStaticMessages[language].language]).toEqual([
        language,
        language,
      ]);
    }
  });
});

describe("figures in the reader's way", () => {
  it.each(languages)("%s: rupees grouped the Indian way", (language) => {
    const { format } = formMessagesFor(language);
    expect(format.rupees(1234567)).toBe("₹12,34,567");
    expect(format.rupees(7180)).toBe("₹7,180");
    expect(format.number(462)).toBe("462");
  });

  it("dates and times in the page's language; a date of another year says its year", () => {
    expect(enForms.format.date("2026-03-13")).toBe("Friday, 13 March");
    vi.useFakeTimers({ now: new Date("2026-12-28T12:00:00Z"), toFake: ["Date"] });
    try {
      expect(pickupDay(enForms, "2026-12-30")).toBe("Wednesday, 30 December");
      expect(pickupDay(enForms, "2027-01-03")).toBe("Sunday, 3 January 2027");
      // 20:00 UTC on 31 December is already New Year's Day in India.
      vi.setSystemTime(new Date("2026-12-31T20:00:00Z"));
      expect(pickupDay(enForms, "2027-01-03")).toBe("Sunday, 3 January");
    } finally {
      vi.useRealTimers();
    }
    expect(formMessagesFor("ta").format.date("2026-03-13")).toContain("மார்ச்");
    expect(formMessagesFor("ml").format.date("2026-03-13")).toContain("മാർച്ച്");
    expect(formMessagesFor("te").format.date("2026-03-13")).toContain("మార్చి");
    expect(formMessagesFor("kn").format.date("2026-03-13")).toContain("ಮಾರ್ಚ್");
    expect(formMessagesFor("ta").format.time("05:30")).toMatch(/5:30/);
  });

  it("one minute in the singular, where the language counts that way", () => {
    expect(enForms.callBack("+91 98400 12345", 1)).toContain("within 1 minute.");
    expect(enForms.callBack("+91 98400 12345", 10)).toContain("within 10 minutes.");
    const te = formMessagesFor("te");
    expect(te.callBack("+91 98400 12345", 1)).toContain("1 నిమిషంలోపు");
    expect(te.callBack("+91 98400 12345", 10)).toContain("10 నిమిషాల్లోపు");
    expect(te.failures.rate_limited(1)).toContain("1 నిమిషం తర్వాత");
    expect(te.failures.rate_limited(5)).toContain("5 నిమిషాల తర్వాత");
  });

  it("the night charge as each language says an hour of the night", () => {
    const night = (language: (typeof languages)[number]) =>
      allStaticMessages[language].pricing.charges()[2];
    expect(night("en")).toBe("Night charge 10% between 10PM and 6AM");
    expect(night("ta")).toBe("இரவுக் கட்டணம் 10%: இரவு 10 முதல் காலை 6 வரை");
    expect(night("ml")).toBe("രാത്രി ചാർജ് 10%: രാത്രി 10 മുതൽ രാവിലെ 6 വരെ");
    expect(night("te")).toBe("రాత్రి ఛార్జీ 10%: రాత్రి 10 నుండి ఉదయం 6 వరకు");
    expect(night("kn")).toBe("ರಾತ್ರಿ ಶುಲ್ಕ 10%: ರಾತ್ರಿ 10 ರಿಂದ ಬೆಳಿಗ್ಗೆ 6 ರವರೆಗೆ");
  });
});

/**
 * A key no code reads is a key translators keep for nothing: every property English declares
 * (the other files have exactly its keys, or the typecheck fails) must be read somewhere in
 * src/ or netlify/. Maps keyed by a list (plans by id, fields by code …) are typed by that list
 * and are read by key, so their keys are not looked for by name.
 */
describe("every key", () => {
  it("is read by the page, the build or the functions", () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, "tsconfig.json"),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    )!;
    const sources = config.fileNames.filter(
      (file) => /\/(src|netlify)\//.test(file) || file.endsWith("vite.config.ts"),
    );
    const program = ts.createProgram(sources, config.options);
    const checker = program.getTypeChecker();
    const enFiles = ["words.ts", "form-words.ts"].map((file) =>
      program.getSourceFile(join(i18nDir, "en", file))!,
    );

    // The properties written inline in en, enStatic and enForms, by their declaration.
    const declared = new Map<ts.Node, string>();
    const collect = (literal: ts.ObjectLiteralExpression, path: string) => {
      for (const property of literal.properties) {
        if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) {
          continue;
        }
        const name = `${path}.${property.name.getText()}`;
        declared.set(property, name);
        if (
          ts.isPropertyAssignment(property) &&
          ts.isObjectLiteralExpression(property.initializer)
        ) {
          collect(property.initializer, name);
        }
      }
    };
    for (const enFile of enFiles) {
      enFile.forEachChild(function visit(node) {
        if (
          ts.isVariableDeclaration(node) &&
          ["en", "enStatic", "enForms"].includes(node.name.getText()) &&
          node.initializer &&
          ts.isObjectLiteralExpression(node.initializer)
        ) {
          collect(node.initializer, node.name.getText());
        }
        node.forEachChild(visit);
      });
    }
    expect(declared.size).toBeGreaterThan(100);

    const read = new Set<ts.Node>();
    const mark = (symbol: ts.Symbol | undefined) => {
      for (const root of symbol ? [symbol, ...checker.getRootSymbols(symbol)] : []) {
        for (const declaration of root.declarations ?? []) read.add(declaration);
      }
    };
    const languageFiles = new Set(
      languages.flatMap((language) =>
        ["words.ts", "form-words.ts"].map((file) => join(i18nDir, language, file)),
      ),
    );
    for (const file of program.getSourceFiles()) {
      if (file.isDeclarationFile || languageFiles.has(file.fileName)) continue;
      file.forEachChild(function visit(node) {
        if (ts.isPropertyAccessExpression(node)) mark(checker.getSymbolAtLocation(node.name));
        // const { hero } = useStaticMessages(); const { booking: words } = forms
        if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
          const key = (node.propertyName ?? node.name).getText();
          mark(checker.getTypeAtLocation(node.parent).getProperty(key));
        }
        node.forEachChild(visit);
      });
    }
    // Read by the table in docs/languages.md (npm run docs:languages), not by the site.
    const forPeople = ["enStatic.review", "enStatic.review.status"];
    // Read by the enquiry kind's name (a kind's thank-you words), whether or not the page has a
    // form for it; tests/unit/kinds-registry.test.ts holds every registered kind to having them.
    const byKindName = (name: string) =>
      name.startsWith("enForms.pages.thanksTitle.") ||
      enquiryKinds.some((kind) =>
        // A kind without a page form has an object holding its thank-you words alone.
        [`enForms.${kind.name}`, `enForms.${kind.name}.thanks`].includes(name),
      );
    const unread = [...declared]
      .filter(([node, name]) => !read.has(node) && !forPeople.includes(name) && !byKindName(name))
      .map(([, name]) => name);
    expect(unread).toEqual([]);
  }, 120_000);
});

it("English is the spec's words where the spec has them", () => {
  expect(enForms.booking.thanks).toBe(
    "Thank you for your booking! We will contact you shortly to confirm the details.",
  );
  expect(enForms.contact.thanks).toBe("Thank you for your message! We will contact you soon.");
  expect(enForms.contact.error).toBe("There was an error sending your message. Please try again.");
  expect(enForms.sending).toBe("Sending...");
  expect(en.contact.title).toBe("Contact Us Today");
  expect(enStatic.hero.book).toBe("Book a Ride");
  expect(enStatic.hero.rates).toBe("View Our Rates");
  expect([1, 2].map(enForms.passengers)).toEqual(["1 Passenger", "2 Passengers"]);
});

describe("failureText", () => {
  const refused = { code: "validation" as const, fieldErrors: { pickupDate: "too_far_ahead" } };

  it("points to the highlighted fields where the form has put the errors beside them", () => {
    expect(failureText(enForms, refused, true)).toBe("Please check the highlighted fields.");
  });

  it("says nothing of highlighted fields where none is: a kept booking refused later, Google's distance", () => {
    expect(failureText(enForms, refused)).toBeUndefined();
    expect(
      failureText(enForms, { code: "validation", fieldErrors: { distanceKm: "invalid" } }, true),
    ).toBeUndefined();
  });
});
