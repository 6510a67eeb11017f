import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "./db";

const migrationsDir = resolve(process.cwd(), "netlify/db/migrations");

export interface MigrateOptions {
  dir?: string;
  /**
   * The operators' addresses, for a migration that must address mail still owed (004 gives each
   * enquiry not yet mailed one delivery per operator). Read there as app.operator_emails.
   */
  operatorEmails?: string[];
}

/** SET for the migration's own session; the value quoted as SQL quotes strings. */
function settings({ operatorEmails = [] }: MigrateOptions): string {
  return `SET app.operator_emails = '${operatorEmails.join(",").replaceAll("'", "''")}';\n`;
}

/**
 * Applies the numbered SQL files in order, each once, recording them in schema_migrations.
 * Safe to run again and again: applied files are skipped and every file is itself idempotent.
 * Returns the names it applied this time.
 */
export async function migrate(db: Db, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? migrationsDir;
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((row) => row.name),
  );
  const files = (await readdir(dir)).filter((file) => /^\d{3}_.+\.sql$/.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    // One script, so the settings hold in the session that runs the file.
    await db.exec(settings(options) + (await readFile(join(dir, file), "utf8")));
    await db.query("INSERT INTO schema_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING", [
      file,
    ]);
    applied.push(file);
  }
  return applied;
}
