import type { APIRequestContext } from "@playwright/test";
import { inspectUrl } from "./e2e-ports";
import type { EnquiryTable } from "../../netlify/kinds/stored-enquiry";

/** What reached the e2e stack's database and mailbox, read back through its loopback endpoint. */
export interface CapturedMail {
  subject: string;
  text: string;
  to: { text: string };
}

export async function capturedMails(request: APIRequestContext): Promise<CapturedMail[]> {
  return (await (await request.get(`${inspectUrl}/mails`)).json()) as CapturedMail[];
}

export async function storedRows(
  request: APIRequestContext,
  table: EnquiryTable,
): Promise<Record<string, unknown>[]> {
  return (await (await request.get(`${inspectUrl}/rows?table=${table}`)).json()) as Record<
    string,
    unknown
  >[];
}

let sequence = 0;
/**
 * A mobile number no other submission in this run uses: the app allows 5 posts per phone
 * number and form in 10 minutes, so each submission brings its own.
 */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = `9${String(Date.now() * 10 + (sequence++ % 10)).slice(-9)}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}
