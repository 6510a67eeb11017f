/**
 * npm run check:secrets: builds the site with canary values in every server-side variable (and
 * the real ones, where this machine has them), then fails if any of them, or any sign of a
 * database or SMTP connection, is in the browser bundle.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findSecrets } from "./find-secrets";
import { packageBin, runToEnd } from "../harness/child-process";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

const serverVariables = [
  "DATABASE_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "OPERATOR_EMAILS",
  "NEON_WS_PROXY",
  "SITE_SECRET",
  "ALERT_WEBHOOK_URL",
];
const canary = {
  DATABASE_URL: "postgres://canary_db_user:canary-db-secret-7f3a@canary-db.example/neondb",
  SMTP_URL: "smtps://canary_smtp_user:canary-smtp-secret-9c1e@canary-smtp.example:465",
  MAIL_FROM: "Canary Sender <canary-from-4b2d@droptaxi.example>",
  OPERATOR_EMAILS: "canary-operator-8e5f@droptaxi.example",
  NEON_WS_PROXY: "canary-proxy-2a6c.example/v1",
  SITE_SECRET: publicSiteSecrets.secretsCheckCanary,
  ALERT_WEBHOOK_URL: "https://canary-hooks.example/services/canary-webhook-7b1c",
};

// Real values where set, and the secret parts of URLs (user names, passwords) on their own.
const secrets = new Set<string>(Object.values(canary));
for (const name of serverVariables) {
  const value = process.env[name];
  if (value && value.length >= 8) secrets.add(value);
}
for (const value of [...secrets]) {
  try {
    const url = new URL(value);
    if (url.password) secrets.add(decodeURIComponent(url.password));
    if (url.username.length >= 6) secrets.add(decodeURIComponent(url.username));
  } catch {
    // not a URL
  }
}

const outDir = await mkdtemp(join(tmpdir(), "dist-secrets-"));
try {
  // Vite on this Node, not through npx, and with a deadline: a hung build fails the check.
  const built = await runToEnd(
    process.execPath,
    [packageBin("vite"), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
    { deadlineMs: 10 * 60_000, env: { ...process.env, ...canary } },
  );
  if (built !== 0) throw new Error(`the canary build failed (${built})`);
  const findings = await findSecrets(outDir, [...secrets]);
  for (const finding of findings)
    console.error(`SECRET IN BUNDLE: ${finding.what} in ${finding.file}`);
  console.log(
    findings.length === 0
      ? `Secrets check: ${secrets.size} server-side values and the database/SMTP patterns are absent from the browser bundle.`
      : `Secrets check FAILED: ${findings.length} finding(s).`,
  );
  process.exitCode = findings.length === 0 ? 0 : 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
