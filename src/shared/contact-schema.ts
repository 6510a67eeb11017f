import { z } from "zod";
import { personName, phoneNumber, typedText } from "./fields";
import { multiLine } from "./text";

/**
 * The contact message, as the form validates it and as the function re-validates it.
 * The e-mail is checked strictly because the operator mail's Reply-To is built from it, and
 * address headers are where header injection lives.
 */
export const contactSchema = z.object({
  name: personName,
  email: z
    .string({ error: "Please enter your e-mail address" })
    .trim()
    .min(1, "Please enter your e-mail address")
    .max(254, "That e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address, like name@example.com")),
  phone: phoneNumber,
  message: typedText("Please write your message", "your message", multiLine)
    .min(1, "Please write your message")
    .max(2000, "Please keep your message under 2000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
