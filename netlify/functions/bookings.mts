import type { Config } from "@netlify/functions";
import { createEnquiryHandler } from "../intake/enquiry-handler";
import { bookingKind } from "../kinds/booking/booking-kind";
import { withDeps } from "../platform/function-deps";
import { unavailableAnswer } from "../intake/answers";

export default withDeps(createEnquiryHandler(bookingKind), unavailableAnswer);

export const config: Config = {
  path: "/api/bookings",
  // Netlify's own sliding-window limit, enforced at the edge before the function runs: a cheap
  // first wall against floods (the per-client limit in rate-limit.ts is the app's own). Netlify
  // reads this config from the source text, so it must stay a literal: a variable here is
  // dropped without a warning (npm run check:bundle catches that).
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
