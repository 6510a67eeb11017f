import type { Config } from "@netlify/functions";
import { withDeps } from "../lib/function-deps";
import { createClaimHandler } from "../lib/claim-handler";
import { enquiryKinds } from "../lib/enquiry-kinds";

export default withDeps(createClaimHandler(enquiryKinds));

export const config: Config = { path: "/claim" };
