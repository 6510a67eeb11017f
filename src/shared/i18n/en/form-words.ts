import { fares, passengerLabel, type VehicleType } from "../../fares/fares.ts";
import type { FieldErrorCode, FieldName } from "../../forms/field-errors.ts";
import { maxLength } from "../../forms/field-limits.ts";
import { bookableMonthsAhead } from "../../pickup-time.ts";
import type { ApiErrorCode } from "../../forms/api.ts";
import { formatsFor } from "../format.ts";

/**
 * The English forms' words: labels, field errors, what a sent or failed form says, and the
 * functions' own pages for a form posted without script. Apart from the page's words (words.ts)
 * so that the forms' chunk and the functions carry these alone. Their type, `FormMessages`, is
 * what every other language's form-words.ts must be.
 */

/** What a field's message may quote: the form's values as they stand. */
export interface FieldErrorValues {
  passengers?: number;
  vehicleType?: VehicleType;
}
export type FieldMessage = string | ((values: FieldErrorValues) => string);
export type FieldErrorMessages = {
  [Field in FieldName]: Record<FieldErrorCode<Field>, FieldMessage>;
};
export type FailureMessages = Record<Exclude<ApiErrorCode, "rate_limited">, string> & {
  rate_limited: (minutes: number) => string;
};
export type WithLinks = <Link>(first: Link, second: Link) => (string | Link)[];
/** A sentence with one figure set apart (in bold): the words around it. */
export type WithFigure = <Figure>(figure: Figure, km: string) => (string | Figure)[];

// Pure: only the exports that format figures keep it, so a page's first scripts need not carry it.
export const format = /* @__PURE__ */ formatsFor("en-IN");

/** The operators' names for the cars (fare-config.ts) are the English page's too. */
const vehicle = (type: VehicleType) => fares.vehicles[type].label;
export const withSeats = (type: VehicleType) =>
  `${vehicle(type)} (up to ${fares.vehicles[type].capacity})`;

const retype = (what: string) => `Please retype ${what}: it has a hidden character we cannot save`;
const place = (what: string) => ({
  required: `Please enter the ${what}`,
  too_long: `Please keep the ${what} under ${maxLength.place} characters`,
  hidden_character: retype(`the ${what}`),
});

// Built when first read (pure): a page's first scripts, which need none of these, stay free
// of the limits they quote.
const fieldErrors: FieldErrorMessages = /* @__PURE__ */ (() => ({
  name: {
    required: "Please enter your name",
    too_long: `Please keep your name under ${maxLength.name} characters`,
    hidden_character: retype("your name"),
  },
  email: {
    required: "Please enter your e-mail address",
    too_long: "That e-mail address is too long",
    invalid: "Enter a valid e-mail address, like name@example.com",
  },
  phone: {
    required: "Please enter your phone number",
    invalid:
      "Enter a 10-digit Indian mobile number, or include the + country code for other countries",
  },
  message: {
    required: "Please write your message",
    too_long: `Please keep your message under ${maxLength.message} characters`,
    hidden_character: retype("your message"),
  },
  pickupLocation: place("pickup location"),
  dropoffLocation: place("drop location"),
  pickupDate: {
    required: "Please choose a pickup date",
    not_a_date: "Please choose a real date",
    past_date: "That date has already passed. Please choose today or a later date.",
    too_far_ahead: `We take bookings up to ${bookableMonthsAhead} months ahead. Please choose an earlier date.`,
  },
  pickupTime: {
    required: "Please choose a pickup time",
    no_am_pm: "Please add am or pm to the time, like 6:30 am or 6:30 pm",
    past_time:
      "That pickup time has already passed today. Please choose a later time, or tomorrow's date for a pickup after midnight.",
  },
  passengers: {
    required: "Please choose the number of passengers",
    too_many: () =>
      `We seat at most ${fares.maxPassengers} passengers in one car. For a larger group, please call us.`,
    over_capacity: ({ passengers = 1, vehicleType = fares.defaultVehicle }) =>
      `The ${vehicle(vehicleType)} seats up to ${fares.vehicles[vehicleType].capacity}. For ${passengers} passengers choose ${fares
        .vehiclesFor(passengers)
        .map(withSeats)
        .join(" or ")}.`,
  },
  vehicleType: { required: "Please choose a vehicle" },
  extraStops: {
    required: "Please choose the number of extra stops",
    too_many: () =>
      `We can plan at most ${fares.maxExtraStops} extra stops online; call us for more`,
  },
}))();

const sooner: WithLinks = (call, whatsapp) => ["Need it sooner? ", call, " or ", whatsapp, "."];
const otherWays: WithLinks = (whatsapp, call) => [whatsapp, " or ", call, "."];
const estimate: WithFigure = (total, km) => ["Estimated fare: ", total, ` for about ${km} km`];

const failures: FailureMessages = {
  validation: "Please check the highlighted fields.",
  bad_json: "We could not read that request.",
  unsupported_media_type: "Please send the form as JSON.",
  too_large: "That is too long for us to accept. Please shorten it and try again.",
  method_not_allowed: "This address only accepts form submissions (POST).",
  bad_idempotency_key: "We could not read that request.",
  form_idempotency_key:
    "We could not accept that request. Please send the form again from our page, or call us.",
  other_site: "This form was sent from another website. Please use our own page, or call us.",
  idempotency_key_reused: "Your details changed while they were being sent. Please send again.",
  removed:
    "We have removed the details of this request, so it was not sent again. If you still need a taxi, please send it again or call us.",
  rate_limited: (minutes) =>
    `We have had several requests like this in a few minutes. Please try again in ${minutes} minute${minutes > 1 ? "s" : ""}, or call us.`,
  unavailable: "We could not save your request just now. Please try again in a minute, or call us.",
  internal: "Something went wrong on our side. Please try again.",
  offline: "We could not reach the server. Please try again.",
};

/**
 * The forms' words: they travel with the forms' code, after the first paint, not in the page's
 * first scripts (the entries load this export as `en/form-words.ts?forms`, a module of its own).
 */
export const enForms = {
  format,
  withSeats,
  /** A car's name alone, as the confirmation repeats it. */
  vehicle,
  sending: "Sending...",
  /** Beside each form's submit button, to the privacy notice in the page's language. */
  privacyLink: "How we use your details",
  phoneHint: "A 10-digit Indian mobile, or a number with its + country code",
  passengers: passengerLabel,
  fieldErrors,
  failures,
  /** A kept enquiry sent again too soon: it waits on the phone as long as the server asked. */
  keptHeld: (minutes: number) =>
    `We have had several requests like this in a few minutes. This one is saved on this phone and will be sent by itself in about ${minutes} minute${minutes > 1 ? "s" : ""}: keep this page open, or open it again later.`,
  /**
   * A bar at the foot of the screen when something kept on this phone settles out of sight; a
   * booking sent is followed by `booking.reference` and its reference.
   */
  keptNews: {
    bookingSent: "The booking saved on this phone has been sent.",
    bookingNotSent: "The booking saved on this phone could not be sent.",
    messageSent: "The message saved on this phone has been sent.",
    messageNotSent: "The message saved on this phone could not be sent.",
    show: "Show",
    close: "Close",
  },
  /** The passenger's number, read back, and how soon an operator calls. */
  callBack: (phone: string, minutes: number) =>
    `An operator will call you on ${phone}, usually within ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  /** The functions' own pages, for a form the browser posted without script. */
  pages: {
    thanksTitle: { booking: "Booking received", contact: "Message received" },
    gone: "This confirmation is no longer shown here. If you have a question about your booking, call us.",
    /** A thank-you link to an enquiry whose details were removed (retention, or erasure). */
    removed:
      "The details of this enquiry were removed, as our privacy notice says. If you have a question about it, call us.",
    /** A thank-you link is made only once the enquiry is stored: the database is what failed. */
    notShownNow:
      "We have received it. Its details cannot be shown just now: open this page again in a few minutes, or call us.",
    problemTitle: "Please check what you sent",
    /** A refusal with nothing to correct (busy, too many, another site's page): not "check". */
    tryAgainTitle: "Please try again",
    fixAndResend:
      "Go back with your browser's Back button: everything you typed is still there. Correct it and send it again.",
    tryAgain:
      "Go back with your browser's Back button: everything you typed is still there. Send it again in a while.",
    call: (phone: string) => `Or call us: ${phone}`,
    needItSooner: (phone: string) => `Need it sooner? Call ${phone}`,
    home: "Back to the site",
  },
  booking: {
    labels: {
      pickupLocation: "Pickup location",
      dropoffLocation: "Drop location",
      pickupDate: "Pickup date",
      pickupTime: "Pickup time",
      passengers: "Passengers",
      vehicleType: "Vehicle",
      name: "Your name",
      phone: "Phone",
      extraStops: "Extra stops on the way",
    },
    noStops: "None",
    stops: (count: number, price: string) => `${count} (${price})`,
    submit: "Book Now",
    /** The spec's words. */
    thanks: "Thank you for your booking! We will contact you shortly to confirm the details.",
    trip: (from: string, to: string, date: string, time: string) =>
      `${from} → ${to}, ${date}, ${time}`,
    /**
     * The night a small-hours pickup falls in, by its evening's and morning's weekdays: "Monday,
     * 12:30 am" is often meant as Monday night, and the car would come a day early.
     */
    night: (evening: string, morning: string) => `the night of ${evening} to ${morning}`,
    reference: "Your reference: ",
    /**
     * The operator's first WhatsApp message to the passenger, ready in the passenger's language
     * (the trip as `trip` writes it).
     */
    greeting: (name: string, reference: string, trip: string) =>
      `Hello ${name}, this is about your taxi booking ${reference} (${trip}).`,
    call: (phone: string) => `Call ${phone}`,
    sendOnWhatsapp: "send it on WhatsApp",
    sooner,
    /**
     * Over the newest of several bookings this page has sent: each stands, as a correction sent
     * anew does not replace the first (the operators are told they look alike).
     */
    alsoBooked: (count: number) =>
      `You have sent ${count} bookings from this page, and ${count === 2 ? "both are" : "all are"} booked: none was cancelled. If one replaces another, say so when we call you, or call us now.`,
    /**
     * Followed by what went wrong and what to do (the failure's own words: when to try again)
     * and the WhatsApp and call links, so it gives no advice of its own to contradict them.
     */
    error: "We could not send your booking. Everything you typed is still here.",
    whatsappInstead: "Send this booking on WhatsApp",
    callInstead: (phone: string) => `call ${phone}`,
    otherWays,
    kept: "Not confirmed yet. Your booking is saved on this phone and will be sent by itself until we confirm it: keep this page open, or open it again later.",
    /** Booked for a pickup this soon, a call-back could come too late: the passenger calls too. */
    pickupSoon: (minutes: number) =>
      `Your pickup is in ${minutes} minute${minutes === 1 ? "" : "s"}: please call us now as well, so that a car can be sent at once.`,
    expired: (date: string, time: string) =>
      `Your booking for ${date} at ${time} was not sent: its pickup time passed while your phone was offline. Please call us.`,
  },
  fare: {
    estimate,
    distance: (km: string, rate: string, fare: string) => `${km} km × ${rate} = ${fare}`,
    night: (rate: string, amount: string) => `Night charge ${rate}: ${amount}`,
    airport: (amount: string) => `Airport pickup: ${amount}`,
    stops: (amount: string) => `Extra stops: ${amount}`,
    note: "Estimate only: tolls, parking and interstate permits are extra.",
    unknownRoute:
      "We don't have this route in our fare table: the operator will call you with a quote.",
    prompt: "Type your pickup and drop to see an estimated fare.",
  },
  contact: {
    formTitle: "Send us a message",
    labels: { name: "Name", email: "Email", phone: "Phone", message: "Message" },
    submit: "Send Message",
    /** The spec's words. */
    thanks: "Thank you for your message! We will contact you soon.",
    /** The operator's first WhatsApp message to the passenger, in the passenger's language. */
    greeting: (name: string) => `Hello ${name}, this is about your message to our taxi service.`,
    /** The spec's words. */
    error: "There was an error sending your message. Please try again.",
    kept: "Not confirmed yet. Your message is saved on this phone and will be sent by itself until we confirm it: keep this page open, or open it again later.",
    sooner: <Link>(call: Link, whatsapp: Link) => [
      "Need an answer sooner? ",
      call,
      " or ",
      whatsapp,
      ".",
    ],
    writeOnWhatsapp: "write on WhatsApp",
  },
};

export type FormMessages = typeof enForms;
