/**
 * npm run privacy:purge: what the scheduled job's safety sweep does every 6 hours, now and to the
 * end: enquiries past the retention period anonymised, ended rate-limit windows deleted.
 */
import { enquiryKinds } from "../../netlify/kinds/registry";
import { purgeExpired } from "../../netlify/privacy/purge";
import { retentionDays } from "../../src/shared/privacy/retention";
import { withDatabase } from "./privacy-command";

await withDatabase(async (db) => {
  const { anonymised, rateLimitRows } = await purgeExpired(db, enquiryKinds);
  const counts = Object.entries(anonymised).map(([kind, n]) => `${n} ${kind}`);
  console.log(
    `Anonymised past ${retentionDays} days: ${counts.join(", ")}. Deleted ${rateLimitRows} ended rate-limit windows.`,
  );
});
