import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SendMailOptions, Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Must already be a strictly validated single address (see contact-schema). */
  replyTo?: string;
  /** The same for every send of one enquiry, so a mail program shows a re-send only once. */
  messageId: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes pooled connections (a script or test must, or the process stays alive). */
  close(): void;
}

/**
 * nodemailer's defaults wait up to 30 s for a greeting and 10 min on a silent socket; a function
 * must give up long before its own time limit so the row is marked for retry, not left hanging.
 */
const smtpTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

function messageOptions(from: string, mail: OutgoingMail): SendMailOptions {
  const { to, subject, text, html, replyTo, messageId } = mail;
  return { from, to, subject, text, html, replyTo, messageId };
}

/**
 * nodemailer is loaded when the first mail is sent, not when the function starts: the mail goes
 * out after the visitor has the answer, so the answer does not wait for the module to load.
 */
const loadNodemailer = () => import("nodemailer").then((module) => module.default);

class MailRejectedError extends Error {
  constructor(readonly rejected: string[]) {
    super(`SMTP server refused recipients: ${rejected.join(", ")}`);
  }
}

/**
 * Connections are pooled: one SMTP handshake serves many mails while the function instance
 * lives (the retry job sends several in one run). A pooled connection may
 * have died while the instance was frozen, so a send that fails on the connection itself is
 * tried once more at once, on a fresh one, before it counts as a failure.
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeouts = smtpTimeouts): Mailer {
  let transport: Promise<Transporter> | null = null;
  const connect = () =>
    (transport ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 3,
        // Short: an idle connection outlives a frozen function instance poorly.
        idleTimeout: 30_000,
        ...timeouts,
      }),
    ));
  const sendOnce = async (mail: OutgoingMail) => {
    const info = await (await connect()).sendMail(messageOptions(from, mail));
    // A send where some recipients are refused resolves as success: treat it as a failure so
    // the retry job tries again rather than an operator silently missing the enquiry.
    const rejected = (info.rejected ?? []).map(String);
    if (rejected.length > 0) throw new MailRejectedError(rejected);
  };
  return {
    async send(mail) {
      try {
        await sendOnce(mail);
      } catch (error) {
        if (!isBrokenConnection(error)) throw error;
        await sendOnce(mail);
      }
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

/** The connection broke under the send (not a timeout, not an answer from the server). */
function isBrokenConnection(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return responseCode === undefined && (code === "ECONNECTION" || code === "ESOCKET");
}

/** The message exactly as SMTP would carry it, composed by nodemailer (CRLF line ends). */
export async function composeRawMail(from: string, mail: OutgoingMail): Promise<Buffer> {
  const nodemailer = await loadNodemailer();
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  });
  const info = await composer.sendMail(messageOptions(from, mail));
  return info.message as Buffer;
}

/**
 * Local development without SMTP: each mail becomes an .eml file (open it in any mail program),
 * byte for byte what SMTP would have carried, and one line in the terminal says where.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(mail) {
      const raw = await composeRawMail(from, mail);
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^a-zA-Z0-9]/g, "")}.eml`,
      );
      await writeFile(file, raw);
      console.info(`Operator mail written to ${file}`);
    },
    close: () => {},
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
