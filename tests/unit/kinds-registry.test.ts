import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { readEnquiry } from "../../netlify/kinds/stored-enquiry";
import type { Column } from "../../netlify/kinds/columns";
import { keptItems, type KeptItem } from "../../src/shared/privacy/notice-items";
import { shapeOf } from "../../netlify/intake/form-fields";
import { kindWords } from "../../netlify/intake/form-pages";
import { fieldErrorCodes } from "../../src/shared/forms/field-errors";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { languages } from "../../src/shared/i18n/languages";
import { validBodyOf } from "../../scripts/harness/enquiry-bodies";
import { sampleRows } from "../../scripts/harness/operator-mail-samples";

/**
 * An enquiry kind is a folder and a line in netlify/kinds/registry.ts; everything else that must
 * know every kind reads the registry. What cannot be derived (a function's own source, words a
 * person writes, sample data) is checked here, by the kind's name, so a piece left out of a new
 * kind fails a test that says which.
 */

/** Fields the page never shows, which only a hand-made request gets wrong (one code, no words). */
const hiddenFields = new Set(["language", "distanceKm"]);

const root = join(import.meta.dirname, "../..");

describe("the registry", () => {
  it("lists every kind a function serves", () => {
    const served = readdirSync(join(root, "netlify/functions"))
      .map((file) => readFileSync(join(root, "netlify/functions", file), "utf8"))
      .flatMap((source) => [...source.matchAll(/createEnquiryHandler\((\w+)Kind\)/g)])
      .map((match) => match[1]);
    const registered = enquiryKinds.map((kind) => kind.name);
    expect(served.filter((name) => !registered.includes(name!))).toEqual([]);
  });
});

describe("the privacy notice's items", () => {
  it("are each kept by a kind or by the intake: the notice describes nothing no longer kept", () => {
    // Every row's receipt, idempotency key and hash, and the rate limit's keys (rate-limit.ts).
    const byIntake: KeptItem[] = ["record", "spamKeys"];
    const kept = new Set([
      ...byIntake,
      ...enquiryKinds.flatMap((kind) => kind.retention.noticeItems),
    ]);
    expect(keptItems.filter((item) => !kept.has(item))).toEqual([]);
  });
});

describe.each(enquiryKinds.map((kind) => [kind.name, kind] as const))(
  "the %s kind",
  (name, kind) => {
    it(`has its function netlify/functions/${kind.functionName}.mts, wired to it at ${kind.path}`, () => {
      const file = join(root, "netlify/functions", `${kind.functionName}.mts`);
      const source = readFileSync(file, "utf8");
      expect(source).toContain(`createEnquiryHandler(${name}Kind)`);
      // Netlify reads the route from the function's own source, as a literal.
      expect(source).toContain(`path: "${kind.path}"`);
    });

    it.each(languages)("has its thank-you words in %s", (language) => {
      expect(() => kindWords(formMessagesFor(language), name)).not.toThrow();
    });

    it("has error codes (and so words in every language) for every field a passenger fills in", () => {
      const visible = Object.keys(shapeOf(kind.schema)).filter((field) => !hiddenFields.has(field));
      expect(visible.filter((field) => !Object.hasOwn(fieldErrorCodes, field))).toEqual([]);
    });

    it("says of every column it stores whether the retention purge clears it, keeps it as a place, or keeps it", () => {
      const { cleared, places, kept } = kind.retention;
      const named = [...cleared, ...places, ...kept];
      const stored = Object.values(kind.columns).map(
        (column) => (column as { column: string }).column,
      );
      expect([...named].sort()).toEqual([...stored].sort());
      expect(new Set(named).size).toBe(named.length);
      // Whatever else a kind holds, the phone an operator calls back is personal.
      expect(cleared).toContain(kind.columns.phone.column);
    });

    it("keeps nothing a passenger wrote in their own words past retention: cleared, or a known place", () => {
      const typed = Object.keys(shapeOf(kind.schema));
      const keptText = Object.entries(kind.columns as Record<string, Column<unknown>>)
        .filter(([field, column]) => typed.includes(field) && column.sqlType === "text")
        .filter(([, column]) => !column.choices && kind.retention.kept.includes(column.column))
        .map(([field]) => field);
      expect(keptText, `${name} keeps free text past retention: clear it`).toEqual([]);
    });

    it("has a valid body in scripts/harness/enquiry-bodies.ts, which its schema accepts", () => {
      expect(kind.schema.safeParse(validBodyOf(name)).success).toBe(true);
    });

    it("has a sample row for the mail checks, which its view reads", async () => {
      const row = sampleRows[name];
      expect(row, `scripts/harness/operator-mail-samples.ts has no ${name} row`).toBeDefined();
      // Spelled as the table's columns: a misspelt one would show in the checked mail as NaN.
      const columns = Object.values(kind.columns).map((column) => column.column);
      expect(columns.filter((column) => !Object.hasOwn(row!, column))).toEqual([]);
      const view = await kind.view(readEnquiry(kind, row!));
      expect(view.fields.length).toBeGreaterThan(0);
    });
  },
);
