import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Must already be a strictly validated single address (see contact-schema). */
  replyTo?: string;
  /** The same for every send of one enquiry, so a mail program shows a re-send only once. */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * nodemailer's defaults wait up to 30 s for a greeting and 10 min on a silent socket; a function
 * must give up long before its own time limit so the row is marked for retry, not left hanging.
 */
export const smtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

export class MailRejectedError extends Error {
  constructor(readonly rejected: string[]) {
    super(`SMTP server refused recipients: ${rejected.join(", ")}`);
  }
}

export function createSmtpMailer(smtpUrl: string, from: string, timeouts = smtpTimeouts): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      // A send where some recipients are refused resolves as success: treat it as a failure so
      // the retry job tries again rather than an operator silently missing the enquiry.
      const rejected = (info.rejected ?? []).map(String);
      if (rejected.length > 0) throw new MailRejectedError(rejected);
    },
  };
}

/**
 * Local development without SMTP: each mail becomes an .eml file (open it in any mail program)
 * and one line in the terminal says where.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await composer.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      console.info(`Operator mail written to ${file}`);
    },
  };
}

export type MailFailure = "retryable" | "permanent";

/**
 * Network trouble and 4xx answers are temporary by SMTP's own definition; 5xx answers and
 * authentication failures will not fix themselves by retrying.
 */
export function classifyMailError(error: unknown): MailFailure {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (code === "EAUTH" || code === "ENOAUTH") return "permanent";
  if (typeof responseCode === "number") return responseCode >= 500 ? "permanent" : "retryable";
  return "retryable";
}
