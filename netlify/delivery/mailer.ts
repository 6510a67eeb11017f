import { join } from "node:path";
import type { SendMailOptions, Transporter } from "nodemailer";

export interface OutgoingMail {
  /**
   * One operator, by name: each gets a message of their own, sent and retried on its own. The
   * name makes the header `To: Ravi <ravi@…>`; a bare address reads as bulk mail to filters.
   */
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Must already be a strictly validated single address (see contact-schema). */
  replyTo?: string;
  /** The same for every send of one mail, so a mail program shows a re-send only once. */
  messageId: string;
  /** A follow-up names the first mail, so mail programs put it in the same conversation. */
  inReplyTo?: string;
  references?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Starts what the first send needs (loading the SMTP library), so it comes in while the mail
   * is being written, not after; sends work without it.
   */
  prepare?(): void;
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
  const { to, subject, text, html, replyTo, messageId, inReplyTo, references } = mail;
  return { from, to, subject, text, html, replyTo, messageId, inReplyTo, references };
}

/**
 * nodemailer is loaded when the first mail is sent, not when the function starts: the mail goes
 * out after the visitor has the answer, so the answer does not wait for the module to load.
 */
const loadNodemailer = () => import("nodemailer").then((module) => module.default);

/**
 * Connections are pooled: one SMTP handshake serves the mails to every operator and the retry
 * job's batches while the function instance lives. A send is one attempt: a connection that
 * breaks after the message went out may still have delivered it, so the delivery is retried
 * later by the retry job, never at once (each copy carries the same Message-ID).
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeouts = smtpTimeouts): Mailer {
  let transport: Promise<Transporter> | null = null;
  const connect = () =>
    (transport ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
        // Short: an idle connection outlives a frozen function instance poorly.
        idleTimeout: 30_000,
        ...timeouts,
      }),
    ));
  return {
    async send(mail) {
      // With a single recipient, a refused address rejects the send (nodemailer's EENVELOPE).
      await (await connect()).sendMail(messageOptions(from, mail));
    },
    prepare: () => void connect().catch(() => {}),
    close: () => void transport?.then((open) => open.close()),
  };
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
      // Loaded here, not with the module: a deployed function, which mails by SMTP, never
      // starts Node's file-system promises (and the readline they pull in) on a cold start.
      const { mkdir, writeFile } = await import("node:fs/promises");
      const raw = await composeRawMail(from, mail);
      await mkdir(outboxDir, { recursive: true });
      // Every operator gets the same Message-ID in the same millisecond: the address tells
      // their files apart.
      const name = [new Date().toISOString(), mail.messageId, mail.to.address]
        .map((part) => part.replace(/[^a-zA-Z0-9]/g, ""))
        .join("-");
      const file = join(outboxDir, `${name}.eml`);
      await writeFile(file, raw);
      console.info(`Operator mail written to ${file}`);
    },
    close: () => {},
  };
}

export type MailFailure = "retryable" | "permanent";

/**
 * SMTP's own rule: a 4xx answer, at any stage (a 454 to AUTH included), is temporary; so is
 * network trouble. A 5xx answer, or a login the server never got to answer (no credentials,
 * no common mechanism), will not fix itself.
 */
export function classifyMailError(error: unknown): MailFailure {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (typeof responseCode === "number") return responseCode >= 500 ? "permanent" : "retryable";
  if (code === "EAUTH" || code === "ENOAUTH") return "permanent";
  return "retryable";
}
