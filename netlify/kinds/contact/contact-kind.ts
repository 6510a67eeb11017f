import { randomInt } from "node:crypto";
import { contactSchema, type ContactMessage } from "../../../src/shared/forms/contact-schema";
import { contactPath, type ContactAccepted } from "../../../src/shared/forms/api";
import type { EnquiryKind } from "../enquiry-kind";
import { choice, text, type ColumnMap } from "../columns";
import { retentionOf } from "../retention";
import { languages } from "../../../src/shared/i18n/languages";

const contactColumns: ColumnMap<ContactMessage> = {
  name: text("name"),
  email: text("email"),
  phone: text("phone"),
  message: text("message"),
  language: choice("language", languages),
};

/**
 * Contact messages: stored in contact_messages with the page's language (the operators answer in
 * it), mailed with a Reply-To of the visitor.
 */
export const contactKind: EnquiryKind<ContactMessage, ContactMessage> = {
  name: "contact",
  functionName: "contact",
  path: contactPath,
  table: "contact_messages",
  schema: contactSchema,
  columns: contactColumns,
  retention: retentionOf(contactColumns, {
    from: "receipt",
    cleared: ["name", "email", "phone", "message"],
    kept: ["language"],
    notice: {
      name: "name",
      email: "email",
      phone: "phone",
      message: "message",
      language: "language",
    },
  }),
  fields: ({ name, email, phone, message, language }) => ({
    name,
    email,
    phone,
    message,
    language,
  }),
  accepted: (enquiry, callBackWithinMinutes): ContactAccepted => ({
    ok: true,
    id: enquiry.id,
    callBackWithinMinutes,
  }),
  decoy: (callBackWithinMinutes): ContactAccepted => ({
    ok: true,
    id: String(randomInt(1_000, 1_000_000)),
    callBackWithinMinutes,
  }),
  mail: async (enquiry, extras) =>
    (await import("./contact-mail")).renderContactMail(enquiry, extras),
  view: async (enquiry) => (await import("./contact-mail")).contactView(enquiry),
  phone: (message) => message.phone,
  // Safe as a header: the schema admitted only a strict single address (no CR/LF, commas, <>).
  replyTo: (enquiry) => enquiry.email,
};
