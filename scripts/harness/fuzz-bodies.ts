import fc from "fast-check";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { enquiryKinds } from "../../netlify/kinds/registry";
import type { ZodMiniType } from "zod/mini";
import { shapeOf } from "../../netlify/intake/form-fields";
import { honeypotField } from "../../src/shared/forms/fields";
import { vehicleTypes } from "../../src/shared/fares/fares";
import { languages } from "../../src/shared/i18n/languages";
import { todayInIndia } from "../../src/shared/pickup-time";

/**
 * Request bodies a hostile or broken client might send to a form endpoint: wrong types, huge
 * and empty strings, unicode and control characters, deep JSON, missing and extra fields, and
 * text that is not JSON at all. Each is the raw body text.
 */

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    "\r\n",
    "\u0000",
    "\u202e",
    "<script>alert(1)</script>",
    "'; DROP TABLE contact_messages; --",
    "x".repeat(20_000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

function deep(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

/**
 * Bodies built around a form's own field names, so validation (not only parsing) is exercised,
 * mixed with plausible ones so that storing is exercised too.
 */
export function hostileBodies(
  fields: readonly string[],
  plausible: fc.Arbitrary<object>,
): fc.Arbitrary<string> {
  const shaped = fc
    .record(Object.fromEntries(fields.map((field) => [field, nasty])), { requiredKeys: [] })
    .chain((record) =>
      fc
        .dictionary(fc.string({ maxLength: 10 }), nasty, { maxKeys: 3 })
        .map((extra) => ({ ...extra, ...record })),
    )
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 4, arbitrary: plausible.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 5_000 }).map(deep) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", "{}", "[]", "null", '{"name":', "\u0000", "undefined"),
    },
  );
}

/** What people really type, in the scripts of the service area, and places the routes know. */
const typical = [
  "Arun Kumar",
  "K. R. Priya",
  "அருண் குமார்",
  "മീര നായർ",
  "ಶ್ರೀನಿವಾಸ",
  "Chennai Airport, Meenambakkam",
  "Ooty",
  "Bangalore",
  "Madurai",
  "Need an Innova to Tirupati on Friday",
  "Line one\nLine two",
];
/** What the text rules must clean away (or, for NUL, refuse). */
const odd = [
  "\n",
  "\r\n",
  "\t",
  "\u0000",
  "\u202e",
  "\u2066",
  "\u200f",
  "\u0085",
  "\ud800",
  "\udc00",
  "\u2028",
  "👍🏽",
];

function typedText(maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...typical) },
    { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...typical), fc.constantFrom(...odd), fc.constantFrom(...typical))
        .map((parts) => parts.join("")),
    },
  );
}

const digits = (count: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count })
    .map((d) => d.join(""));

/** Indian mobiles written the many ways people write them, and numbers from abroad. */
const phone = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("", "+91", "+91 ", "91", "0", "0091"),
      fc.integer({ min: 6, max: 9 }),
      digits(4),
      fc.constantFrom("", " ", "-"),
      digits(5),
    )
    .map(([prefix, first, a, gap, b]) => `${prefix}${first}${a}${gap}${b}`),
  fc.constantFrom("+44 20 7946 0958", "+1 (415) 555-0100", "+971 50 123 4567"),
);

/**
 * Dates from today to a little past the last bookable day (a pickup is taken up to twelve months
 * ahead), and now and then one that does not exist (30 February).
 */
function pickupDate(): fc.Arbitrary<string> {
  const today = new Date(`${todayInIndia()}T00:00:00Z`);
  const real = fc
    .integer({ min: 1, max: 375 })
    .map((days) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10));
  const pad = (n: number) => String(n).padStart(2, "0");
  // The 28th to the 31st of a month within the year ahead: the 30th of February, say, is none.
  const any = fc
    .tuple(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 28, max: 31 }))
    .map(([months, day]) => {
      const month = new Date(today);
      month.setUTCDate(1);
      month.setUTCMonth(month.getUTCMonth() + months);
      return `${month.getUTCFullYear()}-${pad(month.getUTCMonth() + 1)}-${pad(day)}`;
    });
  return fc.oneof({ weight: 4, arbitrary: real }, { weight: 1, arbitrary: any });
}

const pickupTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

/** The spec's eight booking fields, all required. */
const bookingFields = [
  "pickupLocation",
  "dropoffLocation",
  "pickupDate",
  "pickupTime",
  "passengers",
  "vehicleType",
  "name",
  "phone",
] as const;

/**
 * Bodies shaped like a real submission, most of them valid, so that storage itself is
 * exercised: every one the schema accepts must be stored (tests/integration/storage-property).
 */
export const plausibleBodies = {
  contact: fc.record({
    name: typedText(100),
    email: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom("priya@example.com", "r.k+taxi@company.co.in") },
      { weight: 1, arbitrary: fc.emailAddress() },
    ),
    phone,
    message: typedText(2000),
    language: fc.constantFrom(...languages),
  }),
  booking: fc.record(
    {
      pickupLocation: typedText(120),
      dropoffLocation: typedText(120),
      pickupDate: pickupDate(),
      pickupTime,
      passengers: fc.integer({ min: 1, max: 7 }),
      vehicleType: fc.constantFrom(...vehicleTypes),
      extraStops: fc.integer({ min: 0, max: 5 }),
      distanceKm: fc.integer({ min: 1, max: 3000 }),
      name: typedText(100),
      phone,
      language: fc.constantFrom(...languages),
    },
    { requiredKeys: [...bookingFields] },
  ),
};

/** The fields a kind's schema reads (its object shape), with the honeypot every form has. */
function fieldsOf(schema: ZodMiniType): string[] {
  return [...Object.keys(shapeOf(schema)), honeypotField];
}

/**
 * Every registered kind's endpoint with the field names its bodies are built around. A kind
 * registered without plausible bodies here fails by name, so no kind goes unfuzzed.
 */
export const fuzzTargets = enquiryKinds.map((kind) => {
  const plausible = (plausibleBodies as Record<string, fc.Arbitrary<object> | undefined>)[
    kind.name
  ];
  if (!plausible)
    throw new Error(`scripts/harness/fuzz-bodies.ts has no plausible ${kind.name} bodies`);
  const { name, table, schema } = kind;
  return {
    name,
    table,
    schema,
    handle: createEnquiryHandler(kind),
    fields: fieldsOf(schema),
    plausible,
  };
});

/** What a correct endpoint must do with this body: store it, or answer it without storing. */
export function shouldStore(
  body: string,
  schema: { safeParse(value: unknown): { success: boolean } },
) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { honeypot: false, valid: false };
  }
  const website = (parsed as { website?: unknown } | null)?.website;
  const honeypot = typeof website === "string" && website.trim() !== "";
  return { honeypot, valid: !honeypot && schema.safeParse(parsed).success };
}
