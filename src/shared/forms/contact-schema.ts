import { z } from "zod";
import { personName, phoneNumber, typedText } from "./fields";
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
    email: z
      .string({ error: "required" })
      .trim()
      .min(1, "required")
      .max(maxLength.email, "too_long")
      .pipe(z.email("invalid")),
    phone: phoneNumber,
    message: typedText(multiLine).min(1, "required").max(maxLength.message, "too_long"),
    /** The page's language: the operators call back in it. Older pages sent none. */
    language: z.enum(languages, { error: invalidCode }).default("en"),
  },
  { error: invalidCode },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
