import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  bookingSchema,
  maxExtraStops,
  type BookingInput,
  type BookingRequest,
} from "../../shared/booking-schema";
import {
  defaultVehicle,
  extraStopCharge,
  rupees,
  passengerChoices,
  passengerLabel,
  vehicleTypes,
  vehicleWithSeats,
  type VehicleType,
} from "../../shared/fares";
import { sectionIds, vehicleFromHash } from "../../config/navigation";
import { focusFirstEmpty, isOnScreen } from "../../lib/focus-first-empty";
import { bookingVehicleRequests } from "../../lib/form-requests";
import { bookingsPath, type BookingAccepted } from "../../shared/api";
import { phoneHint } from "../../shared/phone";
import { pickupInstant, todayInIndia } from "../../shared/pickup-time";
import { enquiryTexts } from "../../shared/enquiry-texts";
import { site } from "../../config/site";
import { Field } from "../../components/field";
import { useHydrated } from "../../components/use-hydrated";
import { Honeypot } from "../../lib/honeypot";
import { defaultRetryDelaysMs } from "../../lib/post-enquiry";
import { useEnquirySubmission, type KeptOutcome } from "../../lib/use-enquiry-submission";
import { wasPostedByBrowser } from "../../lib/native-submits";
import { FareEstimatePanel } from "./fare-estimate-panel";
import { bookingWhatsappUrl } from "./booking-whatsapp";
import { useTripDistance } from "./use-trip-distance";
import { mapsKey } from "../../lib/maps-key";

// What the form says after a submit, beside the spec's thanks (enquiryTexts).
const texts = {
  error:
    "We could not send your booking. Everything you typed is still here: try again, or send it to us on WhatsApp.",
  kept: "No connection just now. Your booking is saved on this phone and will be sent by itself as soon as it is online: keep this page open, or open it again later.",
  expired: (date: string, time: string) =>
    `Your booking for ${date} at ${time} was not sent: its pickup time passed while your phone was offline. Please call us.`,
};
export const bookingThanksText = enquiryTexts.bookingThanks;
export const bookingErrorText = texts.error;
export const bookingKeptText = texts.kept;

type Status =
  | { kind: "idle" }
  | { kind: "booked"; reference: string; whatsappUrl: string; callBack?: string }
  | { kind: "kept"; whatsappUrl: string }
  | { kind: "expired"; date: string; time: string }
  | { kind: "error"; detail?: string; whatsappUrl: string };

function bookedStatus(booking: BookingRequest, answer: BookingAccepted): Status {
  return {
    kind: "booked",
    reference: answer.reference,
    whatsappUrl: bookingWhatsappUrl(booking, answer.reference),
    callBack:
      typeof answer.callBackWithinMinutes === "number"
        ? enquiryTexts.callBack(booking.phone, answer.callBackWithinMinutes)
        : undefined,
  };
}

/** The two ways to reach a person now: a call, or the booking on WhatsApp. */
function CallOrWhatsapp({ whatsappUrl }: { whatsappUrl: string }) {
  return (
    <p>
      Need it sooner? <a href={`tel:${site.phoneE164}`}>Call {site.phoneDisplay}</a> or{" "}
      <a href={whatsappUrl} rel="noopener noreferrer">
        send it on WhatsApp
      </a>
      .
    </p>
  );
}

const emptyBooking: BookingInput = {
  pickupLocation: "",
  dropoffLocation: "",
  pickupDate: "",
  pickupTime: "",
  passengers: 1,
  vehicleType: defaultVehicle,
  extraStops: 0,
  name: "",
  phone: "",
};

export function BookingForm({
  retryDelaysMs = defaultRetryDelaysMs,
}: {
  retryDelaysMs?: readonly number[];
}) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Until the script runs, the browser checks the required fields itself.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    trigger,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput, unknown, BookingRequest>({
    resolver: zodResolver(bookingSchema),
    defaultValues: emptyBooking,
  });
  const onKept = (outcome: KeptOutcome<BookingAccepted>) => {
    const booking = outcome.payload as BookingRequest;
    if (outcome.kind === "sent") {
      // The booking this page kept is the one still in the form: it is done now.
      if (status.kind === "kept") reset(emptyBooking);
      setStatus(bookedStatus(booking, outcome.answer));
    } else if (outcome.kind === "expired") {
      setStatus({ kind: "expired", date: booking.pickupDate, time: booking.pickupTime });
    } else {
      setStatus({
        kind: "error",
        detail: outcome.answer.error.message,
        whatsappUrl: bookingWhatsappUrl(booking),
      });
    }
  };
  const { honeypotRef, submit } = useEnquirySubmission<BookingAccepted>(
    bookingsPath,
    retryDelaysMs,
    onKept,
  );
  const typed = useWatch({ control }) as BookingInput;
  const distance = useTripDistance(typed.pickupLocation ?? "", typed.dropoffLocation ?? "");
  const formRef = useRef<HTMLFormElement>(null);

  // The pre-rendered page carries the day it was built as the date picker's first day, and
  // hydration keeps it: today's date goes in once the page runs, so past days are greyed out.
  useEffect(() => {
    const date = formRef.current?.elements.namedItem("pickupDate");
    if (date instanceof HTMLInputElement) date.min = todayInIndia();
  }, []);

  // With a Maps key, the location inputs suggest places as the visitor types.
  useEffect(() => {
    const form = formRef.current;
    if (!mapsKey || !form) return;
    import("./maps-distance")
      .then(({ attachPlaceSuggestions }) =>
        Promise.all(
          ["pickupLocation", "dropoffLocation"].map((name) =>
            attachPlaceSuggestions(form.elements.namedItem(name) as HTMLInputElement),
          ),
        ),
      )
      .catch((error: unknown) => console.warn("Place suggestions unavailable.", error));
  }, []);

  // "Book SUV/MUV" and the other plan links (#book-suv): choose that vehicle and put the cursor
  // in the first empty field. The address is read on arrival too: the link may have been shared,
  // or followed before this code arrived.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const choose = (vehicle: VehicleType | undefined, late: boolean) => {
      if (!vehicle) return;
      setValue("vehicleType", vehicle, { shouldDirty: true });
      if (getFieldState("passengers").invalid) void trigger("passengers");
      const section = document.getElementById(sectionIds.booking);
      // Arriving late, take focus only if the visitor is still looking at the form.
      if (!late || (section && isOnScreen(section))) focusFirstEmpty(form);
    };
    choose(vehicleFromHash(window.location.hash), true);
    // Back and Forward between two of these links, or an address typed by hand.
    const onHashChange = () => choose(vehicleFromHash(window.location.hash), false);
    window.addEventListener("hashchange", onHashChange);
    const unlisten = bookingVehicleRequests.listen(choose);
    return () => {
      window.removeEventListener("hashchange", onHashChange);
      unlisten();
    };
  }, [setValue, trigger, getFieldState]);

  const onSubmit = async (booking: BookingRequest) => {
    // Google's distance goes along so the operator's mail can price a route our table lacks.
    const sent =
      distance.source === "maps" && distance.km ? { ...booking, distanceKm: distance.km } : booking;
    const answer = await submit(sent, setError, {
      sendBefore: pickupInstant(booking.pickupDate, booking.pickupTime).getTime(),
    });
    if (answer.ok) {
      reset(emptyBooking);
      setStatus(bookedStatus(booking, answer));
    } else if (answer.kept) {
      setStatus({ kind: "kept", whatsappUrl: bookingWhatsappUrl(booking) });
    } else {
      setStatus({ kind: "error", detail: answer.detail, whatsappUrl: bookingWhatsappUrl(booking) });
    }
  };

  return (
    <form
      ref={formRef}
      className="form form--booking"
      action={bookingsPath}
      method="post"
      noValidate={hydrated}
      aria-labelledby="booking-title"
      onSubmit={(event) => {
        if (wasPostedByBrowser(event.currentTarget)) return;
        setStatus({ kind: "idle" });
        void handleSubmit(onSubmit)(event);
      }}
    >
      <div className="form__grid">
        <Field label="Pickup location" error={errors.pickupLocation?.message}>
          <input type="text" autoComplete="off" required {...register("pickupLocation")} />
        </Field>
        <Field label="Drop location" error={errors.dropoffLocation?.message}>
          <input type="text" autoComplete="off" required {...register("dropoffLocation")} />
        </Field>
        <Field label="Pickup date" error={errors.pickupDate?.message}>
          <input
            type="date"
            min={todayInIndia()}
            required
            // A new date can make a time that had passed fine again, or the other way round.
            {...register("pickupDate", { deps: ["pickupTime"] })}
          />
        </Field>
        <Field label="Pickup time" error={errors.pickupTime?.message}>
          <input type="time" required {...register("pickupTime")} />
        </Field>
        <Field label="Passengers" error={errors.passengers?.message}>
          <select required {...register("passengers", { valueAsNumber: true })}>
            {passengerChoices.map((count) => (
              <option key={count} value={count}>
                {passengerLabel(count)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Vehicle" error={errors.vehicleType?.message}>
          <select
            required
            // In the pre-rendered HTML too: without script the browser would choose the first.
            defaultValue={emptyBooking.vehicleType}
            {...register("vehicleType", { deps: ["passengers"] })}
          >
            {vehicleTypes.map((type) => (
              <option key={type} value={type}>
                {vehicleWithSeats(type)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Your name" error={errors.name?.message}>
          <input type="text" autoComplete="name" required {...register("name")} />
        </Field>
        <Field label="Phone" error={errors.phone?.message} hint={phoneHint}>
          <input type="tel" autoComplete="tel" inputMode="tel" required {...register("phone")} />
        </Field>
        <Field label="Extra stops on the way" error={errors.extraStops?.message}>
          <select {...register("extraStops", { valueAsNumber: true })}>
            {Array.from({ length: maxExtraStops + 1 }, (_, stops) => (
              <option key={stops} value={stops}>
                {stops === 0 ? "None" : `${stops} (${rupees(stops * extraStopCharge)})`}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FareEstimatePanel
        distanceKm={distance.km}
        vehicleType={typed.vehicleType ?? defaultVehicle}
        pickupLocation={typed.pickupLocation ?? ""}
        dropoffLocation={typed.dropoffLocation ?? ""}
        pickupTime={typed.pickupTime ?? ""}
        extraStops={Number(typed.extraStops) || 0}
      />
      <Honeypot inputRef={honeypotRef} />
      <button className="button button--primary" type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Book Now"}
      </button>
      <div role="status" className="form__status">
        {status.kind === "booked" && (
          <div className="notice notice--success">
            <p>{bookingThanksText}</p>
            <p>
              {enquiryTexts.reference}{" "}
              <strong data-testid="booking-reference">{status.reference}</strong>
            </p>
            {status.callBack && <p>{status.callBack}</p>}
            <CallOrWhatsapp whatsappUrl={status.whatsappUrl} />
          </div>
        )}
        {status.kind === "kept" && (
          <div className="notice notice--waiting">
            <p>{texts.kept}</p>
            <CallOrWhatsapp whatsappUrl={status.whatsappUrl} />
          </div>
        )}
        {status.kind === "expired" && (
          <div className="notice notice--error">
            <p>{texts.expired(status.date, status.time)}</p>
            <p>
              <a href={`tel:${site.phoneE164}`}>Call {site.phoneDisplay}</a>
            </p>
          </div>
        )}
        {status.kind === "error" && (
          <div className="notice notice--error">
            <p>
              {bookingErrorText}
              {status.detail && ` ${status.detail}`}
            </p>
            <p>
              <a href={status.whatsappUrl} rel="noopener noreferrer">
                Send this booking on WhatsApp
              </a>{" "}
              or <a href={`tel:${site.phoneE164}`}>call {site.phoneDisplay}</a>.
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
