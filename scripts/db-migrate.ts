/**
 * npm run db:migrate: applies netlify/db/migrations to DATABASE_URL (Neon in production; set
 * NEON_WS_PROXY too for a plain local Postgres). Safe to run any number of times. Netlify's build
 * runs it before every deploy.
 */
import { createNeonDb } from "../netlify/lib/db";
import { migrate } from "../netlify/lib/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    "DATABASE_URL is not set: nothing to migrate. (npm run dev migrates its embedded database itself.)",
  );
  process.exit(1);
}
const db = createNeonDb(url, { wsProxy: process.env.NEON_WS_PROXY });
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied ${applied.join(", ")}` : "Database already up to date.");
} finally {
  await db.close();
}
