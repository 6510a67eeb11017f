import * as z from "zod/mini";
import { personName, phoneNumber, typedTextOf } from "./fields";
import { multiLine } from "../text";
import { invalidCode } from "./field-errors";
import { maxLength } from "./field-limits";
import { languages } from "../i18n/languages";

/**
 * The contact message, as the form validates it and as the function re-validates it.
 * The e-mail is checked strictly because the operator mail's Reply-To is built from it, and
 * address headers are where header injection lives.
 */
export const contactSchema = z.object(
  {
    name: personName,
    email: z.pipe(
      z
        .string({ error: "required" })
        .check(z.trim(), z.minLength(1, "required"), z.maxLength(maxLength.email, "too_long")),
      z.email("invalid"),
    ),
    phone: phoneNumber,
    message: typedTextOf({ min: 1, max: maxLength.message }, multiLine),
    /** The page's language: the operators call back in it. Older pages sent none. */
    language: z._default(z.enum(languages, { error: invalidCode }), "en"),
  },
  { error: invalidCode },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
