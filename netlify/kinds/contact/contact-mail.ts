import type { ContactMessage } from "../../../src/shared/forms/contact-schema";
import { readablePhone } from "../../../src/shared/phone";
import { multiLine } from "../../../src/shared/text";
import { fitSubject } from "../../delivery/fit-text";
import { preferredLanguage } from "../../delivery/preferred-language";
import { formMessagesFor } from "../../../src/shared/i18n/form-messages-for";
import { arrivalFields, keptOnPhoneLead } from "../../delivery/kept-on-phone";
import type { StoredEnquiry } from "../stored-enquiry";
import {
  renderOperatorMail,
  type MailExtras,
  type OperatorView,
  type RenderedMail,
} from "../../delivery/operator-mail";

export type StoredContact = StoredEnquiry<ContactMessage>;

export function contactView(contact: StoredContact): OperatorView {
  const phone = readablePhone(contact.phone);
  const firstLine = multiLine(contact.message).split("\n")[0] ?? "";
  const prefers = preferredLanguage(contact.language);
  return {
    // Which number, whole; who, at least the first name whole; then as much of the message as fits.
    subject: fitSubject((name, line) => `${name} ${phone}: ${line}`, {
      name: contact.name,
      pieces: [firstLine],
    }),
    preview: [keptOnPhoneLead(contact), ...prefers.inPreview, contact.message]
      .filter(Boolean)
      .join(" · "),
    heading: `Message from ${contact.name}`,
    phone: contact.phone,
    whatsappText: formMessagesFor(contact.language).contact.greeting(contact.name),
    fields: [
      ["Name", contact.name],
      ["Phone", phone, true],
      prefers.field,
      ["E-mail", contact.email, true],
      ...arrivalFields(contact),
    ],
    body: { label: "Message", text: contact.message },
    footer: `Contact message #${contact.id}.`,
    nextStep: `Reply to this mail to answer ${contact.email}.`,
  };
}

export function renderContactMail(contact: StoredContact, extras: MailExtras = {}): RenderedMail {
  return renderOperatorMail({ ...extras, ...contactView(contact) });
}
