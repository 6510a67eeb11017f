import type { Config } from "@netlify/functions";
import { withDeps } from "../lib/function-deps";
import { retryUnsent } from "../lib/notify";
import { pruneRateLimits } from "../lib/rate-limit";
import { enquiryKinds } from "../lib/enquiry-kinds";
import { json } from "../lib/http";

/** Every minute: mail the operators about anything stored but not yet sent. */
export default withDeps(async (deps) => {
  const outcomes = await retryUnsent(deps, enquiryKinds);
  await pruneRateLimits(deps.db);
  if (outcomes.sent + outcomes.retry + outcomes.failed > 0) {
    console.info(`Notification retry: ${JSON.stringify(outcomes)}`);
  }
  return json(200, outcomes);
});

export const config: Config = { schedule: "* * * * *" };
