import type { Config } from "@netlify/functions";
import { createEnquiryHandler } from "../lib/enquiry-handler";
import { contactKind } from "../lib/contact-kind";
import { withDeps } from "../lib/function-deps";
import { platformRateLimit } from "../lib/rate-limit";

export default withDeps(createEnquiryHandler(contactKind));

export const config: Config = {
  path: "/api/contact",
  rateLimit: platformRateLimit,
};
