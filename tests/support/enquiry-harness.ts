import { handlerDeps } from "../../netlify/platform/function-deps";
import { developmentSiteSecret } from "../../netlify/platform/env";
import { inject } from "vitest";
import { createNeonDb, type Db } from "../../netlify/platform/db";
import { createSmtpMailer } from "../../netlify/delivery/mailer";
import type { HandlerDeps, RequestContext } from "../../netlify/intake/enquiry-handler";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { idempotencyHeader } from "../../src/shared/forms/api";
import { startTestBlobs } from "../../scripts/harness/test-blobs";
import { startSmtpCapture, type SmtpCapture } from "../../scripts/harness/smtp-capture";

/** Short SMTP timeouts so a test of a hanging server takes a second, not ten. */
export const testSmtpTimeouts = {
  connectionTimeout: 1_000,
  greetingTimeout: 1_000,
  socketTimeout: 1_000,
};

export const operators = [
  { name: "Ravi", email: "owner@droptaxi.example" },
  { name: "Meena", email: "dispatch@droptaxi.example" },
];
export const operatorEmails = operators.map((operator) => operator.email);
export const siteUrl = "https://droptaxi.example";
export const mailFrom = "Drop Taxi <bookings@droptaxi.example>";

export interface Harness {
  db: Db;
  smtp: SmtpCapture;
  deps: HandlerDeps;
  /** The due markers' Blobs, on Netlify's own local server. */
  blobs: Awaited<ReturnType<typeof startTestBlobs>>;
  /** Empties the tables, the markers and the mailbox, and puts SMTP back to accepting. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** Empties every table the functions write. */
export async function emptyTables(db: Db) {
  const tables = enquiryKinds.map((kind) => kind.table);
  await db.exec(
    `TRUNCATE ${tables.join(", ")}, deliveries, claims, alerts, rate_limit_hits RESTART IDENTITY`,
  );
}

/** The real database (through the Neon driver) and a real SMTP server, as the functions get them. */
export async function startHarness(): Promise<Harness> {
  const db = createNeonDb(inject("databaseUrl"), { wsProxy: inject("wsProxy") });
  const smtp = await startSmtpCapture();
  const blobs = await startTestBlobs();
  const deps = handlerDeps({
    markers: blobs.markers,
    db,
    mailer: createSmtpMailer(smtp.url, mailFrom, testSmtpTimeouts),
    operators,
    siteSecret: developmentSiteSecret,
    siteUrl,
  });
  return {
    db,
    smtp,
    deps,
    blobs,
    async reset() {
      await emptyTables(db);
      smtp.mails.length = 0;
      smtp.behave({ kind: "accept" });
      const { blobs: entries } = await blobs.store().list();
      await Promise.all(entries.map(({ key }) => blobs.store().delete(key)));
      blobs.operations.length = 0;
    },
    async stop() {
      deps.mailer.close();
      await smtp.stop();
      await blobs.stop();
      await db.close();
    },
  };
}

export function postJson(
  url: string,
  body: unknown,
  options: { key?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    ...options.headers,
  };
  if (options.key) headers[idempotencyHeader] = options.key;
  return new Request(url, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The platform context: the caller's IP, and waitUntil work the test can wait for. */
export function requestContext(
  ip = "203.0.113.7",
): RequestContext & { settled(): Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  return {
    ip,
    waitUntil: (promise) => pending.push(promise),
    settled: () => Promise.all(pending),
  };
}

export async function count(db: Db, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

export interface DeliveryRow {
  id: number;
  enquiry_kind: string;
  enquiry_id: number;
  operator: string;
  status: string;
  attempts: number;
  last_error: string | null;
  failing_since: string | null;
}

/** Every operator's delivery record, one per enquiry and operator. */
export function deliveries(db: Db): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>("SELECT * FROM deliveries ORDER BY enquiry_id, operator");
}
