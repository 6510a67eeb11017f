import { randomInt } from "node:crypto";
import { contactSchema, type ContactMessage } from "../../src/shared/contact-schema";
import type { ContactAccepted } from "../../src/shared/api";
import type { EnquiryKind } from "./enquiry-handler";
import type { EnquiryRow } from "./enquiry-store";
import { renderContactMail } from "./emails/contact-mail";

const text = (row: EnquiryRow, column: string) => String(row[column]);

/** Contact messages: stored in contact_messages, mailed with a Reply-To of the visitor. */
export const contactKind: EnquiryKind<ContactMessage> = {
  name: "contact",
  table: "contact_messages",
  schema: contactSchema,
  toColumns: ({ name, email, phone, message }) => ({ name, email, phone, message }),
  accepted: (row): ContactAccepted => ({ ok: true, id: String(row.id) }),
  decoy: (): ContactAccepted => ({ ok: true, id: String(randomInt(1_000, 1_000_000)) }),
  render: (row) =>
    renderContactMail({
      id: String(row.id),
      createdAt: new Date(row.created_at),
      name: text(row, "name"),
      email: text(row, "email"),
      phone: text(row, "phone"),
      message: text(row, "message"),
    }),
  // Safe as a header: the schema admitted only a strict single address (no CR/LF, commas, <>).
  replyTo: (row) => text(row, "email"),
};
