import type * as z from "zod/mini";
import { enquiryAgeHeader, idempotencyHeader, type FieldErrors } from "../../src/shared/forms/api";
import { honeypotField } from "../../src/shared/forms/fields";
import type { FieldErrorValues } from "../../src/shared/i18n/messages";
import type { Language } from "../../src/shared/i18n/languages";
import { problem, readBody, type Problem } from "../platform/http";
import { isFromOtherSite } from "../platform/same-origin";
import { formFields } from "./form-fields";
import { dataHash, formKeyPrefix, idempotencyKeyPattern } from "./idempotency";
import { postedLanguage } from "./page-language";

/** A submission as read from the request, before the kind's schema has judged it. */
export interface Submission {
  format: "json" | "form";
  /** The fields, as the schema's types (a form's text coerced where it wants numbers). */
  submitted: unknown;
  /** The script's Idempotency-Key; a form post has none (its key is made from its data). */
  headerKey: string | null;
  /** Seconds since the passenger wrote it, for one the page kept unsent (its Enquiry-Age). */
  ageSeconds: number | null;
  /** The form's own language field, for the pages that answer a form post. */
  language: Language;
  /** What the form said, for the messages that quote it ("The Sedan seats up to 4 …"). */
  values: FieldErrorValues;
  /** A bot filled the field people never see. */
  honeypot: boolean;
}

/**
 * The request's checks that come before its data: a POST, from this site, with a readable body
 * within the size limit, and an Idempotency-Key of the script's shape (never a form's).
 */
export async function readSubmission(
  request: Request,
  schema: z.ZodMiniType,
  pageLanguage: Language,
): Promise<{ ok: true; submission: Submission } | { ok: false; problem: Problem }> {
  const refuse = (refusal: Problem) => ({ ok: false as const, problem: refusal });
  if (request.method !== "POST") {
    return refuse(problem(405, "method_not_allowed", { headers: { Allow: "POST" } }));
  }
  if (isFromOtherSite(request)) return refuse(problem(403, "other_site"));
  const body = await readBody(request);
  if (!body.ok) return refuse(body.problem);

  const headerKey = body.format === "json" ? request.headers.get(idempotencyHeader) : null;
  if (headerKey !== null && !idempotencyKeyPattern.test(headerKey)) {
    return refuse(problem(400, "bad_idempotency_key"));
  }
  if (headerKey?.startsWith(formKeyPrefix)) return refuse(problem(400, "form_idempotency_key"));

  const submitted = body.format === "form" ? formFields(schema, body.value) : body.value;
  const ageSeconds =
    body.format === "json" ? enquiryAge(request.headers.get(enquiryAgeHeader)) : null;
  const honeypot = (submitted as Record<string, unknown> | null)?.[honeypotField];
  return {
    ok: true,
    submission: {
      format: body.format,
      submitted,
      headerKey,
      ageSeconds,
      language:
        body.format === "form"
          ? postedLanguage(body.value.get("language"), pageLanguage)
          : pageLanguage,
      values: body.format === "form" ? (submitted as FieldErrorValues) : {},
      honeypot: typeof honeypot === "string" && honeypot.trim() !== "",
    },
  };
}

/** Longer than a booking can be made ahead: such an age is a phone's clock gone wrong, not a wait. */
const longestAgeSeconds = 400 * 24 * 60 * 60;

/**
 * The Enquiry-Age header's seconds. It only tells the operators how old the enquiry is, so one
 * that cannot be read, or could not be true, is left out rather than the enquiry refused.
 */
function enquiryAge(header: string | null): number | null {
  if (header === null || !/^\d{1,10}$/.test(header)) return null;
  const seconds = Number(header);
  return seconds <= longestAgeSeconds ? seconds : null;
}

/**
 * Each invalid field's code (the schemas' messages are codes: src/shared/forms/field-errors.ts), the
 * first per field; a body that is no object at all is the "form" field's.
 */
function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/** The kind's schema's verdict: the parsed data and its hash, or a code for each bad field. */
export function parseSubmission<Parsed>(
  schema: z.ZodMiniType<Parsed, unknown>,
  submitted: unknown,
): { ok: true; parsed: Parsed; hash: string } | { ok: false; problem: Problem } {
  const parsed = schema.safeParse(submitted);
  if (!parsed.success) {
    return {
      ok: false,
      problem: problem(400, "validation", { fieldErrors: fieldErrorsOf(parsed.error) }),
    };
  }
  return { ok: true, parsed: parsed.data, hash: dataHash(parsed.data) };
}
