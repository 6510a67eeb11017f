import type * as z from "zod/mini";
import type { ColumnMap } from "./columns";
import type { MailExtras, OperatorView, RenderedMail } from "../delivery/operator-mail";
import type { EnquiryTable, StoredEnquiry } from "./stored-enquiry";
import type { Retention } from "./retention";
import type { FormMessages } from "../../src/shared/i18n/messages";
import type { Language } from "../../src/shared/i18n/languages";
import type { ContactAccepted } from "../../src/shared/forms/api";
import type { Db } from "../platform/db";
import type { LookAlike } from "../delivery/look-alikes";

/**
 * What every kind stores and every part of the server may rely on: the number an operator calls
 * back, the language the passenger reads, and a reference to quote where the kind gives one.
 */
export interface CommonFields {
  phone: string;
  language: Language;
  reference?: string;
}

/** The 201 body of any kind: its id and call-back promise, and its reference where it has one. */
export type Accepted = ContactAccepted & { reference?: string };

/**
 * One kind of enquiry the public can send (a contact message, a booking request): everything
 * the request handler, the store and the notifier need to know about it. A new kind is one
 * such object in a folder of its own, a migration for its table, and a line in registry.ts.
 */
export interface EnquiryKind<Parsed, Fields extends CommonFields> {
  /** Used in logs, as the rate limit's scope, and as the key of its words in the language files. */
  name: string;
  /**
   * Its function in netlify/functions/ (`<functionName>.mts`) and the route it declares there
   * (Netlify reads a function's route from its own source, so it is written there too; a test
   * holds the two together).
   */
  functionName: string;
  path: string;
  table: EnquiryTable;
  schema: z.ZodMiniType<Parsed, unknown>;
  /** Each stored field's column, used to write the row and to read it back. */
  columns: ColumnMap<Fields>;
  /** What is cleared and what is kept once the retention period is over (retention.ts). */
  retention: Retention;
  /** What is stored for a valid submission (values worked out on the server included). */
  fields(parsed: Parsed): Fields;
  /**
   * The 201 body for a stored enquiry (the same body again for a repeated Idempotency-Key),
   * told how soon an operator usually calls back.
   */
  accepted(enquiry: StoredEnquiry<Fields>, callBackWithinMinutes: number): Accepted;
  /**
   * What the thank-you page of a form posted without script repeats of the enquiry, in the
   * passenger's words (a booking's trip); none where there is nothing to confirm.
   */
  summary?(enquiry: StoredEnquiry<Fields>, words: FormMessages): string[];
  /** A believable 201 body for a bot caught by the honeypot; nothing is stored. */
  decoy(callBackWithinMinutes: number): Accepted;
  /**
   * The operators' mail, with a notice on top where there is one (a follow-up's news, a mail
   * sent late) and the operator's own claim link. Loaded only when a mail is sent, after the
   * visitor has the answer.
   */
  mail(enquiry: StoredEnquiry<Fields>, extras?: MailExtras): Promise<RenderedMail>;
  /** The same enquiry as the claim page shows it: the mail's heading and fields, from the row. */
  view(enquiry: StoredEnquiry<Fields>, at?: Date): Promise<OperatorView>;
  /**
   * When the passenger needs the car, where the kind has such a time (a booking's pickup): the
   * re-alerts about it come sooner as it nears (claims/escalation-schedule.ts), and the webhook's
   * alerts say how near it is.
   */
  neededAt?(enquiry: Fields): Date;
  /**
   * Other enquiries of this kind that may be this one again (a booking sent twice, or corrected
   * and sent anew: delivery/look-alikes.ts), named in its mails and on its claim page. Loaded
   * only when a mail is written or the claim page opens. None where the kind has no such notion.
   */
  lookAlikes?(db: Db, enquiry: StoredEnquiry<Fields>): Promise<LookAlike[]>;
  /** The phone number given, which the per-phone rate limit counts by. */
  phone(parsed: Parsed): string;
  replyTo(enquiry: StoredEnquiry<Fields>): string | undefined;
}

/** Any kind, as the registry and the notifier hold them. */
export type AnyEnquiryKind = EnquiryKind<unknown, CommonFields>;
