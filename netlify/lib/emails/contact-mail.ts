import type { ContactMessage } from "../../../src/shared/contact-schema";
import {
  formatIndiaTime,
  renderOperatorMail,
  type MailExtras,
  type RenderedMail,
} from "./operator-mail";

export interface StoredContact extends ContactMessage {
  id: string;
  createdAt: Date;
}

export function renderContactMail(contact: StoredContact, extras: MailExtras = {}): RenderedMail {
  const firstLine = contact.message.split("\n")[0] ?? "";
  return renderOperatorMail({
    ...extras,
    subject: `${contact.name} ${contact.phone}: ${firstLine}`,
    preview: contact.message.slice(0, 140),
    heading: `Message from ${contact.name}`,
    phone: contact.phone,
    whatsappText: `Hello ${contact.name}, this is about your message to our taxi service.`,
    fields: [
      ["Name", contact.name],
      ["Phone", contact.phone],
      ["E-mail", contact.email],
      ["Received", formatIndiaTime(contact.createdAt)],
    ],
    body: { label: "Message", text: contact.message },
    footer: `Contact message #${contact.id}. Reply to this mail to answer ${contact.email}.`,
  });
}
