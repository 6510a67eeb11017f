import * as z from "zod/mini";
import { normalisePhone } from "../phone";
import { hasNul, oneLine, showsSomething, withinLetters } from "../text";
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
function typedText(clean = oneLine) {
  return z.string({ error: "required" }).check(
    z.refine((text) => !hasNul(text), { message: "hidden_character", abort: true }),
    z.overwrite(clean),
  );
}

/**
 * Typed text of a length the page allows: "required" when empty or when it shows nothing (only
 * joiners or marks), "too_long" past `max` letters as a reader counts them (text.ts).
 */
export function typedTextOf(lengths: { min: number; max: number }, clean = oneLine) {
  return typedText(clean).check(
    z.minLength(lengths.min, "required"),
    z.refine((text) => text === "" || showsSomething(text), { message: "required" }),
    z.refine((text) => withinLetters(text, lengths.max), { message: "too_long" }),
  );
}

export const personName = typedTextOf({ min: 1, max: maxLength.name });

/** A phone as typed, answered in the one form it is stored and dialled in (phone.ts). */
export const phoneNumber = z.pipe(
  z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, "required"), z.maxLength(25, "invalid")),
  z.transform((value: string, payload) => {
    const normalised = normalisePhone(value);
    if (normalised === null) {
      payload.issues.push({ code: "custom", message: "invalid", input: value });
      return z.NEVER;
    }
    return normalised;
  }),
);

/** Names of a honeypot field: humans never see it, so any value means a bot filled the form. */
export const honeypotField = "website";
