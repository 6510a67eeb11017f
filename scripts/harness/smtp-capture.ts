import type { Socket } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * A real SMTP server inside the test process. Mails it accepts are parsed and kept; its
 * behaviour can be switched to fail the way real servers do, or it can be taken down and brought
 * back on the same port.
 */
export type SmtpBehaviour =
  | { kind: "accept"; delayMs?: number }
  /** Refuses every message; `quote` repeats its Subject and Reply-To, as some spam filters do. */
  | { kind: "reject"; code: number; message: string; quote?: boolean }
  /** Refuses one recipient at RCPT TO; the others are accepted as usual. */
  | { kind: "refuse-recipient"; address: string; code: number; message: string }
  /** Answers every login with this error (the client must send credentials). */
  | { kind: "refuse-login"; code: number; message: string }
  /** Reads the whole message, then drops the connection instead of answering. */
  | { kind: "drop-after-data" }
  | { kind: "hang" };

export interface SmtpCapture {
  url: string;
  mails: ParsedMail[];
  /** Every mail accepted, parsed or not. */
  accepted(): number;
  /** Every message received in full, answered or not (a dropped one counts too). */
  received(): number;
  behave(behaviour: SmtpBehaviour): void;
  down(): Promise<void>;
  up(): Promise<void>;
  waitForMails(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

/**
 * `parse: false` only counts what arrives: a benchmark measures the sender, not mailparser.
 */
export async function startSmtpCapture({ parse = true } = {}): Promise<SmtpCapture> {
  const mails: ParsedMail[] = [];
  let acceptedCount = 0;
  let receivedCount = 0;
  let behaviour: SmtpBehaviour = { kind: "accept" };
  const sockets = new Set<Socket>();

  const smtpError = (code: number, message: string) =>
    Object.assign(new Error(message), { responseCode: code });

  const options: SMTPServerOptions = {
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      const current = behaviour;
      if (current.kind === "refuse-login") callback(smtpError(current.code, current.message));
      else callback(null, { user: "operator-mailer" });
    },
    onRcptTo(address, _session, callback) {
      const current = behaviour;
      if (current.kind === "refuse-recipient" && address.address === current.address) {
        callback(smtpError(current.code, current.message));
      } else callback();
    },
    onData(stream, session, callback) {
      const current = behaviour;
      if (current.kind === "hang") {
        stream.resume();
        return; // never answers: the client must time out
      }
      if (current.kind === "drop-after-data") {
        stream.on("end", () => {
          receivedCount++;
          for (const socket of sockets) {
            if (socket.remotePort === session.remotePort) socket.destroy();
          }
        });
        stream.resume();
        return;
      }
      const read: Promise<ParsedMail | null> = parse
        ? simpleParser(stream)
        : new Promise((resolve, reject) => {
            stream.on("end", () => resolve(null));
            stream.on("error", reject);
            stream.resume();
          });
      read
        .then(async (mail) => {
          receivedCount++;
          if (current.kind === "reject") {
            const quoted =
              current.quote && mail
                ? ` (Subject "${mail.subject ?? ""}", Reply-To <${mail.replyTo?.text ?? ""}>)`
                : "";
            callback(smtpError(current.code, `${current.message}${quoted}`));
            return;
          }
          if (current.kind === "accept" && current.delayMs) {
            await new Promise((resolve) => setTimeout(resolve, current.delayMs));
          }
          acceptedCount++;
          if (mail) mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  };

  let server = new SMTPServer(options);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.on("connection", (socket: Socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.server.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const port = await listen(0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    accepted: () => acceptedCount,
    received: () => receivedCount,
    behave(next) {
      behaviour = next;
    },
    down: close,
    async up() {
      server = new SMTPServer(options);
      await listen(port);
    },
    async waitForMails(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, got ${mails.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return mails;
    },
    stop: close,
  };
}
