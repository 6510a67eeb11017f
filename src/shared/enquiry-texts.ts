import { readablePhone } from "./phone";

/**
 * What a visitor reads after sending a form, on the page and on the functions' own pages (when
 * the form was sent without script): written once, for both.
 */
export const enquiryTexts = {
  // The spec's exact words.
  bookingThanks: "Thank you for your booking! We will contact you shortly to confirm the details.",
  contactThanks: "Thank you for your message! We will contact you soon.",
  /** The passenger's own number (E.164), grouped for reading back, and how soon. */
  callBack: (phoneE164: string, minutes: number) =>
    `An operator will call you on ${readablePhone(phoneE164)}, usually within ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  reference: "Your reference:",
};
