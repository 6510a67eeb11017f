import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { grantFor, signClaimToken } from "../../netlify/claims/claim-token";
import { erasePerson, exportPerson, personOf } from "../../netlify/privacy/requests";
import { operators, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { packageBin } from "../../scripts/harness/child-process";
import { retentionDays } from "../../src/shared/privacy/retention";

/**
 * A passenger's access and erasure requests, as the owner answers them (npm run privacy:export,
 * privacy:erase) and as an operator erases an enquiry from its claim page. Real Postgres, real
 * SMTP, the commands run as the owner runs them.
 */
const h = useHarness();
const handleBooking = createEnquiryHandler(bookingKind);
const handleContact = createEnquiryHandler(contactKind);
const handleClaim = createClaimHandler(enquiryKinds);
const [ravi, meena] = operators as [(typeof operators)[0], (typeof operators)[0]];

let client = 0;
async function post(handle: typeof handleBooking, path: string, body: unknown) {
  const context = requestContext(`198.51.100.${++client}`);
  const response = await handle(h.deps, postJson(`https://droptaxi.example${path}`, body), context);
  await context.settled();
  return (await response.json()) as { id: string; reference?: string };
}

const arun = { name: "Arun Kumar", phone: "98400 12345" };
const bookFor = (person: { name: string; phone: string }) =>
  post(handleBooking, "/api/bookings", {
    ...enquiryCases.booking.valid,
    pickupLocation: "4 Lake View Road, Chennai",
    ...person,
  });
const messageFrom = (person: { name: string; phone: string }, email = "Arun.K@Example.com") =>
  post(handleContact, "/api/contact", {
    ...person,
    email,
    message: "Can you take us to Ooty next month?",
  });

const names = async () =>
  (
    await h.db.query<{ name: string }>(
      "SELECT name FROM booking_requests UNION ALL SELECT name FROM contact_messages ORDER BY name",
    )
  ).map((row) => row.name);

describe("an access request", () => {
  it("finds the person by any spelling of the number, and only them", async () => {
    const booking = await bookFor(arun);
    const message = await messageFrom(arun);
    await bookFor({ name: "Someone Else", phone: "98400 54321" });
    for (const spelling of ["+91 98400 12345", "098400-12345", "9840012345", "0091 9840012345"]) {
      const copy = await exportPerson(h.db, enquiryKinds, personOf({ phone: spelling }));
      expect(copy.person).toEqual({ phone: "+919840012345" });
      expect(copy.enquiries.map((entry) => [entry.kind, String(entry.enquiry.id)])).toEqual([
        ["booking", booking.id],
        ["contact", message.id],
      ]);
    }
    const copy = await exportPerson(h.db, enquiryKinds, personOf({ phone: "9840012345" }));
    const [first] = copy.enquiries;
    expect(first?.enquiry).toMatchObject({
      name: "Arun Kumar",
      phone: "+919840012345",
      pickup_location: "4 Lake View Road, Chennai",
    });
    expect(first?.deliveries.map((delivery) => delivery.operator)).toEqual(
      operators.map((operator) => operator.email),
    );
    expect(first?.claim).toMatchObject({ claimed_by: null });
    expect(copy.retentionDays).toBe(retentionDays);
    // As JSON, as the command prints it.
    expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
  });

  it("finds messages by e-mail, whatever its case", async () => {
    const message = await messageFrom(arun);
    await messageFrom({ name: "Other", phone: "98400 54321" }, "other@example.com");
    const copy = await exportPerson(
      h.db,
      enquiryKinds,
      personOf({ email: " arun.k@example.COM " }),
    );
    expect(copy.enquiries.map((entry) => String(entry.enquiry.id))).toEqual([message.id]);
    // A booking keeps no e-mail: the answer says what it could not search (a kind added
    // without one joins it).
    expect(copy.notSearched).toContain("booking");
    expect(copy.notSearched).not.toContain("contact");
  });

  it("refuses a number the forms would not have taken, and both ways at once", () => {
    expect(() => personOf({ phone: "12345" })).toThrow(/no phone number/);
    expect(() => personOf({ phone: "9840012345", email: "a@b.example" })).toThrow(/not both/);
    expect(() => personOf({})).toThrow(/--phone/);
  });
});

describe("an erasure request", () => {
  it("anonymises every enquiry of the person at once, cancels their mail and alerts still owed, and says how many", async () => {
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    const booking = await bookFor(arun);
    await messageFrom(arun);
    h.smtp.behave({ kind: "accept" });
    await bookFor({ name: "Someone Else", phone: "98400 54321" });
    await h.db.query(
      "INSERT INTO alerts (topic, enquiry_kind, enquiry_id) VALUES ('unanswered', 'booking', $1)",
      [booking.id],
    );

    const done = await erasePerson(h.db, enquiryKinds, personOf({ phone: "+91 98400 12345" }));
    expect(done).toMatchObject({
      enquiries: 2,
      cancelledMails: 2 * operators.length,
      droppedAlerts: 1,
      erased: [`booking ${booking.reference}`, expect.stringMatching(/^contact #\d+$/)],
    });
    expect(await names()).toEqual(["", "", "Someone Else"]);
    const owed = await h.db.query(
      "SELECT id FROM deliveries WHERE status IN ('pending', 'sending') OR last_error IS NOT NULL",
    );
    expect(owed).toEqual([]);
    const [{ by }] = (await h.db.query<{ by: string }>(
      "SELECT DISTINCT anonymised_by AS by FROM booking_requests WHERE anonymised_at IS NOT NULL",
    )) as [{ by: string }];
    expect(by).toBe("request");
    // Asked again, nothing is left to find.
    const again = await erasePerson(h.db, enquiryKinds, personOf({ phone: "9840012345" }));
    expect(again.enquiries).toBe(0);
  });

  it("npm run privacy:export and privacy:erase do it from the owner's shell", async () => {
    await bookFor(arun);
    await messageFrom(arun);
    const run = (script: string, ...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        [packageBin("tsx"), `scripts/privacy/${script}.ts`, ...args],
        {
          env: {
            ...process.env,
            DATABASE_URL: inject("databaseUrl"),
            NEON_WS_PROXY: inject("wsProxy"),
          },
          timeout: 30_000,
        },
      );
    const exported = JSON.parse((await run("export", "--phone", "098400 12345")).stdout) as {
      enquiries: unknown[];
    };
    expect(exported.enquiries).toHaveLength(2);
    const erased = await run("erase", "--email", "arun.k@example.com");
    expect(erased.stdout).toMatch(/^Erased 1 enquiry for arun\.k@example\.com: contact #\d+\./);
    // The booking has no e-mail to be found by: the owner is told to ask by phone.
    expect(erased.stdout).toMatch(
      /Not searched: (\w+, )*booking(, \w+)* enquiries keep no e-mail address\. Run this again with --phone <number> for those\./,
    );
    expect(await names()).toEqual(["", "Arun Kumar"]);
    const purged = await run("purge");
    const none = enquiryKinds.map((kind) => `0 ${kind.name}`).join(", ");
    expect(purged.stdout).toMatch(new RegExp(`^Anonymised past ${retentionDays} days: ${none}\\.`));
    await expect(run("erase", "--phone", "123")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no phone number"),
    });
  }, 60_000);
});

describe("erasing from the claim page", () => {
  const linkFor = async (operator = ravi) => {
    const booking = await bookFor(arun);
    const token = signClaimToken(
      h.deps.claimKey,
      grantFor({ kind: "booking", id: booking.id }, operator.email),
    );
    return { booking, token };
  };
  const press = async (
    token: string,
    action: string,
    { deps = h.deps, headers = {} as Record<string, string> } = {},
  ) => {
    const context = requestContext();
    const response = await handleClaim(
      deps,
      new Request("https://droptaxi.example/claim", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ t: token, action }).toString(),
      }),
      context,
    );
    await context.settled();
    if (response.status !== 303) return { status: response.status, html: await response.text() };
    // A press answers with the enquiry's page to go to, which the browser then opens.
    const location = new URL(response.headers.get("Location")!, "https://droptaxi.example");
    const page = await handleClaim(deps, new Request(location), requestContext());
    return { status: page.status, html: await page.text() };
  };

  it("takes a second, confirming press, then leaves only the reference", async () => {
    const { booking, token } = await linkFor();
    // Its re-alert is due in 10 minutes: the job will look at it then.
    expect((await h.blobs.markers.list()).markers).toHaveLength(1);
    const page = await handleClaim(
      h.deps,
      new Request(`https://droptaxi.example/claim?t=${token}`),
      requestContext(),
    );
    expect(await page.text()).toContain('name="action" value="erase"');

    const asked = await press(token, "erase", { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(`Erase the details of booking ${booking.reference}?`);
    expect(asked.html).toContain('value="erase_confirmed"');
    expect(await names()).toEqual(["Arun Kumar"]);

    const done = await press(token, "erase_confirmed", {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain("Erased.");
    expect(done.html).toContain(booking.reference);
    expect(done.html).not.toContain("Arun");
    expect(await names()).toEqual([""]);
    const [row] = await h.db.query<{ anonymised_by: string }>(
      "SELECT anonymised_by FROM booking_requests",
    );
    expect(row?.anonymised_by).toBe(`operator ${ravi.email}`);
    const cancelled = await h.db.query(
      "SELECT id FROM deliveries WHERE status IN ('pending', 'sending')",
    );
    expect(cancelled).toEqual([]);
    // Nothing is left for the job to look at: the marker went with the re-alerts.
    expect((await h.blobs.markers.list()).markers).toEqual([]);
    // Meena's link now shows the same: details removed, nothing to claim.
    const meenaToken = signClaimToken(
      h.deps.claimKey,
      grantFor({ kind: "booking", id: booking.id }, meena.email),
    );
    const claim = await press(meenaToken, "claim");
    expect(claim.html).toContain(`Details removed: booking ${booking.reference}`);
    // Why, and by whom: not the retention period, which a colleague would read as routine.
    expect(claim.html).toMatch(/erased by Ravi on [^<]*, at the passenger&#39;s request\./);
    expect(claim.html).not.toContain("retention");
    const [claimRow] = await h.db.query<{ claimed_by: string | null }>(
      "SELECT claimed_by FROM claims",
    );
    expect(claimRow?.claimed_by).toBeNull();
  });

  it("refuses a press from another site, and a link of an operator no longer listed", async () => {
    const { token } = await linkFor(meena);
    const forged = await press(token, "erase_confirmed", {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(forged.status).toBe(403);
    const oldBrowser = await press(token, "erase_confirmed", {
      headers: { Origin: "https://evil.example" },
    });
    expect(oldBrowser.status).toBe(403);
    const removed = await press(token, "erase_confirmed", {
      deps: { ...h.deps, operators: [ravi] },
    });
    expect(removed.status).toBe(403);
    expect(await names()).toEqual(["Arun Kumar"]);
  });
});
