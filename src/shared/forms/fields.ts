import { z } from "zod";
import { normalisePhone } from "../phone";
import { hasNul, oneLine } from "../text";
import { maxLength } from "./field-limits";

// zod probes for eval (new Function) to compile faster parsers; under the site's CSP, which has
// no 'unsafe-eval', that probe is a reported violation. Every schema imports this module.
z.config({ jitless: true });

/**
 * Field rules both forms use, so a name or phone is judged the same way everywhere. Their
 * messages are codes (field-errors.ts); the page says them in its language.
 */

/**
 * Free text a visitor types, cleaned by the shared text rules (text.ts). A NUL is refused, not
 * dropped: Postgres cannot store one, and the visitor should know their text did not arrive as
 * typed.
 */
export function typedText(clean = oneLine) {
  return z
    .string({ error: "required" })
    .refine((text) => !hasNul(text), { message: "hidden_character", abort: true })
    .overwrite(clean);
}

export const personName = typedText().min(1, "required").max(maxLength.name, "too_long");

export const phoneNumber = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(25, "invalid")
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (normalised === null) {
      ctx.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    }
    return normalised;
  });

/** Names of a honeypot field: humans never see it, so any value means a bot filled the form. */
export const honeypotField = "website";
