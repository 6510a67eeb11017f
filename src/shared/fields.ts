import { z } from "zod";
import { normalisePhone, phoneError } from "./phone";

// zod probes for eval (new Function) to compile faster parsers; under the site's CSP, which has
// no 'unsafe-eval', that probe is a reported violation. Every schema imports this module.
z.config({ jitless: true });

/** Field rules both forms use, so a name or phone is judged the same way everywhere. */

export const personName = z
  .string({ error: "Please enter your name" })
  .trim()
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
