/**
 * What the privacy notice must name, as lists the notice's words are typed by
 * (src/shared/i18n/<language>/privacy.ts): a language that leaves one out fails the typecheck.
 * A change in what the code keeps or where it sends it starts here, so the notice follows.
 */

/** Each thing kept about a passenger. */
export const keptItems = [
  /** Both forms: the enquiry's row (netlify/kinds/<kind>/). */
  "name",
  "phone",
  /** The message form only. */
  "email",
  /** The booking form: places, date, time, passengers, car, stops, the estimate. */
  "trip",
  "message",
  /** The page's language, stored with the row (migration 006). */
  "language",
  /** When it was sent and arrived, the booking reference, the idempotency key and its hash. */
  "record",
  /** The rate limit's HMAC keys of the network and the phone (netlify/intake/rate-limit.ts). */
  "spamKeys",
] as const;
export type KeptItem = (typeof keptItems)[number];

/** Each party that receives some of it, and where in the code it goes there. */
export const recipients = [
  /** netlify/delivery: one mail per operator, and the claim page. */
  "operators",
  /** SMTP_URL: whoever carries the operators' mail. */
  "mailProvider",
  /** DATABASE_URL: Neon. */
  "database",
  /** Netlify: the pages and the functions that receive the forms. */
  "hosting",
  /** src/features/booking/maps-distance.ts: suggestions and the distance, with a Maps key. */
  "google",
  /** src/lib/unsent-enquiries.ts: an enquiry kept in the browser until it can be sent. */
  "yourDevice",
  /** netlify/delivery/alert-outbox.ts: an alert about one enquiry carries its phone. */
  "alertChannel",
  /** Only when the passenger chooses to write there (the booking's WhatsApp link). */
  "whatsapp",
] as const;
export type Recipient = (typeof recipients)[number];

/** What a passenger may ask for. */
export const rights = ["copy", "correct", "erase", "nominate"] as const;
export type Right = (typeof rights)[number];
