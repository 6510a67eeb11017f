import type { Config } from "@netlify/functions";
import { withDeps } from "../lib/function-deps";
import { claimUnavailable, createClaimHandler } from "../lib/claim-handler";
import { enquiryKinds } from "../lib/enquiry-kinds";

export default withDeps(createClaimHandler(enquiryKinds), claimUnavailable);

export const config: Config = { path: "/claim" };
