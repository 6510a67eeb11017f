import fc from "fast-check";
import { createEnquiryHandler } from "../../netlify/lib/enquiry-handler";
import { contactKind } from "../../netlify/lib/contact-kind";
import { bookingKind } from "../../netlify/lib/booking-kind";

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

/** Bodies built around a form's own field names, so validation (not only parsing) is exercised. */
export function hostileBodies(fields: readonly string[]): fc.Arbitrary<string> {
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
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.integer({ min: 10, max: 5_000 }).map(deep) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("{", "{}", "[]", "null", '{"name":', "\u0000", "undefined"),
    },
  );
}

/** The two public endpoints with the field names their bodies are built around. */
export const fuzzTargets = [
  {
    name: contactKind.name,
    table: contactKind.table,
    schema: contactKind.schema,
    handle: createEnquiryHandler(contactKind),
    fields: ["name", "email", "phone", "message", "website"],
  },
  {
    name: bookingKind.name,
    table: bookingKind.table,
    schema: bookingKind.schema,
    handle: createEnquiryHandler(bookingKind),
    fields: [
      "pickupLocation",
      "dropoffLocation",
      "pickupDate",
      "pickupTime",
      "passengers",
      "vehicleType",
      "extraStops",
      "name",
      "phone",
      "website",
    ],
  },
];

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
