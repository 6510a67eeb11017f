import { format } from "node:util";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { createNeonDb } from "../../netlify/platform/db";
import { createAlerter } from "../../netlify/platform/alerts";
import { runScheduled } from "../../netlify/schedule/scheduled-run";
import { sendOwedAlerts } from "../../netlify/delivery/alert-outbox";
import { deadlineIn } from "../../netlify/platform/deadline";
import { grantFor, signClaimToken } from "../../netlify/claims/claim-token";
import { operators, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { alertsToWebhook } from "../support/webhook-capture";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";

/**
 * The functions' logs (Netlify keeps them, and whoever reads them is not the passenger's
 * operator) name an enquiry by kind, id and reference, never by a person: every failure path
 * that logs is run here with the real parts, a mail server that repeats the mail's subject and
 * Reply-To in its refusal included, and everything written to the console is searched.
 */
const h = useHarness();
const webhook = alertsToWebhook(() => h);
const handleContact = createEnquiryHandler(contactKind);
const handleBooking = createEnquiryHandler(bookingKind);
const handleClaim = createClaimHandler(enquiryKinds);

const priya = {
  name: "Priya Raman",
  email: "priya.raman@example.com",
  phone: "97000 00001",
  message: "Please call me about the airport run from my flat in Anna Nagar.",
};
const arun = {
  ...enquiryCases.booking.valid,
  pickupLocation: "12 Gandhi Street, Chennai",
  dropoffLocation: "Vellore",
  name: "Arun Kumar",
  phone: "+91 96000 00002",
};
/** Every spelling of them a log line could carry. */
const personal = [
  "Priya",
  "Raman",
  "priya.raman@example.com",
  "97000 00001",
  "9700000001",
  "919700000001",
  "Please call me",
  "Anna Nagar",
  "Arun",
  "Kumar",
  "96000 00002",
  "9600000002",
  "Gandhi",
];

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ["error", "warn", "info", "log", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(format(...args));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

function expectNothingPersonal() {
  const all = logged.join("\n");
  for (const value of personal) {
    expect(all.toLowerCase(), `the log holds "${value}"`).not.toContain(value.toLowerCase());
  }
}

let client = 0;
async function post(
  handle: typeof handleContact,
  path: string,
  body: unknown,
  { deps = h.deps, raw = false } = {},
) {
  const context = requestContext(`203.0.113.${++client % 250}`);
  const request = raw
    ? new Request(`https://droptaxi.example${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: String(body),
      })
    : postJson(`https://droptaxi.example${path}`, body);
  const response = await handle(deps, request, context);
  await context.settled();
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the functions' logs", () => {
  it("name the enquiry, never the passenger, when mail fails and a server repeats what it refused", async () => {
    // A spam filter's refusal that quotes each mail's subject and Reply-To back.
    h.smtp.behave({ kind: "reject", code: 550, message: "5.7.1 Message rejected", quote: true });
    const message = await post(handleContact, "/api/contact", priya);
    const booking = await post(handleBooking, "/api/bookings", arun);
    expect([message.status, booking.status]).toEqual([201, 201]);
    // The server did say who it refused: the log must not repeat it.
    const [stored] = await h.db.query<{ last_error: string }>(
      "SELECT last_error FROM deliveries WHERE enquiry_kind = 'contact' LIMIT 1",
    );
    expect(stored?.last_error).toContain(priya.email);
    // The scheduled job's retries, and an hour later the mailbox's digest.
    await h.db.query("UPDATE deliveries SET next_attempt_at = now()");
    await runScheduled(h.deps, enquiryKinds);
    await sendOwedAlerts(
      h.deps,
      enquiryKinds,
      deadlineIn(5_000),
      new Date(Date.now() + 61 * 60_000),
    );

    expectNothingPersonal();
    const all = logged.join("\n");
    expect(all).toContain(`contact #${String(message.body.id)}`);
    expect(all).toContain(`booking ${String(booking.body.reference)}`);
    expect(all).toContain("5.7.1 Message rejected");
    // The webhook may carry the phone: when every mail failed it is the one way to call back.
    expect(webhook.received.map((alert) => String(alert.text)).join("\n")).toContain(
      "+91 97000 00001",
    );
  });

  it("hold nothing personal when the database refuses, the rate limit stops a visitor, or a post is bad", async () => {
    const deadDb = createNeonDb("postgres://postgres@127.0.0.1:1/none", {
      wsProxy: inject("wsProxy"),
    });
    try {
      const refused = await post(handleContact, "/api/contact", priya, {
        deps: { ...h.deps, db: deadDb, alerts: createAlerter() },
      });
      expect(refused.status).toBe(503);
    } finally {
      await deadDb.close();
    }
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(handleBooking, "/api/bookings", arun)).status);
    expect(statuses.at(-1)).toBe(429);
    const bad = await post(handleContact, "/api/contact", { ...priya, email: "priya.raman@" });
    expect(bad.status).toBe(400);
    const broken = await post(handleContact, "/api/contact", `{"name":"Priya Raman","phone"`, {
      raw: true,
    });
    expect(broken.status).toBe(400);

    expectNothingPersonal();
    expect(logged.join("\n")).toContain("Could not store contact");
  });

  it("say an enquiry was erased from the claim page by its reference alone", async () => {
    const booking = await post(handleBooking, "/api/bookings", { ...arun, phone: "96000 00003" });
    const token = signClaimToken(
      h.deps.claimKey,
      grantFor({ kind: "booking", id: String(booking.body.id) }, operators[0]!.email),
    );
    const context = requestContext();
    await handleClaim(
      h.deps,
      new Request("https://droptaxi.example/claim", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: token, action: "erase_confirmed" }).toString(),
      }),
      context,
    );
    await context.settled();
    expectNothingPersonal();
    expect(logged.join("\n")).toContain(`booking ${String(booking.body.reference)} erased`);
  });
});
