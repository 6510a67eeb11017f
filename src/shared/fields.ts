import { z } from "zod";
import { normalisePhone, phoneError } from "./phone";
import { hasNul, oneLine } from "./text";

// zod probes for eval (new Function) to compile faster parsers; under the site's CSP, which has
// no 'unsafe-eval', that probe is a reported violation. Every schema imports this module.
z.config({ jitless: true });

/** Field rules both forms use, so a name or phone is judged the same way everywhere. */

/**
 * Free text a visitor types, cleaned by the shared text rules (text.ts); `what` names the field
 * in the message ("your name"). A NUL is refused, not dropped: Postgres cannot store one, and
 * the visitor should know their text did not arrive as typed.
 */
export function typedText(required: string, what: string, clean = oneLine) {
  return z
    .string({ error: required })
    .refine((text) => !hasNul(text), {
      message: `Please retype ${what}: it has a hidden character we cannot save`,
      abort: true,
    })
    .overwrite(clean);
}

export const personName = typedText("Please enter your name", "your name")
  .min(1, "Please enter your name")
  .max(100, "Please keep your name under 100 characters");

export const phoneNumber = z
  .string({ error: "Please enter your phone number" })
  .trim()
  .min(1, "Please enter your phone number")
  .max(25, phoneError)
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (normalised === null) {
      ctx.addIssue({ code: "custom", message: phoneError });
      return z.NEVER;
    }
    return normalised;
  });

/** Names of a honeypot field: humans never see it, so any value means a bot filled the form. */
export const honeypotField = "website";
