/**
 * npm run db:migrate: applies netlify/db/migrations to DATABASE_URL, else NETLIFY_DATABASE_URL
 * (Neon in production; set NEON_WS_PROXY too for a plain local Postgres). Safe to run any number of times. Netlify's build
 * runs it before every deploy.
 */
import { createNeonDb } from "../netlify/platform/db";
import { migrate } from "../netlify/platform/migrate";
import { databaseUrlOf } from "../netlify/platform/env";

const url = databaseUrlOf(process.env);
if (!url) {
  console.error(
    "Neither DATABASE_URL nor NETLIFY_DATABASE_URL is set: nothing to migrate. (npm run dev migrates its embedded database itself.)",
  );
  process.exit(1);
}
const db = createNeonDb(url, { wsProxy: process.env.NEON_WS_PROXY });
try {
  // Mail still owed when the delivery table arrived (migration 004) goes to these operators.
  const operatorEmails = (process.env.OPERATOR_EMAILS ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  const applied = await migrate(db, { operatorEmails });
  console.log(applied.length ? `Applied ${applied.join(", ")}` : "Database already up to date.");
} finally {
  await db.close();
}
