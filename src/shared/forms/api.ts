/**
 * What the functions answer, typed once for both sides. A failure carries codes, never words:
 * the page turns them into sentences in its own language (src/shared/i18n), and so do the HTML
 * pages the functions render for a form posted without JavaScript.
 */

export type ApiErrorCode =
  | "validation"
  | "bad_json"
  | "unsupported_media_type"
  | "too_large"
  | "method_not_allowed"
  | "bad_idempotency_key"
  /** A JSON post whose Idempotency-Key is of the kind the server makes for forms sent without script. */
  | "form_idempotency_key"
  | "other_site"
  | "idempotency_key_reused"
  /** Sent again (its Idempotency-Key) after its details were erased: nothing stored again. */
  | "removed"
  | "rate_limited"
  | "unavailable"
  | "internal"
  /** Never sent by a function: the page's own, when no answer came at all. */
  | "offline";

/** Each invalid field's code (field-errors.ts), by field name. */
export type FieldErrors = Record<string, string>;

export interface ApiFailure {
  ok: false;
  error: {
    code: ApiErrorCode;
    fieldErrors?: FieldErrors;
    /** With rate_limited: when the visitor may send again (the Retry-After header's value). */
    retryAfterSeconds?: number;
  };
}

export interface ContactAccepted {
  ok: true;
  id: string;
  /**
   * How soon an operator usually calls back: the minutes after which every operator is alerted
   * again if nobody has taken the enquiry (the server's ESCALATE_AFTER_MINUTES).
   */
  callBackWithinMinutes: number;
}

export interface BookingAccepted extends ContactAccepted {
  reference: string;
  /**
   * The estimate stored with the booking, which the operators' mail shows too (null for a route
   * the table cannot price, where the operator quotes). A server older than the page may leave
   * them out.
   */
  fareEstimate?: number | null;
  distanceKm?: number | null;
}

export const idempotencyHeader = "Idempotency-Key";
/**
 * Sent with an enquiry the page kept unsent and sends later: the whole seconds since the
 * passenger pressed Send, by the phone's clock, so the operators read how old it is.
 */
export const enquiryAgeHeader = "Enquiry-Age";
export const contactPath = "/api/contact";
export const bookingsPath = "/api/bookings";
