/**
 * npm run check:spam: both operator mails, made as production makes them (the notifier into the
 * outbox mailer, with production-like From and To; scripts/harness/operator-mail-samples.ts), are
 * scored by Debian's SpamAssassin with its local rules only (`-t -L`, no network). Each must score
 * at most 0.5; the score and the rules hit are printed. Without spamassassin this says so in one
 * line and passes, except under CI, where it fails: CI must never skip the check.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSampleMails, sampleSettings } from "../harness/operator-mail-samples";
import { missingTool } from "../harness/missing-tool";
import { parseSpamReport } from "./spam-report";

const maxScore = 0.5;

if (spawnSync("sh", ["-c", "command -v spamassassin"]).status !== 0) {
  missingTool(
    "!!! SPAM CHECK SKIPPED: spamassassin is not installed. Install Debian's package: sudo apt-get install spamassassin",
  );
}

const dir = await mkdtemp(join(tmpdir(), "check-spam-"));
let failed = false;
try {
  console.log(`From: ${sampleSettings.from}; To: ${sampleSettings.operatorEmails.join(", ")}`);
  for (const [name, message] of Object.entries(await writeSampleMails(join(dir, "outbox")))) {
    // HOME in the scratch folder: spamassassin writes its per-user files there, not in yours.
    const run = spawnSync("spamassassin", ["-t", "-L"], {
      input: message,
      env: { ...process.env, HOME: dir },
      encoding: "utf8",
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.error || run.status !== 0) {
      throw new Error(`spamassassin failed on the ${name} mail: ${run.error ?? run.stderr}`);
    }
    const { score, rules } = parseSpamReport(run.stdout);
    const ok = score <= maxScore;
    failed ||= !ok;
    console.log(
      `${name} mail: ${score.toFixed(1)} points (at most ${maxScore}) ${ok ? "ok" : "TOO HIGH"}`,
    );
    for (const rule of rules) {
      console.log(
        `  ${rule.points.toFixed(1).padStart(5)} ${rule.name.padEnd(24)} ${rule.description}`,
      );
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
