import type { Config } from "@netlify/functions";
import { withDeps } from "../lib/function-deps";
import { retryUnsent } from "../lib/notify";
import { escalateUnclaimed } from "../lib/escalate";
import { pruneRateLimits } from "../lib/rate-limit";
import { enquiryKinds } from "../lib/enquiry-kinds";
import { json } from "../lib/http";

/**
 * Every minute: re-alert every operator about enquiries nobody has claimed in time, then mail
 * whatever is still owed (first mails, follow-ups, retries).
 */
export default withDeps(async (deps, _request, context) => {
  const live = { ...deps, siteUrl: context.site?.url || deps.siteUrl };
  const escalated = await escalateUnclaimed(live, enquiryKinds);
  const outcomes = await retryUnsent(live, enquiryKinds);
  await pruneRateLimits(deps.db);
  if (escalated + outcomes.sent + outcomes.retry + outcomes.failed > 0) {
    console.info(`Notification retry: ${JSON.stringify({ escalated, ...outcomes })}`);
  }
  return json(200, { escalated, ...outcomes });
});

export const config: Config = { schedule: "* * * * *" };
