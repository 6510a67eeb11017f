import type { Config } from "@netlify/functions";
import { withDeps } from "../platform/function-deps";
import { claimUnavailable, createClaimHandler } from "../claims/claim-handler";
import { enquiryKinds } from "../kinds/registry";

export default withDeps(createClaimHandler(enquiryKinds), claimUnavailable);

export const config: Config = { path: "/claim" };
