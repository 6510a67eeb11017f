/**
 * The operator mails as production makes them, for checks that need the finished message: each
 * kind's first mail (by the kind's name), the one that tells an operator a colleague has
 * taken it ("<kind>-taken"), and the holder's "did you reach them?" reminder ("<kind>-reminder"):
 * rows shaped as Postgres returns them, rendered by their kind and sent by the notifier
 * (sendDelivery: the same recipient, Reply-To, Message-ID and claim link as production) into the outbox
 * mailer, which writes the exact bytes SMTP would carry. Used by `npm run check:spam`, and by
 * the end-to-end mail screenshots (run as a script: `tsx operator-mail-samples.ts DIR`, since
 * Playwright's loader cannot import the route table's JSON).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../../netlify/platform/db";
import type { EnquiryRow } from "../../netlify/kinds/stored-enquiry";
import { createOutboxMailer } from "../../netlify/delivery/mailer";
import { sendDelivery, type Notifiable } from "../../netlify/delivery/notify";
import { handlerDeps } from "../../netlify/platform/function-deps";
import { developmentSiteSecret } from "../../netlify/platform/env";
import { startTestBlobs } from "./test-blobs";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { reminderPurpose, takenPurpose } from "../../netlify/delivery/deliveries";

/** Production-like settings; MAIL_FROM and OPERATOR_EMAILS, when set, check your own. */
export const sampleSettings = {
  from: process.env.MAIL_FROM ?? "Drop Taxi <bookings@droptaxi.example>",
  operatorEmails: (
    process.env.OPERATOR_EMAILS ?? "owner@droptaxi.example,dispatch@droptaxi.example"
  )
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean),
};

const stored = {
  created_at: "2026-11-22T21:32:00.000+00:00",
  idempotency_hash: null,
} as const;

/**
 * A realistic stored row of each kind, by the kind's name (the spam check mails every
 * registered kind: one without a sample fails there, by name).
 */
export const sampleRows: Record<string, EnquiryRow> = {
  booking: {
    ...stored,
    id: 1042,
    reference: "DT-7K3Q92",
    pickup_location: "Coimbatore Airport",
    dropoff_location: "Ooty, Fernhill Palace Road",
    pickup_date: "2026-11-24",
    pickup_time: "23:15:00",
    vehicle_type: "innova",
    passengers: 6,
    extra_stops: 0,
    name: "Arun Kumar",
    phone: "+919840012345",
    // 85 km × ₹18 = 1530, night 10 % = 153, airport pickup 250
    distance_km: 85,
    fare_estimate: 1933,
    language: "en",
  },
  contact: {
    ...stored,
    id: 318,
    name: "மீனா ஐயர்",
    email: "meena.iyer@example.com",
    phone: "+919003012345",
    message:
      // A percentage typed by a visitor is one of the things spam rules count.
      "Need an Innova from Coimbatore to Ooty on Friday for 6 people, leaving 4:30 AM.\nIs the 10% night charge added? Two big suitcases and a child seat, please.",
    language: "ta",
  },
};

function sampleOf(kind: Notifiable): EnquiryRow {
  const row = sampleRows[kind.name];
  if (!row) throw new Error(`scripts/harness/operator-mail-samples.ts has no sample ${kind.name}`);
  return row;
}

/** The notifier records the send in the database; these mails have no row to record. */
const noDatabase: Db = {
  query: async () => [],
  exec: async () => {},
  close: async () => {},
};

/** Writes each sample mail into `dir`; returns the finished message of each. */
export async function writeSampleMails(dir: string): Promise<Record<string, Buffer>> {
  const messages: Record<string, Buffer> = {};
  const quiet = console.info;
  console.info = () => {}; // the outbox names each file it writes; here the caller does
  // Sending a mail never touches the markers; the notifier's deps simply include them.
  const blobs = await startTestBlobs();
  try {
    for (const kind of enquiryKinds) {
      const row = sampleOf(kind);
      const operator = sampleSettings.operatorEmails[0]!;
      const claimedAt = Date.parse(stored.created_at) + 5 * 60_000;
      const mails = {
        [kind.name]: { purpose: "enquiry", note: null },
        [`${kind.name}-taken`]: {
          purpose: `${takenPurpose}-1`,
          note: "Taken by Meena at 05:31 IST",
        },
        [`${kind.name}-reminder`]: {
          purpose: `${reminderPurpose}-${claimedAt}`,
          note: null,
        },
      };
      for (const [name, { purpose, note }] of Object.entries(mails)) {
        const outbox = join(dir, name);
        const deps = handlerDeps({
          markers: blobs.markers,
          db: noDatabase,
          mailer: createOutboxMailer(outbox, sampleSettings.from),
          operators: [{ name: "Ravi", email: operator }],
          siteSecret: developmentSiteSecret,
          siteUrl: "https://droptaxi.example",
        });
        const delivery = { id: 1, operator, purpose, note, attempts: 1, failing_since: null };
        if ((await sendDelivery(deps, kind, row, delivery)) !== "sent")
          throw new Error(`${name} mail not written`);
        const [file] = await readdir(outbox);
        messages[name] = await readFile(join(outbox, file!));
      }
    }
  } finally {
    console.info = quiet;
    await blobs.stop();
  }
  return messages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: tsx operator-mail-samples.ts DIR");
  await writeSampleMails(dir);
}
