import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  bookingSchema,
  type BookingInput,
  type BookingRequest,
} from "../../shared/forms/booking-schema";
import {
  defaultVehicle,
  fares,
  passengerChoices,
  vehicleTypes,
  type VehicleType,
} from "../../shared/fares/fares";
import { sectionIds, vehicleFromHash } from "../../config/navigation";
import { focusFirstEmpty, isOnScreen } from "../../lib/focus-first-empty";
import { bookingVehicleRequests } from "../../lib/form-requests";
import { bookingsPath, type BookingAccepted } from "../../shared/forms/api";
import {
  isCalendarDate,
  lastPickupDate,
  nightOf,
  pickerDate,
  pickerTime,
  pickupInstant,
  todayInIndia,
} from "../../shared/pickup-time";
import { failureText, fieldErrorText, pickupTimeText } from "../../shared/i18n/say";
import type { Language } from "../../shared/i18n/languages";
import { Field } from "../../components/field";
import { SubmitRow } from "../../components/submit-row";
import { useHydrated } from "../../components/use-hydrated";
import { Honeypot } from "../../lib/honeypot";
import { defaultRetryDelaysMs } from "../../lib/post-enquiry";
import { useEnquirySubmission, type KeptOutcome } from "../../lib/use-enquiry-submission";
import { ignoredWhileSending, wasPostedByBrowser } from "../../lib/native-submits";
import { FareEstimatePanel } from "./fare-estimate-panel";
import { bookingWhatsappUrl } from "./booking-whatsapp";
import { BookingNotice, bookedStatus, mayReplace, useBookingNotices } from "./booking-notice";
import { useTripDistance } from "./use-trip-distance";
import { mapsKey } from "../../lib/maps/maps-key";
import { useFormWords, useMessages } from "../../lib/messages";
import { carryTypingAcrossLanguages } from "../../components/typing-across-languages";
import { useKeptNews } from "../../components/kept-news";

// As this module loads, before React takes the pre-rendered form over (see the function).
carryTypingAcrossLanguages();

/** The form's start: empty, or a route page's trip (its places in the page's language). */
const emptyBooking = (
  language: Language,
  trip?: { pickup: string; drop: string },
): BookingInput => ({
  pickupLocation: trip?.pickup ?? "",
  dropoffLocation: trip?.drop ?? "",
  pickupDate: "",
  pickupTime: "",
  passengers: 1,
  vehicleType: defaultVehicle,
  extraStops: 0,
  name: "",
  phone: "",
  language,
});

export function BookingForm({
  retryDelaysMs = defaultRetryDelaysMs,
  trip,
}: {
  retryDelaysMs?: readonly number[];
  trip?: { pickup: string; drop: string };
}) {
  const t = useMessages();
  const forms = useFormWords();
  const { booking: words } = forms;
  const { notices, status, clear, tell, drop } = useBookingNotices();
  const { statusRef: keptNewsRef, tell: tellKeptNews, bar: keptNewsBar } = useKeptNews();
  // Until the script runs, the browser checks the required fields itself.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    trigger,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput, unknown, BookingRequest>({
    resolver: zodResolver(bookingSchema),
    defaultValues: emptyBooking(t.language, trip),
  });
  /** The form as it was when its booking was kept. */
  const keptForm = useRef("");
  const onKept = (outcome: KeptOutcome<BookingAccepted>) => {
    if (outcome.kind === "gone") {
      drop(outcome.key);
      return;
    }
    const booking = outcome.payload as BookingRequest;
    const { key } = outcome;
    if (outcome.kind === "sent") {
      // The booking this form kept, if the form still holds it as kept, is done now; edits
      // made since are the passenger's next booking, not to be wiped.
      if (outcome.own && JSON.stringify(getValues()) === keptForm.current) {
        reset(emptyBooking(t.language));
      }
      tell(bookedStatus(booking, outcome.answer), key);
      tellKeptNews({
        text: `${forms.keptNews.bookingSent} ${words.reference}${outcome.answer.reference}`,
        failed: false,
      });
      return;
    }
    if (outcome.kind === "waiting") {
      tell({ kind: "kept", trip: booking, whatsappUrl: bookingWhatsappUrl(booking) }, key);
      return;
    }
    if (outcome.kind === "expired") {
      tell({ kind: "expired", date: booking.pickupDate, time: booking.pickupTime }, key);
    } else {
      tell(
        {
          kind: "error",
          detail: failureText(forms, outcome.answer.error),
          whatsappUrl: bookingWhatsappUrl(booking),
        },
        key,
      );
    }
    tellKeptNews({ text: forms.keptNews.bookingNotSent, failed: true });
  };
  const { honeypotRef, submit } = useEnquirySubmission<BookingAccepted>(
    bookingsPath,
    retryDelaysMs,
    onKept,
  );
  const typed = useWatch({ control }) as BookingInput;
  // On a slow phone a passenger may type before this code arrives. The form takes in what its
  // inputs already hold as it starts, but tells nothing that watches it: hand those values on
  // once, so the fare estimate prices the trip on the screen, not the empty form.
  useEffect(() => {
    reset(getValues(), { keepDefaultValues: true, keepDirty: true, keepTouched: true });
  }, [reset, getValues]);
  const distance = useTripDistance(typed.pickupLocation ?? "", typed.dropoffLocation ?? "");
  const formRef = useRef<HTMLFormElement>(null);
  // A party too big for the chosen car hears it as the count or the car changes, with the cars
  // that seat it, not only on Book (the estimate above would price a car that cannot take them);
  // the message goes as soon as a car that fits is chosen.
  const checkSeats = () => {
    const { passengers, vehicleType } = getValues();
    const overCapacity = passengers > fares.vehicles[vehicleType].capacity;
    if (overCapacity || getFieldState("passengers").invalid) void trigger("passengers");
  };

  // The pre-rendered page carries the day it was built as the date picker's first day, and
  // hydration keeps it: today's goes in once the page runs, so past days are greyed out. The last
  // day goes in only then: the build's would, months after a deploy, refuse days the server
  // takes, and a form posted without script hears "too far ahead" from the server instead.
  useEffect(() => {
    const date = formRef.current?.elements.namedItem("pickupDate");
    if (!(date instanceof HTMLInputElement)) return;
    date.min = todayInIndia();
    date.max = lastPickupDate();
  }, []);

  // With a Maps key, the location inputs suggest places as the visitor types.
  useEffect(() => {
    const form = formRef.current;
    if (!mapsKey || !form) return;
    import("./maps-distance")
      .then(({ attachPlaceSuggestions }) =>
        Promise.all(
          (["pickupLocation", "dropoffLocation"] as const).map((name) =>
            attachPlaceSuggestions(form.elements.namedItem(name) as HTMLInputElement, (address) =>
              setValue(name, address, { shouldDirty: true, shouldValidate: true }),
            ),
          ),
        ),
      )
      .catch((error: unknown) => console.warn("Place suggestions unavailable.", error));
  }, [setValue]);

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
    // A car chosen by hand before this code came stays: the link chose before the passenger did.
    if (getValues("vehicleType") === defaultVehicle) {
      choose(vehicleFromHash(window.location.hash), true);
    }
    // A party chosen before this code came, for the car it now has, hears now whether the car
    // seats it, as it would have on choosing (after the link's car, or it would hear of the old).
    const { passengers, vehicleType } = getValues();
    if (Number(passengers) > fares.vehicles[vehicleType].capacity) void trigger("passengers");
    // Back and Forward between two of these links, or an address typed by hand.
    const onHashChange = () => choose(vehicleFromHash(window.location.hash), false);
    window.addEventListener("hashchange", onHashChange);
    const unlisten = bookingVehicleRequests.listen(choose);
    return () => {
      window.removeEventListener("hashchange", onHashChange);
      unlisten();
    };
  }, [setValue, trigger, getFieldState, getValues]);

  const onSubmit = async (booking: BookingRequest) => {
    // Google's distance goes along so the operator's mail can price a route our table lacks.
    const sent =
      distance.source === "maps" && distance.km ? { ...booking, distanceKm: distance.km } : booking;
    // The form as sent: edits made while it is on its way are the passenger's next one.
    const asSent = JSON.stringify(getValues());
    const { key, answer } = await submit(sent, setError, {
      sendBefore: pickupInstant(booking.pickupDate, booking.pickupTime).getTime(),
    });
    if (answer.ok) {
      // Blank, places too, as on the home page: a route page's form left holding its route would
      // price it (at the day's rate) right above the thanks' fare for the trip just booked.
      reset(emptyBooking(t.language));
      tell(bookedStatus(booking, answer), key);
    } else if (answer.kept) {
      keptForm.current = asSent;
      // With its trip: the way back may be kept beside it.
      tell(
        {
          kind: "kept",
          heldMinutes: answer.heldMinutes,
          whatsappUrl: bookingWhatsappUrl(booking),
          trip: booking,
        },
        key,
      );
    } else {
      tell(
        {
          kind: "error",
          detail: failureText(forms, answer.error, true),
          whatsappUrl: bookingWhatsappUrl(booking),
        },
        key,
      );
    }
  };

  /**
   * Beside a small-hours time, the night it falls in ("12:30 am, the night of Sunday to
   * Monday"), before it is sent: the date is the morning's, which "Monday, 12:30 am" hides.
   */
  const [pickedDate, pickedTime] = [
    pickerDate(typed.pickupDate ?? ""),
    pickerTime(typed.pickupTime ?? ""),
  ];
  const nightHint =
    isCalendarDate(pickedDate) &&
    /^\d{2}:\d{2}$/.test(pickedTime) &&
    nightOf(pickedDate, pickedTime)
      ? pickupTimeText(forms, pickedDate, pickedTime)
      : undefined;

  /** A field's error in the page's words; the capacity message quotes the values as they stand. */
  const say = (field: keyof BookingInput) =>
    fieldErrorText(forms, field, errors[field]?.message, typed);

  // The newest booking says how many this page has sent where it may replace one of them.
  const booked = notices.flatMap((notice) =>
    notice.status.kind === "booked" ? [{ id: notice.id, booking: notice.status.booking }] : [],
  );
  const newest = booked.at(-1);
  const alsoBooked =
    newest && booked.slice(0, -1).some(({ booking }) => mayReplace(booking, newest.booking))
      ? booked.length
      : undefined;
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
        if (ignoredWhileSending(event, isSubmitting)) return;
        clear();
        tellKeptNews(null);
        void handleSubmit(onSubmit)(event);
      }}
    >
      <div className="form__grid">
        <Field label={words.labels.pickupLocation} error={say("pickupLocation")}>
          {/* A route page's place in the pre-rendered HTML too, for a form posted without script.
              No autocomplete="off": the browser would not refill the place on Back from the
              problem page, which promises everything typed is still there (Google's place
              suggestions, where a Maps key is set, turn the browser's own off themselves). */}
          <input type="text" required defaultValue={trip?.pickup} {...register("pickupLocation")} />
        </Field>
        <Field label={words.labels.dropoffLocation} error={say("dropoffLocation")}>
          <input type="text" required defaultValue={trip?.drop} {...register("dropoffLocation")} />
        </Field>
        <Field label={words.labels.pickupDate} error={say("pickupDate")}>
          <input
            type="date"
            min={todayInIndia()}
            required
            // A new date can make a time that had passed fine again, or the other way round.
            {...register("pickupDate", { deps: ["pickupTime"] })}
          />
        </Field>
        <Field label={words.labels.pickupTime} error={say("pickupTime")} hint={nightHint}>
          <input type="time" required {...register("pickupTime")} />
        </Field>
        <Field label={words.labels.passengers} error={say("passengers")} liveError>
          {/* No `required`: a select whose first option has a value always holds one, and HTML
              allows `required` only on a select with an empty placeholder first. */}
          <select {...register("passengers", { valueAsNumber: true, onChange: checkSeats })}>
            {passengerChoices.map((count) => (
              <option key={count} value={count}>
                {forms.passengers(count)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={words.labels.vehicleType} error={say("vehicleType")}>
          <select
            // In the pre-rendered HTML too: without script the browser would choose the first.
            defaultValue={emptyBooking(t.language).vehicleType}
            {...register("vehicleType", { onChange: checkSeats })}
          >
            {vehicleTypes.map((type) => (
              <option key={type} value={type}>
                {forms.withSeats(type)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={words.labels.name} error={say("name")}>
          <input type="text" autoComplete="name" required {...register("name")} />
        </Field>
        <Field label={words.labels.phone} error={say("phone")} hint={forms.phoneHint}>
          <input type="tel" autoComplete="tel" inputMode="tel" required {...register("phone")} />
        </Field>
        <Field label={words.labels.extraStops} error={say("extraStops")}>
          <select {...register("extraStops", { valueAsNumber: true })}>
            {Array.from({ length: fares.maxExtraStops + 1 }, (_, stops) => (
              <option key={stops} value={stops}>
                {stops === 0
                  ? words.noStops
                  : words.stops(stops, forms.format.rupees(stops * fares.extraStopCharge))}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FareEstimatePanel
        // A new live region after each booking: the emptied form's prompt is then not read out
        // before the thanks, as a change to the estimate the passenger was hearing would be.
        key={status.kind === "booked" ? status.answer.reference : "form"}
        distanceKm={distance.km}
        settled={distance.settled}
        vehicleType={typed.vehicleType ?? defaultVehicle}
        pickupLocation={typed.pickupLocation ?? ""}
        dropoffLocation={typed.dropoffLocation ?? ""}
        pickupTime={pickerTime(typed.pickupTime ?? "")}
        extraStops={Number(typed.extraStops) || 0}
      />
      <Honeypot inputRef={honeypotRef} />
      {/* The page's language goes with the booking: the operators call back in it. */}
      {/* Its value in the pre-rendered HTML too: a form posted without script carries it. */}
      <input type="hidden" defaultValue={t.language} {...register("language")} />
      <SubmitRow>
        <button className="button button--primary" type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? forms.sending : words.submit}
        </button>
      </SubmitRow>
      {/* Not atomic: a notice added after another is read alone, not with the one before.
          Newest first, under the button: a second booking's thanks is not off the screen below
          the first one's. */}
      <div
        role="status"
        aria-atomic="false"
        className="form__status"
        ref={keptNewsRef}
        tabIndex={-1}
      >
        {[...notices].reverse().map((notice) => (
          <BookingNotice
            key={notice.id}
            forms={forms}
            status={notice.status}
            alsoBooked={notice.id === newest?.id ? alsoBooked : undefined}
          />
        ))}
      </div>
      {keptNewsBar}
    </form>
  );
}
