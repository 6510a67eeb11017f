import type { AnyEnquiryKind } from "./enquiry-kind";
import { bookingKind } from "./booking/booking-kind";
import { contactKind } from "./contact/contact-kind";

/**
 * Every kind of enquiry, in the order the retry job serves them: bookings first, so a waiting
 * passenger never waits behind a message. The retry job, the local functions server and the
 * tests read this list, so a new kind added here is retried, served and tested like the others.
 */
export const enquiryKinds: readonly AnyEnquiryKind[] = [bookingKind, contactKind];
