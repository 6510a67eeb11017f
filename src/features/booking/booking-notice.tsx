import { useState } from "react";
import type { BookingAccepted } from "../../shared/forms/api";
import type { BookingRequest } from "../../shared/forms/booking-schema";
import { keptText, pickupDay, storedEstimateText, tripText } from "../../shared/i18n/say";
import type { FormMessages } from "../../shared/i18n/messages";
import { unbreakablePhone } from "../../shared/phone";
import { site } from "../../config/site";
import { bookingWhatsappUrl } from "./booking-whatsapp";

/** What the booking form says under its button: nothing yet, or what became of a booking. */
export type BookingStatus =
  | { kind: "idle" }
  | {
      kind: "booked";
      reference: string;
      trip: string;
      /** The estimate stored with it, as the operators see it (none from an older server). */
      estimate: string[];
      whatsappUrl: string;
      callBack?: string;
    }
  | { kind: "kept"; heldMinutes?: number; whatsappUrl: string }
  | { kind: "expired"; date: string; time: string }
  | { kind: "error"; detail?: string; whatsappUrl: string };

export function bookedStatus(
  forms: FormMessages,
  booking: BookingRequest,
  answer: BookingAccepted,
): BookingStatus {
  return {
    kind: "booked",
    reference: answer.reference,
    trip: tripText(forms, booking),
    estimate:
      answer.fareEstimate === undefined
        ? []
        : storedEstimateText(forms, {
            fareEstimate: answer.fareEstimate,
            distanceKm: answer.distanceKm ?? null,
          }),
    whatsappUrl: bookingWhatsappUrl(booking, answer.reference),
    callBack:
      typeof answer.callBackWithinMinutes === "number"
        ? forms.callBack(unbreakablePhone(booking.phone), answer.callBackWithinMinutes)
        : undefined,
  };
}

/** The two ways to reach a person now: a call, or the booking on WhatsApp. */
function CallOrWhatsapp({ forms, whatsappUrl }: { forms: FormMessages; whatsappUrl: string }) {
  const words = forms.booking;
  return (
    <p>
      {words.sooner(
        <a key="call" href={`tel:${site.phoneE164}`}>
          {words.call(site.phoneDisplay)}
        </a>,
        <a key="whatsapp" href={whatsappUrl} rel="noopener noreferrer">
          {words.sendOnWhatsapp}
        </a>,
      )}
    </p>
  );
}

/** Whether a status tells what became of a booking: sent, refused or too late. */
const toldOutcome = (status: BookingStatus) =>
  status.kind === "booked" || status.kind === "expired" || status.kind === "error";

interface Notices {
  status: BookingStatus;
  /** What bookings told before `status` came to, where a kept one's outcome followed them. */
  earlier: BookingStatus[];
}

/**
 * The form's notices. A kept booking's outcome does not hide what was told before it: two kept
 * ones (a trip and its way back) can settle in one go, and each has its own reference. Updates
 * read the notices as they are, not as the last render saw them, since both may come before it.
 */
export function useBookingNotices() {
  const [notices, setNotices] = useState<Notices>({ status: { kind: "idle" }, earlier: [] });
  return {
    ...notices,
    /** The form's own submit: what it says replaces everything told before. */
    show: (status: BookingStatus) => setNotices({ status, earlier: [] }),
    /** A kept booking's outcome: told after what is on the screen already. */
    showSettled: (status: BookingStatus) =>
      setNotices((shown) => ({
        status,
        earlier: toldOutcome(shown.status) ? [...shown.earlier, shown.status] : shown.earlier,
      })),
  };
}

/** One notice under the Book button; none while idle. */
export function BookingNotice({ forms, status }: { forms: FormMessages; status: BookingStatus }) {
  const words = forms.booking;
  return (
    <>
      {status.kind === "booked" && (
        <div className="notice notice--success">
          <p>{words.thanks}</p>
          <p>{status.trip}</p>
          {status.estimate.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            {words.reference}
            <strong className="notice__reference" data-testid="booking-reference">
              {status.reference}
            </strong>
          </p>
          {status.callBack && <p>{status.callBack}</p>}
          <CallOrWhatsapp forms={forms} whatsappUrl={status.whatsappUrl} />
        </div>
      )}
      {status.kind === "kept" && (
        <div className="notice notice--waiting">
          <p>{keptText(forms, words.kept, status.heldMinutes)}</p>
          <CallOrWhatsapp forms={forms} whatsappUrl={status.whatsappUrl} />
        </div>
      )}
      {status.kind === "expired" && (
        <div className="notice notice--error">
          <p>{words.expired(pickupDay(forms, status.date), forms.format.time(status.time))}</p>
          <p>
            <a href={`tel:${site.phoneE164}`}>{words.call(site.phoneDisplay)}</a>
          </p>
        </div>
      )}
      {status.kind === "error" && (
        <div className="notice notice--error">
          <p>
            {words.error}
            {status.detail && ` ${status.detail}`}
          </p>
          <p>
            {words.otherWays(
              <a key="whatsapp" href={status.whatsappUrl} rel="noopener noreferrer">
                {words.whatsappInstead}
              </a>,
              <a key="call" href={`tel:${site.phoneE164}`}>
                {words.callInstead(site.phoneDisplay)}
              </a>,
            )}
          </p>
        </div>
      )}
    </>
  );
}
