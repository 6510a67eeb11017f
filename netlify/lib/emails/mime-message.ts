import { randomBytes } from "node:crypto";
import addressparser from "nodemailer/lib/addressparser";
import { encodeWord, encodeWords, foldLines, quoteString } from "nodemailer/lib/mime-funcs";

/**
 * The operator mail as one finished MIME message, handed to nodemailer as `raw` for it to send.
 *
 * Why not nodemailer's own composer: it builds a tree of streams for every mail and writes each
 * piece to the socket on its own. Composed that way a mail cost ~1.5 ms of CPU to send on the
 * development machine, built here and sent raw ~0.8 ms (the string itself ~0.1 ms), and it was
 * the largest single cost of a submission (npm run bench:contact). The message is always the
 * same shape, so it is written out directly; the parts that need care (encoded words for
 * non-ASCII names and subjects, address quoting, header folding) are nodemailer's own
 * functions, so they behave as they did.
 */

export interface Sender {
  name: string;
  address: string;
}

export interface MimeMail {
  from: Sender;
  to: string[];
  /** Already a strictly validated single address (it goes into a header as it is). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date?: Date;
}

/** "Drop Taxi <bookings@example.com>" → its parts; throws if it holds no address. */
export function parseSender(from: string): Sender {
  const [first] = addressparser(from, { flatten: true });
  if (!first?.address) throw new Error(`MAIL_FROM holds no e-mail address: ${from}`);
  return { name: first.name, address: first.address };
}

/** Mostly non-Latin text (Tamil, say) is shorter as base64 words; mostly Latin as Q words. */
function wordEncoding(value: string): "B" | "Q" {
  const nonAscii = value.replace(/[\x20-\x7e]/g, "").length;
  return nonAscii > value.length / 2 ? "B" : "Q";
}

function encodeDisplayName(name: string): string {
  if (/^[\w ]*$/.test(name)) return name;
  if (/^[\x20-\x7e]*$/.test(name)) return quoteString(name);
  return encodeWord(name, wordEncoding(name), 52);
}

/**
 * Free text in a header (the subject): non-ASCII words become encoded words, and a control
 * character forces the whole value into one, so nothing a visitor typed can end the header.
 */
function encodeHeaderText(value: string): string {
  return /\p{Cc}/u.test(value)
    ? encodeWord(value, wordEncoding(value), 52)
    : encodeWords(value, wordEncoding(value), 52, true);
}

function header(name: string, value: string): string {
  return foldLines(`${name}: ${value}`, 76);
}

/**
 * Text in MIME's canonical form (CRLF line breaks), then base64 in lines of 76 characters:
 * lines of any length and any script arrive intact, and the encoding is native, not a loop here.
 */
function base64Lines(text: string): string {
  const encoded = Buffer.from(text.replace(/\r?\n/g, "\r\n"), "utf8").toString("base64");
  let lines = "";
  for (let i = 0; i < encoded.length; i += 76) lines += `${encoded.slice(i, i + 76)}\r\n`;
  return lines;
}

function part(type: "plain" | "html", body: string): string {
  return (
    `Content-Type: text/${type}; charset=utf-8\r\n` +
    "Content-Transfer-Encoding: base64\r\n\r\n" +
    base64Lines(body)
  );
}

/** RFC 5322 date, e.g. "Sun, 22 Nov 2026 15:10:53 +0000". */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

export function buildMimeMessage(mail: MimeMail): string {
  const boundary = `----=_Part_${randomBytes(12).toString("hex")}`;
  const from = mail.from.name
    ? `${encodeDisplayName(mail.from.name)} <${mail.from.address}>`
    : mail.from.address;
  const headers = [
    header("From", from),
    header("To", mail.to.join(", ")),
    ...(mail.replyTo ? [header("Reply-To", mail.replyTo)] : []),
    header("Subject", encodeHeaderText(mail.subject)),
    header("Message-ID", mail.messageId),
    header("Date", mailDate(mail.date ?? new Date())),
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
  ];
  return (
    `${headers.join("\r\n")}\r\n\r\n` +
    `--${boundary}\r\n${part("plain", mail.text)}` +
    `--${boundary}\r\n${part("html", mail.html)}` +
    `--${boundary}--\r\n`
  );
}
