import type { Config } from "@netlify/functions";
import { withDeps } from "../lib/function-deps";
import { runScheduled } from "../lib/scheduled-run";
import { enquiryKinds } from "../lib/enquiry-kinds";
import { json } from "../lib/http";

/**
 * Every minute: if a due marker says so (or the safety sweep is due), re-alert every operator
 * about enquiries nobody has claimed in time, then mail whatever is still owed (first mails,
 * follow-ups, retries). Otherwise it ends without touching the database.
 */
export default withDeps(async (deps, _request, context) => {
  const live = { ...deps, siteUrl: context.site?.url || deps.siteUrl };
  const outcome = await runScheduled(live, enquiryKinds);
  if (outcome.reason !== "nothing due") console.info(`Scheduled run: ${JSON.stringify(outcome)}`);
  return json(200, outcome);
});

export const config: Config = { schedule: "* * * * *" };
