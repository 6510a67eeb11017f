import type { Config } from "@netlify/functions";
import { withDeps } from "../platform/function-deps";
import { runBudgetMs, runScheduled } from "../schedule/scheduled-run";
import { withDeadline } from "../platform/deadline";
import { enquiryKinds } from "../kinds/registry";
import { json } from "../platform/http";

/**
 * Every minute: if a due marker says so (or the safety sweep is due), re-alert every operator
 * about enquiries nobody has claimed in time, then mail whatever is still owed (first mails,
 * follow-ups, retries). Otherwise it ends without touching the database.
 */
export default withDeps(async (deps, _request, context) => {
  const live = { ...deps, siteUrl: context.site?.url || deps.siteUrl };
  // Everything inside has its own deadline; this one answers before Netlify's 30 s even if the
  // database hangs. Work not finished is still owed, and the next run does it.
  const outcome = await withDeadline(
    runScheduled(live, enquiryKinds),
    runBudgetMs + 3_000,
    "The scheduled run",
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return { reason: "cut off" };
  });
  if (outcome.reason !== "nothing due") console.info(`Scheduled run: ${JSON.stringify(outcome)}`);
  return json(200, outcome);
});

export const config: Config = { schedule: "* * * * *" };
