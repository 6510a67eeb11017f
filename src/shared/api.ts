/**
 * What the functions answer, typed once for both sides. Every failure carries a code the page
 * can act on and a message a visitor can read; nothing internal ever goes in `message`.
 */

export type ApiErrorCode =
  | "validation"
  | "bad_json"
  | "unsupported_media_type"
  | "too_large"
  | "method_not_allowed"
  | "other_site"
  | "idempotency_key_reused"
  | "rate_limited"
  | "unavailable"
  | "internal";

export type FieldErrors = Record<string, string>;

export interface ApiFailure {
  ok: false;
  error: { code: ApiErrorCode; message: string; fieldErrors?: FieldErrors };
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
}

export const idempotencyHeader = "Idempotency-Key";
export const contactPath = "/api/contact";
export const bookingsPath = "/api/bookings";
