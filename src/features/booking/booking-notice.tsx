import { useEffect, useMemo, useState } from "react";
import { useHydrated } from "../../components/use-hydrated";
import type { BookingAccepted } from "../../shared/forms/api";
import type { BookingRequest } from "../../shared/forms/booking-schema";
import { pickupInstant } from "../../shared/pickup-time";
import {
  carText,
  keptText,
  pickupDay,
  pickupSoonText,
  storedEstimateText,
  tripText,
} from "../../shared/i18n/say";
import type { FormMessages } from "../../shared/i18n/messages";
import { unbreakablePhone } from "../../shared/phone";
import { site } from "../../config/site";
import { bookingWhatsappUrl } from "./booking-whatsapp";

/**
 * What the booking form says under its button: nothing yet, or what became of a booking. A
 * booking told is what was sent and answered; its words are written as it is shown, so a page in
 * another language, or a reload an hour later, tells it afresh ("your pickup is in 40 minutes").
 */
export type BookingStatus =
  | { kind: "idle" }
  | ({ kind: "booked" } & Told)
  /** `trip`: which booking, as two may wait at once (a trip and its way back). */
  | { kind: "kept"; heldMinutes?: number; whatsappUrl: string; trip?: BookingRequest }
  | { kind: "expired"; date: string; time: string }
  | { kind: "error"; detail?: string; whatsappUrl: string };

interface Told {
  booking: BookingRequest;
  answer: BookingAccepted;
}

export const bookedStatus = (booking: BookingRequest, answer: BookingAccepted): BookingStatus => ({
  kind: "booked",
  booking,
  answer,
});

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

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a later booking may be meant to replace an earlier one: the same places (another time
 * or car), or the same pickup time (another place). The way back, or another day's trip, is a
 * booking nobody takes for a replacement, and is not told as one.
 */
export function mayReplace(earlier: BookingRequest, later: BookingRequest) {
  const places =
    sameText(earlier.pickupLocation, later.pickupLocation) &&
    sameText(earlier.dropoffLocation, later.dropoffLocation);
  return (
    places || (earlier.pickupDate === later.pickupDate && earlier.pickupTime === later.pickupTime)
  );
}

/** Whether a status tells what became of a booking: sent, refused or too late. */
const toldOutcome = (status: BookingStatus) =>
  status.kind === "booked" || status.kind === "expired" || status.kind === "error";

const sameBooking = (a: BookingStatus, b: BookingStatus) =>
  a.kind === "booked" && b.kind === "booked" && a.answer.reference === b.answer.reference;

/**
 * Where this tab keeps the bookings told (what was sent and answered). The version goes up when
 * what is kept changes shape.
 */
const toldKey = "drop-taxi:booked:v1";

function keepTold(notices: Notice[]) {
  const told = notices.flatMap(({ status }) =>
    status.kind === "booked" ? [{ booking: status.booking, answer: status.answer }] : [],
  );
  try {
    if (told.length > 0) sessionStorage.setItem(toldKey, JSON.stringify(told));
    else sessionStorage.removeItem(toldKey);
  } catch {
    // Storage refused (private browsing, full): a reload shows the form as before.
  }
}

const isTold = (value: unknown): value is Told => {
  const { booking, answer } = (value ?? {}) as Partial<Told>;
  return (
    typeof booking?.pickupDate === "string" &&
    typeof booking.pickupTime === "string" &&
    typeof answer?.reference === "string"
  );
};

/** The bookings this tab told whose pickup is still ahead. */
function toldBefore(): Notice[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(toldKey) ?? "[]");
    return (Array.isArray(kept) ? kept : [])
      .filter(isTold)
      .filter(({ booking }) => pickupInstant(booking.pickupDate, booking.pickupTime) > new Date())
      .map(({ booking, answer }, at) => ({
        id: at + 1,
        status: bookedStatus(booking, answer),
      }));
  } catch {
    return [];
  }
}

/**
 * A notice on the screen; its id keeps its element while others come after it. `key`: the
 * Idempotency-Key of the booking it tells, where it came from a press or a kept booking: its
 * outcome takes its place, and nothing else does.
 */
interface Notice {
  id: number;
  status: BookingStatus;
  key?: string;
}

/** A kept booking's notice, which waits for that booking's own outcome. */
const isWaiting = (notice: Notice) => notice.status.kind === "kept" && notice.key !== undefined;

/**
 * The form's notices, the last one the form's current status. An answer (the form's own, or a
 * kept booking's) does not hide an outcome told before it: two kept bookings (a trip and its way
 * back) can settle in one go, or one while the passenger books the next, and each has its own
 * reference. Updates read the notices as they are, not as the last render saw them, since two
 * answers may come before it.
 */
export function useBookingNotices() {
  // Null until this tab's first answer: until then, the bookings it told before (below).
  const [answered, setNotices] = useState<Notice[] | null>(null);
  // The bookings told stay for this tab's life: a phone that reloads a tab it put away (or a
  // passenger who reloads) still shows the reference, rather than an empty form that invites a
  // second booking. Read once hydrated, as the pre-rendered page (no notices) must match first.
  const hydrated = useHydrated();
  const before = useMemo(() => (hydrated ? toldBefore() : []), [hydrated]);
  const notices = answered ?? before;
  useEffect(() => {
    if (answered) keepTold(answered);
  }, [answered]);
  return {
    notices,
    status: notices.at(-1)?.status ?? ({ kind: "idle" } as const),
    /**
     * A press of Book: a refusal goes, as the press answers it. A booking sent, kept or too late
     * is still so whatever the press does (an empty form's errors, the way back's booking), and
     * its notice stays: gone, the passenger may think it was not sent and send it again.
     */
    clear: () =>
      setNotices((shown) =>
        (shown ?? toldBefore()).filter((notice) => notice.status.kind !== "error"),
      ),
    /**
     * An answer, last: in place of the notice of the same booking (`key`), and of a refusal
     * before it; the outcomes on the screen and the other kept bookings' notices stay.
     */
    tell: (status: BookingStatus, key?: string) =>
      setNotices((answeredBefore) => {
        // Read here, not from this render: an answer may come before hydration's render is done.
        const shown = answeredBefore ?? toldBefore();
        const others = key === undefined ? shown : shown.filter((notice) => notice.key !== key);
        const last = others.at(-1);
        const keep =
          last &&
          (toldOutcome(last.status) || isWaiting(last)) &&
          !sameBooking(last.status, status);
        const id = Math.max(0, ...shown.map((notice) => notice.id)) + 1;
        return [...(keep ? others : others.slice(0, -1)), { id, status, key }];
      }),
    /** A kept booking no longer kept, whose outcome was told elsewhere (another tab): it goes. */
    drop: (key: string) =>
      setNotices((answeredBefore) => {
        const shown = answeredBefore ?? toldBefore();
        const left = shown.filter((notice) => !(notice.key === key && isWaiting(notice)));
        return left.length === shown.length ? answeredBefore : left;
      }),
  };
}

/** A booking the server took: the trip, its estimate and reference, and when to expect a call. */
/** `alsoBooked`: how many bookings this page has told, on the newest of two or more. */
function Booked({
  forms,
  booking,
  answer,
  alsoBooked,
}: { forms: FormMessages; alsoBooked?: number } & Told) {
  const words = forms.booking;
  const { fareEstimate, distanceKm, callBackWithinMinutes } = answer;
  // None from an older server: the operators saw no estimate either.
  const estimate =
    fareEstimate === undefined
      ? []
      : storedEstimateText(forms, { fareEstimate, distanceKm: distanceKm ?? null });
  return (
    <div className="notice notice--success">
      <p>{words.thanks}</p>
      <p>{tripText(forms, booking)}</p>
      <p>{carText(forms, booking)}</p>
      {estimate.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        {words.reference}
        <strong className="notice__reference" data-testid="booking-reference">
          {answer.reference}
        </strong>
      </p>
      {/* A pickup too soon to wait for the call-back: the passenger is asked to call as well. */}
      {pickupSoonText(forms, booking).map((line) => (
        <p key={line}>
          <strong>{line}</strong>
        </p>
      ))}
      {typeof callBackWithinMinutes === "number" && (
        <p>{forms.callBack(unbreakablePhone(booking.phone), callBackWithinMinutes)}</p>
      )}
      {alsoBooked !== undefined && <p>{words.alsoBooked(alsoBooked)}</p>}
      <CallOrWhatsapp forms={forms} whatsappUrl={bookingWhatsappUrl(booking, answer.reference)} />
    </div>
  );
}

/**
 * One notice under the Book button; none while idle. `alsoBooked`: on the newest booking of two
 * or more this page told, how many: a correction sent anew is a booking of its own, and the
 * passenger is told that each stands.
 */
export function BookingNotice({
  forms,
  status,
  alsoBooked,
}: {
  forms: FormMessages;
  status: BookingStatus;
  alsoBooked?: number;
}) {
  const words = forms.booking;
  return (
    <>
      {status.kind === "booked" && <Booked forms={forms} alsoBooked={alsoBooked} {...status} />}
      {status.kind === "kept" && (
        <div className="notice notice--waiting">
          <p>{keptText(forms, words.kept, status.heldMinutes)}</p>
          {status.trip && <p>{tripText(forms, status.trip)}</p>}
          {status.trip && <p>{carText(forms, status.trip)}</p>}
          {/* Not through, and the pickup near: the passenger calls rather than wait for it. */}
          {status.trip &&
            pickupSoonText(forms, status.trip).map((line) => (
              <p key={line}>
                <strong>{line}</strong>
              </p>
            ))}
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
