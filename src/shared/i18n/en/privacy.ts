import type { KeptItem, Recipient, Right } from "../../privacy/notice-items.ts";
import type { Language } from "../languages.ts";
import type { Review } from "./words.ts";

/**
 * The privacy notice's words, the shape every language's privacy.ts has: each item kept, each
 * party that receives it and each right is typed by the lists in src/shared/privacy/, so a
 * language that leaves one out fails the typecheck. Figures (the retention period, the answer
 * time) and contact details are the config's, passed in where the page is built
 * (src/legal/privacy-notice.tsx), never written here. The notice alone goes to the build: no
 * page script carries it.
 */
export interface PrivacyNotice {
  language: Language;
  review: Review;
  /** The page's title, before the business's name. */
  title: string;
  description: (business: string) => string;
  intro: (business: string) => string;
  /** The link back to the language's home page. */
  home: string;
  /** The list of the notice in the other languages. */
  otherLanguages: string;
  kept: {
    title: string;
    intro: string;
    /** Each item: what it is, and why it is kept. */
    items: Record<KeptItem, { what: string; why: string }>;
    never: string;
  };
  recipients: {
    title: string;
    intro: string;
    items: Record<Recipient, string>;
    abroad: string;
  };
  retention: {
    title: string;
    period: (days: number) => string;
    after: string;
    spamKeys: string;
    elsewhere: string;
  };
  rights: {
    title: string;
    intro: string;
    items: Record<Right, string>;
    how: string;
    answer: (days: number) => string;
  };
  contact: {
    title: string;
    /**
     * The grievance contact's role (`site.grievance.role`) in this language; English's is the
     * config's own, and a page in another language shows the config's beside its own word.
     */
    role: string;
    email: string;
    phone: string;
  };
  complaints: { title: string; board: string; breach: string };
  /** The English legal page's other parts, named as this language says they are in English. */
  terms: string;
  cookies: string;
}

export const enPrivacy: PrivacyNotice = {
  language: "en",
  review: { status: "source" },
  title: "Privacy notice",
  description: (business) =>
    `What ${business} keeps about you when you book or write to us, why, who receives it, how long we keep it, and how to ask for a copy, a correction or erasure.`,
  intro: (business) =>
    `${business} keeps only what it needs to answer your booking or your message. This page says what that is, why, who receives it, how long we keep it, and what you can ask us.`,
  home: "Back to the site",
  otherLanguages: "This notice in other languages",
  kept: {
    title: "What we keep, and why",
    intro:
      "What you type into our booking or message form, and what the site needs to keep out spam:",
    items: {
      name: {
        what: "Your name",
        why: "So the operator who calls you back knows whom to ask for.",
      },
      phone: {
        what: "Your phone number",
        why: "To call or message you about your trip or your question.",
      },
      email: {
        what: "Your email address (message form only)",
        why: "To answer your message in writing.",
      },
      trip: {
        what: "Your trip (booking form): pickup and drop, date and time, passengers, car, extra stops, and the fare we estimated",
        why: "To plan the trip, send the right car and quote the fare.",
      },
      message: {
        what: "Your message (message form)",
        why: "To answer what you asked.",
      },
      language: {
        what: "The language of the page you used",
        why: "So we call you back in your language.",
      },
      record: {
        what: "When you sent it and when it arrived, its booking reference, and a check code",
        why: "So it is saved once, answered once, and found when you call us about it.",
      },
      spamKeys: {
        what: "Coded keys made from your network address and your phone number",
        why: "To stop one device or one number sending many forms in a few minutes. They are made with a secret key: neither the address nor the number can be read back from them.",
      },
    },
    never:
      "We do not sell your details, use them for advertising, or send you marketing. You give them to get a trip or an answer, and that is all we use them for.",
  },
  recipients: {
    title: "Who receives it",
    intro: "Your details go only where they are needed to answer you:",
    items: {
      operators: "Our operators, who receive each enquiry by email and call you back.",
      mailProvider: "The email service that carries those emails to the operators.",
      database: "Neon, the database service that stores the enquiries.",
      hosting: "Netlify, which hosts this site and runs the code that receives the forms.",
      google:
        "Google, while the site uses Google Maps: the pickup and drop you type in the booking form go to Google to suggest places and to measure the road distance for the fare.",
      yourDevice:
        "Your own phone or computer: if a form cannot be sent for want of a connection, the page keeps it there and sends it once you are online. It is removed once sent (only its booking number stays there, for a day, so that the site's other open pages can show it went); a booking still unsent at its pickup time is never sent: the page tells you so and removes it the next time you open the site. When you change the page's language, what you have typed goes along to the new page, kept on your phone only for that moment. After a booking, its confirmation stays on the page in that tab, on your phone, until you close the tab.",
      alertChannel:
        "Our team's alert channel: if no operator could be reached by email, or nobody has taken your enquiry in time, an alert with your phone number goes there, so that someone can still call you back.",
      whatsapp:
        "WhatsApp, only if you choose to send your booking or write to us there: it then travels as any WhatsApp message does.",
    },
    abroad: "Some of these services may keep your details on servers outside India.",
  },
  retention: {
    title: "How long we keep it",
    period: (days) =>
      `A booking is kept for ${days} days after its trip date, and a message for ${days} days after we receive it.`,
    after:
      "After that we remove your name, phone number, email address, message and the places you typed. What is left (the dates, the car, the number of passengers, the fare, the language, and the towns when they are on our list of routes) no longer says who you are; we keep it to count our trips.",
    spamKeys: "The coded keys for spam limits are deleted within hours.",
    elsewhere:
      "The operators' emails about your enquiry are not removed by themselves: when you ask us to erase your details, we delete those too. The database service keeps a short history for recovery; details we remove leave it when that history runs out.",
  },
  rights: {
    title: "What you can ask us",
    intro: "At any time, you can ask us for:",
    items: {
      copy: "A copy of everything we keep about you.",
      correct: "A correction of any detail that is wrong.",
      erase:
        "Erasure of your details now, before the time above runs out. This also withdraws your consent.",
      nominate:
        "Someone you name to use these rights for you, if you die or can no longer act yourself.",
    },
    how: "Write or call from the phone number or email address you used with us, so that we can find your enquiries.",
    answer: (days) => `We answer within ${days} days.`,
  },
  contact: { title: "Whom to ask", role: "Grievance Officer", email: "Email", phone: "Phone" },
  complaints: {
    title: "Complaints",
    board:
      "If you are not satisfied with our answer, you may complain to the Data Protection Board of India, set up under the Digital Personal Data Protection Act, 2023.",
    breach:
      "If your details are ever exposed by a breach of our systems, we will tell you without delay and report it to the Board.",
  },
  terms: "Terms of Service",
  cookies: "Cookie Policy",
};
