import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * A real SMTP server inside the test process. Mails it accepts are parsed and kept; its
 * behaviour can be switched to fail the way real servers do, or it can be taken down and brought
 * back on the same port.
 */
export type SmtpBehaviour =
  | { kind: "accept"; delayMs?: number }
  | { kind: "reject"; code: number; message: string }
  | { kind: "hang" };

export interface SmtpCapture {
  url: string;
  mails: ParsedMail[];
  /** Every mail accepted, parsed or not. */
  accepted(): number;
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
  let behaviour: SmtpBehaviour = { kind: "accept" };

  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const current = behaviour;
      if (current.kind === "hang") {
        stream.resume();
        return; // never answers: the client must time out
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
          if (current.kind === "reject") {
            const error = Object.assign(new Error(current.message), { responseCode: current.code });
            callback(error);
            return;
          }
          if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
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
