import type { Config } from "@netlify/functions";
import { createEnquiryHandler } from "../lib/enquiry-handler";
import { bookingKind } from "../lib/booking-kind";
import { withDeps } from "../lib/function-deps";
import { platformRateLimit } from "../lib/rate-limit";

export default withDeps(createEnquiryHandler(bookingKind));

export const config: Config = {
  path: "/api/bookings",
  rateLimit: platformRateLimit,
};
