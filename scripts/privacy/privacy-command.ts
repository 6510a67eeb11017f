/**
 * What the owner's privacy commands share: the database named by DATABASE_URL (else
 * NETLIFY_DATABASE_URL; NEON_WS_PROXY too for a plain local Postgres), as `npm run db:migrate`
 * reads it, and the person a request names (`--phone <number>` or `--email <address>`).
 */
import { parseArgs } from "node:util";
import { createNeonDb, type Db } from "../../netlify/platform/db";
import { databaseUrlOf } from "../../netlify/platform/env";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { kindsNotSearched, personOf, type Person } from "../../netlify/privacy/requests";

/** Runs the command with the database open, and closes it; a refusal is one line and exit 1. */
export async function withDatabase(command: (db: Db) => Promise<void>): Promise<void> {
  const url = databaseUrlOf(process.env);
  if (!url) {
    console.error("Set DATABASE_URL (the site's Neon connection string) to run this.");
    process.exit(1);
  }
  const db = createNeonDb(url, { wsProxy: process.env.NEON_WS_PROXY });
  try {
    await command(db);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

/** The person named on the command line. */
export function personFromArgs(args = process.argv.slice(2)): Person {
  const { values } = parseArgs({
    args,
    options: { phone: { type: "string" }, email: { type: "string" } },
  });
  return personOf(values);
}

/** What a request by e-mail could not reach, and how to reach it; null when nothing. */
export function notSearchedNote(person: Person): string | null {
  const kinds = kindsNotSearched(enquiryKinds, person);
  if (kinds.length === 0) return null;
  return `Not searched: ${kinds.join(", ")} enquiries keep no e-mail address. Run this again with --phone <number> for those.`;
}
