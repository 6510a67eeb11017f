import { afterEach, describe, expect, it, vi } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { createClaimHandler } from "../../netlify/claims/claim-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { escalateUnclaimed } from "../../netlify/claims/escalate";
import { runScheduled, teamOf } from "../../netlify/schedule/scheduled-run";
import { handBackFromGone } from "../../netlify/claims/gone-holders";
import { retryUnsent } from "../../netlify/delivery/notify";
import { sendOwedAlerts } from "../../netlify/delivery/alert-outbox";
import { deadlineIn } from "../../netlify/platform/deadline";
import { deriveKey } from "../../netlify/intake/rate-limit";
import { signClaimToken } from "../../netlify/claims/claim-token";
import { operators, postJson, requestContext } from "../support/enquiry-harness";
import { alertsToWebhook } from "../support/webhook-capture";
import { bookFromPhone, useHarness } from "../support/enquiry-cases";
import { addressOf, linkIn, openClaimLink } from "../support/claim-links";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import type { ParsedMail } from "mailparser";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";
import { inIndia } from "../../src/shared/pickup-time";

/**
 * Operators claim an enquiry with one tap from their mail; the others learn at once in the same
 * thread, and an enquiry nobody claims is escalated to everyone. Real database, real SMTP
 * server, the clock injected where time matters.
 */
const handleBooking = createEnquiryHandler(bookingKind);
const handleContact = createEnquiryHandler(contactKind);
const handleClaim = createClaimHandler(enquiryKinds);
const [ravi, meena] = operators as [(typeof operators)[0], (typeof operators)[0]];

const h = useHarness();
const webhook = alertsToWebhook(() => h);

let phone = 0;
const book = (fields: Record<string, unknown> = {}) => bookFromPhone(h, ++phone, fields);

/** A message from the page (its first mails sent), from a client address of its own. */
async function sendMessage(ip: string) {
  const context = requestContext(ip);
  await handleContact(
    h.deps,
    postJson("https://droptaxi.example/api/contact", enquiryCases.contact.valid),
    context,
  );
  await context.settled();
}

const open = (link: string, action?: "claim" | "release", deps = h.deps) =>
  openClaimLink(deps, link, action);

const claimRow = async () => (await h.db.query<Record<string, unknown>>("SELECT * FROM claims"))[0];
const followUps = () =>
  h.db.query<{ operator: string; purpose: string; note: string; status: string }>(
    "SELECT operator, purpose, note, status FROM deliveries WHERE purpose <> 'enquiry' ORDER BY id",
  );

describe("the claim link", () => {
  it("is in each operator's mail, personal to them", async () => {
    const { mails } = await book();
    const links = operators.map((operator) => linkIn(mails, operator.email));
    expect(new Set(links).size).toBe(operators.length);
    for (const link of links) expect(link).toMatch(/^https:\/\/droptaxi\.example\/claim\?t=/);
    for (const mail of mails) expect(mail.html).toContain("I&#39;ll call");
  });

  it("GET shows the enquiry and changes nothing, however often it is opened", async () => {
    const { booking, mails } = await book();
    const before = await claimRow();
    for (let i = 0; i < 2; i++) {
      const page = await open(linkIn(mails, ravi.email));
      expect(page.status).toBe(200);
      expect(page.html).toContain(booking.reference);
      expect(page.html).toContain("Nobody has this yet");
      expect(page.html).toContain('name="robots" content="noindex');
      expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
      expect(page.headers.get("X-Robots-Tag")).toMatch(/noindex/);
    }
    expect(await claimRow()).toEqual(before);
    expect(await followUps()).toEqual([]);
  });

  it("shows a booking whose vehicle a later deploy removed as stored, and lets it be claimed", async () => {
    const { booking, mails } = await book();
    const [stored] = await h.db.query<{ phone: string }>(
      "UPDATE booking_requests SET vehicle_type = 'tempo' WHERE id = $1 RETURNING phone",
      [booking.id],
    );
    const page = await open(linkIn(mails, ravi.email));
    expect(page.status).toBe(200);
    expect(page.html).toContain(`booking ${booking.reference}, shown as saved`);
    expect(page.html).toContain("<dt>vehicle_type</dt><dd>tempo</dd>");
    // Claimed, its re-alerts stop like any other's.
    const claimed = await open(linkIn(mails, ravi.email), "claim");
    expect(claimed.html).toContain("It&#39;s yours. The others&#39; claim links show who has it.");
    expect(claimed.html).toContain(`class="call" href="tel:${stored!.phone}"`);
    // Meena's page, a colleague's: the columns as saved, but not the passenger's phone.
    const hers = (await open(linkIn(mails, meena.email))).html;
    expect(hers).toContain("<dt>vehicle_type</dt><dd>tempo</dd>");
    expect(hers).not.toContain(stored!.phone);
    expect(await claimRow()).toMatchObject({ claimed_by: ravi.email });
    // Its "Taken by" news cannot be written either: dropped at once, never retried into a
    // "call the passenger" alert about a booking someone has.
    expect(await followUps()).toEqual([
      expect.objectContaining({ operator: meena.email, status: "cancelled" }),
    ]);
    const [owed] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM alerts WHERE sent_at IS NULL",
    );
    expect(owed!.n).toBe(0);
    // Handed back, nobody has it: the alert channel is told, as the page says.
    const released = await open(linkIn(mails, ravi.email), "release");
    expect(released.html).toContain("the alert channel is told to call the passenger");
    const topics = await h.db.query<{ topic: string }>("SELECT topic FROM alerts");
    expect(topics.map(({ topic }) => topic)).toContain("unwritable");
  });

  it("marks what the passenger typed in their script with its language, for a screen reader", async () => {
    const { mails } = await book({ name: "அருண் குமார்", pickupLocation: "சென்னை", language: "ta" });
    const page = await open(linkIn(mails, ravi.email));
    expect(page.html).toContain('<dd lang="ta-IN">அருண் குமார்</dd>');
    expect(page.html).toMatch(/<html lang="en">/);
  });

  it("keeps an airport's plane on one line with its town in the heading", async () => {
    const { mails } = await book({ pickupLocation: "Chennai Airport" });
    const page = await open(linkIn(mails, ravi.email));
    expect(page.html).toMatch(/<h1>DT-\w+ Arun ✈\u2060Chennai→/);
    expect(page.html).toMatch(/<title>DT-\w+ Arun ✈Chennai→/);
  });

  it("refuses a tampered, an expired and a foreign token with a 403 page", async () => {
    const { booking, mails } = await book();
    const token = new URL(linkIn(mails, ravi.email)).searchParams.get("t")!;
    const [payload, mac] = token.split(".") as [string, string];
    const otherId = Buffer.from(
      JSON.stringify(["booking", String(Number(booking.id) + 1), ravi.email, 4_000_000_000]),
    ).toString("base64url");
    const expired = signClaimToken(h.deps.claimKey, {
      kind: "booking",
      id: booking.id,
      operator: ravi.email,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const foreign = signClaimToken(deriveKey(publicSiteSecrets.testOtherSite, "claim links"), {
      kind: "booking",
      id: booking.id,
      operator: ravi.email,
      expires: 4_000_000_000,
    });
    for (const bad of [`${otherId}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`, foreign]) {
      const page = await open(`https://droptaxi.example/claim?t=${bad}`);
      expect(page.status).toBe(403);
      expect(page.html).toContain("This link is not valid");
    }
    const page = await open(`https://droptaxi.example/claim?t=${expired}`);
    expect(page.status).toBe(403);
    expect(page.html).toContain("expired");
    expect(await followUps()).toEqual([]);
  });
});

describe("the claim link's lifetime", () => {
  afterEach(() => vi.useRealTimers());
  const day = 24 * 60 * 60 * 1000;

  it("opens on day 6 after the mail and is refused as expired on day 8", async () => {
    const sent = Date.now();
    const { booking, mails } = await book();
    const link = linkIn(mails, ravi.email);

    vi.useFakeTimers({ now: sent + 6 * day, toFake: ["Date"] });
    const early = await open(link);
    expect(early.status).toBe(200);
    expect(early.html).toContain(booking.reference);

    vi.setSystemTime(sent + 8 * day);
    const late = await open(link);
    expect(late.status).toBe(403);
    // Headed by what happened: "Link not valid" would send the operator hunting for another.
    expect(late.html).toContain("<h1>Link expired</h1>");
    // Days old, the enquiry is most likely a colleague's and done: not a call to ring.
    expect(late.html).toContain("ask your colleagues first");
    expect(late.html).not.toMatch(/Call the passenger/i);
    expect(late.html).not.toContain(booking.reference);
  });

  it("for a booking weeks ahead, lasts until a day after its pickup, so it can still be handed back", async () => {
    const sent = Date.now();
    const pickupDate = inIndia(new Date(sent + 30 * day)).date;
    const { mails } = await book({ pickupDate, pickupTime: "10:00" });
    const link = linkIn(mails, ravi.email);
    await open(link, "claim");

    vi.useFakeTimers({ now: sent + 20 * day, toFake: ["Date"] });
    const released = await open(link, "release");
    expect(released.html).toContain("Released");

    vi.setSystemTime(Date.parse(`${pickupDate}T10:00:00+05:30`) + 2 * day);
    expect((await open(link)).html).toContain("<h1>Link expired</h1>");
  });
});

describe("when the enquiries cannot be reached", () => {
  it("asks the operator to try again in a minute (503), not that the link is broken", async () => {
    const { mails } = await book();
    const down = new Error("connect ECONNREFUSED 10.0.0.5:5432");
    const db = { ...h.deps.db, query: () => Promise.reject(down) };
    const page = await open(linkIn(mails, ravi.email), "claim", { ...h.deps, db });
    expect(page.status).toBe(503);
    expect(page.headers.get("Retry-After")).toBe("30");
    expect(page.html).toContain("<h1>Try again in a minute</h1>");
    expect(page.html).not.toContain("Link not valid");
  });
});

describe("operators who come and go", () => {
  it("a link of an address no longer in OPERATORS is refused and changes nothing", async () => {
    const { mails } = await book();
    const link = linkIn(mails, meena.email);
    const before = await claimRow();
    h.smtp.mails.length = 0;
    const withoutMeena = { ...h.deps, operators: [ravi] };
    for (const action of [undefined, "claim", "release"] as const) {
      const page = await open(link, action, withoutMeena);
      expect(page.status).toBe(403);
      expect(page.html).toContain("no longer one of the operators");
      expect(page.html).not.toContain("Arun Kumar");
    }
    expect(await claimRow()).toEqual(before);
    expect(await followUps()).toEqual([]);
    expect(h.smtp.mails).toEqual([]);
    // Ravi's link still works.
    expect((await open(linkIn(mails, ravi.email))).status).toBe(200);
  });

  it("an enquiry held by an operator since removed can be taken over by one still listed", async () => {
    const { mails } = await book();
    await open(linkIn(mails, meena.email), "claim");
    const withoutMeena = { ...h.deps, operators: [ravi] };
    const page = await open(linkIn(mails, ravi.email), undefined, withoutMeena);
    expect(page.html).toContain(`${meena.email} has had this since`);
    expect(page.html).toContain("is no longer one of the operators: take it over");
    expect(page.html).toContain(">I'll call</button>");
    const taken = await open(linkIn(mails, ravi.email), "claim", withoutMeena);
    expect(taken.html).toContain("You have this since");
    expect(await claimRow()).toMatchObject({ claimed_by: ravi.email });
    // While she was listed, the same press was too late: a colleague's claim stands, however
    // her address is written in the list now.
    await h.db.query("UPDATE claims SET claimed_by = $1", [meena.email]);
    const late = await open(linkIn(mails, ravi.email), "claim");
    expect(late.html).toContain("Too late");
    const shouting = {
      ...h.deps,
      operators: [ravi, { ...meena, email: meena.email.toUpperCase() }],
    };
    await open(linkIn(mails, ravi.email), "claim", shouting);
    expect(await claimRow()).toMatchObject({ claimed_by: meena.email });
    // Removed since: the page reopened after that press does not say "Too late" over "take it over".
    const reopened = await open(
      `${linkIn(mails, ravi.email)}&done=too_late`,
      undefined,
      withoutMeena,
    );
    expect(reopened.html).toContain("take it over");
    expect(reopened.html).not.toContain("Too late");
  });

  it("a takeover cancels the removed holder's Taken by mails still owed", async () => {
    const { mails } = await book();
    // Ravi's mailbox fails as Meena claims: her "Taken by Meena" to him waits for its retry.
    h.smtp.behave({
      kind: "refuse-recipient",
      address: ravi.email,
      code: 451,
      message: "4.2.1 Busy",
    });
    await open(linkIn(mails, meena.email), "claim");
    h.smtp.behave({ kind: "accept" });
    // Meena leaves the list; Ravi takes it over: "Taken by Meena" would now be untrue.
    await open(linkIn(mails, ravi.email), "claim", { ...h.deps, operators: [ravi] });
    expect(await followUps()).toContainEqual(
      expect.objectContaining({
        operator: ravi.email,
        note: expect.stringMatching(/^Taken by Meena/),
        status: "cancelled",
      }),
    );
    h.smtp.mails.length = 0;
    await h.db.query("UPDATE deliveries SET next_attempt_at = now() WHERE status = 'pending'");
    await retryUnsent({ ...h.deps, operators: [ravi] }, enquiryKinds);
    expect(h.smtp.mails.filter((mail) => /^Taken by Meena/.test(mail.text ?? ""))).toEqual([]);
  });

  it("what a removed operator held and is still open goes back to everyone at the next run", async () => {
    const { mails } = await book();
    await open(linkIn(mails, meena.email), "claim");
    // Hers too, but over: a trip already driven, a message answered days ago, an erased booking.
    const { booking: driven } = await book();
    const { booking: erased } = await book();
    await sendMessage("192.0.2.201");
    await h.db.query(
      "UPDATE claims SET claimed_by = $1, claimed_at = now(), next_escalation_at = NULL WHERE enquiry_id <> (SELECT min(enquiry_id) FROM claims WHERE enquiry_kind = 'booking') OR enquiry_kind = 'contact'",
      [meena.email],
    );
    await h.db.query(
      "UPDATE claims SET needed_at = now() - interval '1 hour' WHERE enquiry_kind = 'booking' AND enquiry_id = $1",
      [driven.id],
    );
    await h.db.query(
      "UPDATE claims SET claimed_at = now() - interval '25 hours' WHERE enquiry_kind = 'contact'",
    );
    await h.db.query("UPDATE booking_requests SET anonymised_at = now() WHERE id = $1", [
      erased.id,
    ]);
    // The job swept an hour ago for both of them: only a marker due would open the database.
    await h.deps.markers.recordSweep(new Date(Date.now() - 3_600_000), [], teamOf(operators));
    h.smtp.mails.length = 0;
    // Someone added, and Meena's address written in capitals: she is still an operator.
    const nila = { name: "Nila", email: "nila@droptaxi.example" };
    const shouting = { ...meena, email: meena.email.toUpperCase() };
    const added = await runScheduled(
      { ...h.deps, operators: [ravi, shouting, nila] },
      enquiryKinds,
    );
    expect(added).toMatchObject({ reason: "sweep", handedBack: 0, sent: 0 });
    const withoutMeena = { ...h.deps, operators: [ravi] };

    const run = await runScheduled(withoutMeena, enquiryKinds);
    expect(run).toMatchObject({ reason: "sweep", handedBack: 1, sent: 1 });
    const [mail] = await h.smtp.waitForMails(1);
    expect(addressOf(mail!)).toBe(ravi.email);
    expect(mail!.text).toMatch(
      new RegExp(
        `^Handed back at \\d\\d:\\d\\d IST: ${meena.email} had it since \\d\\d:\\d\\d IST and is no longer an operator \\(they may have called the passenger already\\)\\. Nobody has it now\\n`,
      ),
    );
    expect(linkIn([mail!], ravi.email)).toMatch(/^https:\/\/droptaxi\.example\/claim\?t=/);
    const handedBack = await h.db.query<{
      enquiry_kind: string;
      claimed_by: string | null;
      next_escalation_at: string | null;
    }>(
      "SELECT enquiry_kind, claimed_by, next_escalation_at FROM claims ORDER BY enquiry_kind, enquiry_id",
    );
    expect(handedBack.map((claim) => claim.claimed_by)).toEqual([
      null,
      meena.email,
      meena.email,
      meena.email,
    ]);
    // Its re-alerts start again, and its marker is written for them.
    expect(handedBack[0]!.next_escalation_at).not.toBeNull();
    expect((await h.deps.markers.list()).markers.length).toBeGreaterThan(0);

    // The next minute's run, for the same operators, opens nothing and hands nothing back again.
    h.smtp.mails.length = 0;
    const next = await runScheduled(withoutMeena, enquiryKinds);
    expect(next).toMatchObject({ reason: "nothing due", handedBack: 0 });
    expect(h.smtp.mails).toEqual([]);
  });

  it("a claim before the hand-back's mails go cancels them, and the rest waits past a batch", async () => {
    const first = await book();
    await open(linkIn(first.mails, meena.email), "claim");
    h.smtp.mails.length = 0;
    const second = await book();
    await open(linkIn(second.mails, meena.email), "claim");
    h.smtp.mails.length = 0;
    const nila = { name: "Nila", email: "nila@droptaxi.example" };
    const withNila = { ...h.deps, operators: [ravi, nila] };
    const handBack = (deps: typeof withNila) =>
      handBackFromGone(h.db, enquiryKinds, {
        operators: deps.operators.map((operator) => operator.email),
        escalateAfterMinutes: deps.escalateAfterMinutes,
        now: new Date(),
        deadline: deadlineIn(20_000),
        batch: 1,
      });
    // One a batch: whether more are left is not known until a batch comes back short.
    expect(await handBack(withNila)).toEqual({ handedBack: 1, finished: false });
    expect(await handBack(withNila)).toEqual({ handedBack: 1, finished: false });
    expect(await handBack(withNila)).toEqual({ handedBack: 0, finished: true });
    expect(h.smtp.mails).toEqual([]);

    // Ravi takes the first before the job sends its news: Nila hears "Taken by", not "nobody".
    await open(linkIn(first.mails, ravi.email), "claim", withNila);
    await retryUnsent(withNila, enquiryKinds);
    const about = (mail: ParsedMail) => [
      addressOf(mail),
      mail.subject?.includes(first.booking.reference) ? "first" : "second",
      /^(Taken by|Handed back)/.exec(mail.text ?? "")?.[0],
    ];
    expect(h.smtp.mails.map(about).sort()).toEqual([
      [nila.email, "first", "Taken by"],
      [nila.email, "second", "Handed back"],
      [ravi.email, "second", "Handed back"],
    ]);
  });

  it("a deploy that only renames, reorders or recases the operators opens no database", async () => {
    await h.deps.markers.recordSweep(new Date(Date.now() - 3_600_000), [], teamOf(operators));
    const same = [
      { name: "Meena K", email: meena.email },
      { ...ravi, email: ravi.email.toUpperCase() },
    ];
    expect(await runScheduled({ ...h.deps, operators: same }, enquiryKinds)).toMatchObject({
      reason: "nothing due",
    });
  });

  it("a hand-back that failed is tried again at the next run", async () => {
    const { mails } = await book();
    await open(linkIn(mails, meena.email), "claim");
    await h.deps.markers.recordSweep(new Date(Date.now() - 3_600_000), [], teamOf(operators));
    h.smtp.mails.length = 0;
    const withoutMeena = { ...h.deps, operators: [ravi] };
    const failing = {
      ...withoutMeena,
      db: {
        ...h.deps.db,
        async query<Row>(text: string, params?: readonly unknown[]) {
          if (text.includes("FROM claims c JOIN")) throw new Error("Connection terminated");
          return h.deps.db.query<Row>(text, params);
        },
      },
    };
    expect(await runScheduled(failing, enquiryKinds)).toMatchObject({
      reason: "sweep",
      handedBack: 0,
    });
    expect(await claimRow()).toMatchObject({ claimed_by: meena.email });
    expect(await runScheduled(withoutMeena, enquiryKinds)).toMatchObject({
      reason: "sweep",
      handedBack: 1,
    });
    expect(await claimRow()).toMatchObject({ claimed_by: null });
  });

  it("an operator added later gets the next re-alert, with a claim link of their own", async () => {
    await book();
    h.smtp.mails.length = 0;
    const nila = { name: "Nila", email: "nila@droptaxi.example" };
    const withNila = { ...h.deps, operators: [...operators, nila] };
    const now = new Date(Date.now() + 10.5 * 60_000);
    await escalateUnclaimed(withNila, enquiryKinds, now);
    await retryUnsent(withNila, enquiryKinds, { now });
    const realerts = await h.smtp.waitForMails(operators.length + 1);
    const toNila = realerts.find((mail) => addressOf(mail) === nila.email);
    expect(toNila?.text).toMatch(/^UNANSWERED for 10 min\n/);
    const link = new URL(linkIn(realerts, nila.email));
    const context = requestContext();
    const page = await handleClaim(
      withNila,
      new Request(`${link.origin}/claim`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: link.searchParams.get("t")!, action: "claim" }).toString(),
      }),
      context,
    );
    await context.settled();
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toContain("done=claimed");
    expect(await claimRow()).toMatchObject({ claimed_by: nila.email });
  });
});

describe("links in mail", () => {
  const bookVia = async (url: string, site?: { url: string }) => {
    const context = { ...requestContext(`198.51.100.${++phone}`), site };
    await handleBooking(
      h.deps,
      postJson(url, {
        ...enquiryCases.booking.valid,
        phone: `98${String(phone).padStart(8, "0")}`,
      }),
      context,
    );
    await context.settled();
    return [...(await h.smtp.waitForMails(operators.length))];
  };

  it("use the configured address, never the request's Host", async () => {
    const mails = await bookVia("https://evil.example/api/bookings");
    for (const operator of operators) {
      expect(linkIn(mails, operator.email)).toMatch(/^https:\/\/droptaxi\.example\/claim\?t=/);
    }
    // A claim made through another Host: the others' follow-up links are the site's too.
    h.smtp.mails.length = 0;
    const link = new URL(linkIn(mails, ravi.email));
    const context = requestContext();
    await handleClaim(
      h.deps,
      new Request("https://evil.example/claim", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "evil.example" },
        body: new URLSearchParams({ t: link.searchParams.get("t")!, action: "claim" }).toString(),
      }),
      context,
    );
    await context.settled();
    const [followUp] = await h.smtp.waitForMails(1);
    expect(linkIn([followUp!], meena.email)).toMatch(/^https:\/\/droptaxi\.example\/claim/);
  });

  it("use the address Netlify gives the request (a deploy preview's own)", async () => {
    const preview = "https://deploy-preview-7--droptaxi.netlify.app";
    const mails = await bookVia("https://evil.example/api/bookings", { url: preview });
    expect(linkIn(mails, ravi.email).startsWith(`${preview}/claim?t=`)).toBe(true);
  });
});

describe("claiming", () => {
  it("two operators claim at once: one wins, the other sees who has it", async () => {
    const { mails } = await book();
    h.smtp.mails.length = 0;
    const [first, second] = await Promise.all([
      open(linkIn(mails, ravi.email), "claim"),
      open(linkIn(mails, meena.email), "claim"),
    ]);
    const pages = [first!.html, second!.html];
    expect(pages.filter((html) => html.includes("It&#39;s yours"))).toHaveLength(1);
    expect(pages.filter((html) => html.includes("Too late"))).toHaveLength(1);
    const winner = (await claimRow())!.claimed_by as string;
    const loser = operators.find((operator) => operator.email !== winner)!;
    const loserPage = winner === ravi.email ? second!.html : first!.html;
    const winnerPage = winner === ravi.email ? first!.html : second!.html;
    expect(loserPage).toContain(
      `${operators.find((o) => o.email === winner)!.name} has this since`,
    );
    // Told in red, not in the green of "It's yours", and given no button to ring the passenger
    // a colleague is ringing.
    expect(loserPage).toContain('<p class="status alert">Too late: someone else has it.');
    expect(loserPage).not.toContain('class="call"');
    expect(winnerPage).toContain('<p class="status">It&#39;s yours.');
    expect(winnerPage).toContain('class="call" href="tel:+91');
    // Only the one who did not win is told, once.
    expect(await followUps()).toEqual([
      expect.objectContaining({
        operator: loser.email,
        status: "sent",
        note: expect.stringMatching(/^Taken by /),
      }),
    ]);
  });

  it("answers a press with a redirect to the enquiry's page, so a reload presses nothing again", async () => {
    const { mails } = await book();
    const link = new URL(linkIn(mails, ravi.email));
    const press = await handleClaim(
      h.deps,
      new Request(`${link.origin}/claim`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ t: link.searchParams.get("t")!, action: "claim" }).toString(),
      }),
      requestContext(),
    );
    expect(press.status).toBe(303);
    const location = new URL(press.headers.get("Location")!, link.origin);
    expect(location.pathname).toBe("/claim");
    expect(location.searchParams.get("t")).toBe(link.searchParams.get("t"));
    expect(location.searchParams.get("done")).toBe("claimed");
    // The reload: a GET, which says what the press did and changes nothing.
    const claimedAt = (await claimRow())!.claimed_at;
    for (let reload = 0; reload < 2; reload++) {
      const page = await open(location.toString());
      expect(page.html).toContain("It&#39;s yours.");
      expect(page.html).toContain("You have this since");
    }
    expect((await claimRow())!.claimed_at).toEqual(claimedAt);
    // Reopened after the enquiry was handed back, the press's outcome is no longer so: unsaid.
    await open(linkIn(mails, ravi.email), "release");
    const reopened = await open(location.toString());
    expect(reopened.html).toContain("Nobody has this yet");
    expect(reopened.html).not.toContain("It&#39;s yours.");
    // An outcome the page does not know says nothing.
    const unknown = new URL(location);
    unknown.searchParams.set("done", "__proto__");
    expect((await open(unknown.toString())).html).not.toContain('<p class="status alert">');
  });

  it("offers Call and WhatsApp only to the operator who has it, and handing back only below the details", async () => {
    const { mails } = await book();
    const tel = /<a class="call" href="tel:/;
    const whatsapp =
      /<a class="call whatsapp" href="https:\/\/wa\.me\/\d+\?text=Hello%20Arun%20Kumar%2C/;
    // Nobody has it: "I'll call" alone, so the others are told before anyone rings.
    const unclaimed = (await open(linkIn(mails, ravi.email))).html;
    expect(unclaimed).toContain(">I'll call</button>");
    expect(unclaimed).not.toMatch(tel);
    expect(unclaimed).not.toMatch(whatsapp);
    const mine = (await open(linkIn(mails, ravi.email), "claim")).html;
    expect(mine).toMatch(tel);
    // The mail's greeting ready, as many passengers answer WhatsApp sooner than a call at night.
    expect(mine).toMatch(whatsapp);
    expect(mine.indexOf('<div class="details">')).toBeLessThan(mine.indexOf('value="release"'));
    expect(mine.indexOf("tel:")).toBeLessThan(mine.indexOf('<div class="details">'));
    // Meena's: no button to call, and no number to read off the details either.
    const hers = (await open(linkIn(mails, meena.email))).html;
    expect(hers).not.toMatch(tel);
    expect(hers).not.toContain("wa.me");
    expect(hers).not.toContain("<dt>Phone</dt>");
    expect(hers).not.toContain('value="release"');
  });

  it("says a near pickup's time left at the top of the page, to whoever must act on it", async () => {
    const pickup = inIndia(new Date(Date.now() + 40 * 60_000));
    const { mails } = await book({ pickupDate: pickup.date, pickupTime: pickup.time });
    const nearPickup = /<p class="status alert">Pickup at \d\d:\d\d IST: in (39|40) min<\/p>/;
    expect((await open(linkIn(mails, meena.email))).html).toMatch(nearPickup);
    expect((await open(linkIn(mails, ravi.email), "claim")).html).toMatch(nearPickup);
    // Ravi has it: Meena's page has no hurry for her.
    expect((await open(linkIn(mails, meena.email))).html).not.toMatch(/Pickup at/);
    // Next month's trip has none at all.
    const later = await book();
    expect((await open(linkIn(later.mails, meena.email))).html).not.toMatch(/Pickup at/);
  });

  it("names the day of a claim made on another day, not only its time", async () => {
    const { mails } = await book();
    await open(linkIn(mails, ravi.email), "claim");
    const today = await open(linkIn(mails, meena.email));
    expect(today.html).toMatch(/Ravi has this since \d\d:\d\d IST\./);
    await h.db.query("UPDATE claims SET claimed_at = claimed_at - interval '2 days'");
    const later = await open(linkIn(mails, meena.email));
    expect(later.html).toMatch(
      /Ravi has this since \d\d:\d\d IST on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}\./,
    );
  });

  it("tells the others in the same thread: Re: the subject, In-Reply-To the first mail, the news first", async () => {
    const { mails } = await book();
    const original = mails.find((mail) => addressOf(mail) === meena.email)!;
    h.smtp.mails.length = 0;
    await open(linkIn(mails, ravi.email), "claim");
    const [taken] = await h.smtp.waitForMails(1);
    expect(addressOf(taken!)).toBe(meena.email);
    expect(taken!.subject).toBe(`Re: ${original.subject}`);
    expect(taken!.inReplyTo).toBe(original.messageId);
    expect(taken!.references).toBe(original.messageId);
    expect(taken!.messageId).not.toBe(original.messageId);
    expect(taken!.text).toMatch(
      /^Taken by Ravi at \d{2}:\d{2} IST: no need to call or reply to the passenger\.\n/,
    );
    expect(taken!.html).toMatch(/display:none[^>]*>Taken by Ravi at \d{2}:\d{2} IST/);
    expect(taken!.html).toMatch(/<p class="calm"[^>]*>Taken by Ravi/);
  });

  it("gives the others no button to call a passenger a colleague already has, only who has it", async () => {
    const { mails } = await book();
    h.smtp.mails.length = 0;
    await open(linkIn(mails, ravi.email), "claim");
    // The news itself, not a first mail the SMTP server took late on a busy machine.
    const isTaken = (mail: { text?: string }) => mail.text?.startsWith("Taken by") === true;
    await expect.poll(() => h.smtp.mails.some(isTaken)).toBe(true);
    const taken = h.smtp.mails.find(isTaken);
    for (const part of [taken!.text, String(taken!.html)]) {
      expect(part).not.toMatch(/tel:|wa\.me|I'll call/);
    }
    // Her own link (signed afresh, so not the first mail's to the letter: its expiry is in seconds).
    expect(taken!.text).toMatch(/^Who has it: https:\/\/droptaxi\.example\/claim\?t=\S+$/m);
    expect((await open(linkIn([taken!], meena.email))).html).toContain("Ravi has this");
    // Not even the number as text, which a phone's mail app makes a link to call, nor the
    // first mail's "until you call the passenger".
    for (const part of [taken!.text, String(taken!.html)]) {
      expect(part).not.toMatch(/\+91|until you call/);
    }
    // The first mail, and a mail that hands it back, still lead with the buttons.
    expect(mails.every((mail) => /tel:\+91/.test(mail.text ?? ""))).toBe(true);
  });

  it("gives the others no way to reply to a message's sender a colleague already has", async () => {
    await sendMessage("198.51.100.251");
    const mails = [...(await h.smtp.waitForMails(operators.length))];
    const { email } = enquiryCases.contact.valid;
    expect(mails.every((mail) => mail.replyTo?.value[0]?.address === email)).toBe(true);
    h.smtp.mails.length = 0;
    await open(linkIn(mails, ravi.email), "claim");
    const [taken] = await h.smtp.waitForMails(1);
    expect(taken!.text).toMatch(/^Taken by Ravi .*: no need to call or reply to the passenger\./);
    expect(taken!.replyTo).toBeUndefined();
    // Nor the page it links to, whose title would otherwise be the subject.
    const page = (await open(linkIn([taken!], meena.email))).html;
    expect(page).toContain("<h1>Message from ");
    expect(page).not.toMatch(/\+91|tel:/);
    // The subject keeps the number, as every mail of the thread has it; nothing else does.
    const subject = taken!.subject!.replace(/^Re: /, "");
    for (const part of [taken!.text ?? "", String(taken!.html)]) {
      expect(part).not.toContain(email);
      expect(part.replaceAll(subject, "")).not.toMatch(/\+91|Reply to this mail/);
    }
  });

  it("a first mail still owed when a colleague claims is not sent: the Taken by mail tells it", async () => {
    // Meena's mailbox fails at first; Ravi's mail goes, and Ravi claims.
    h.smtp.behave({
      kind: "refuse-recipient",
      address: meena.email,
      code: 451,
      message: "4.2.1 Mailbox busy",
    });
    const context = requestContext("198.51.100.250");
    await handleBooking(
      h.deps,
      postJson("https://droptaxi.example/api/bookings", {
        ...enquiryCases.booking.valid,
        name: "Arun Kumar",
      }),
      context,
    );
    await context.settled();
    const [first] = await h.smtp.waitForMails(1);
    await open(linkIn([first!], ravi.email), "claim");

    // Her mailbox is back: she gets the news, not the first mail's Call and "I'll call".
    h.smtp.behave({ kind: "accept" });
    h.smtp.mails.length = 0;
    await h.db.query("UPDATE deliveries SET next_attempt_at = now() WHERE status = 'pending'");
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ sent: 1 });
    expect(h.smtp.mails).toHaveLength(1);
    const [news] = h.smtp.mails;
    expect(addressOf(news!)).toBe(meena.email);
    // (It failed once too, so it says it comes late.)
    expect(news!.text).toMatch(/^Taken by Ravi at \d{2}:\d{2} IST: no need to call .* Sent late/);
    expect(news!.text).not.toMatch(/this enquiry arrived/);
    expect(news!.text).not.toMatch(/tel:|wa\.me|I'll call/);
  });

  it("a Taken by mail still owed when its holder hands back is never sent after the hand-back", async () => {
    const { mails } = await book();
    // Meena's mailbox fails as Ravi claims: her "Taken by Ravi" waits for its retry.
    h.smtp.behave({
      kind: "refuse-recipient",
      address: meena.email,
      code: 451,
      message: "4.2.1 Mailbox busy",
    });
    await open(linkIn(mails, ravi.email), "claim");
    h.smtp.behave({ kind: "accept" });
    h.smtp.mails.length = 0;
    await open(linkIn(mails, ravi.email), "release");
    const [handedBack] = await h.smtp.waitForMails(1);
    expect(handedBack!.text).toMatch(/^Handed back by Ravi/);

    // Her mailbox is back: the last word in her thread stays "nobody has it now".
    await h.db.query("UPDATE deliveries SET next_attempt_at = now() WHERE status = 'pending'");
    await retryUnsent(h.deps, enquiryKinds);
    expect(h.smtp.mails.map((mail) => mail.text?.split(":")[0])).toEqual([
      handedBack!.text?.split(":")[0],
    ]);
    expect(await followUps()).toContainEqual(
      expect.objectContaining({
        operator: meena.email,
        purpose: expect.stringMatching(/^taken-/),
        status: "cancelled",
      }),
    );
  });

  it("a re-alert queued by an escalation the claim waited for is cancelled, never sent", async () => {
    const { booking, mails } = await book();
    await open(linkIn(mails, ravi.email), "claim");
    // The escalation held the claim's row while it queued its re-alerts, so the claim, which
    // waited, cancelled what it could see: these came after.
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose)
       SELECT 'booking', $1, email, 'unanswered-1-' || floor(extract(epoch FROM now()))
         FROM unnest($2::text[]) AS email`,
      [booking.id, operators.map((operator) => operator.email)],
    );
    h.smtp.mails.length = 0;
    await retryUnsent(h.deps, enquiryKinds);
    expect(h.smtp.mails.filter((mail) => /UNANSWERED/.test(mail.text ?? ""))).toEqual([]);
    const reAlerts = await h.db.query<{ status: string }>(
      "SELECT status FROM deliveries WHERE purpose LIKE 'unanswered-%'",
    );
    expect(reAlerts.map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("release hands it back and tells the others at once; escalation starts again", async () => {
    const { mails } = await book();
    await open(linkIn(mails, ravi.email), "claim");
    h.smtp.mails.length = 0;
    // Meena cannot release what Ravi has.
    expect((await open(linkIn(mails, meena.email), "release")).html).toContain(
      "nothing to release",
    );
    const released = await open(linkIn(mails, ravi.email), "release");
    expect(released.html).toContain("Released");
    expect(released.html).toContain("Nobody has this yet");
    const [news] = await h.smtp.waitForMails(1);
    expect(addressOf(news!)).toBe(meena.email);
    expect(news!.text).toMatch(/^Handed back by Ravi at \d{2}:\d{2} IST: nobody has it now/);
    expect(await claimRow()).toMatchObject({ claimed_by: null, escalations: 0 });
  });
});

describe("escalation", () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  /** A press the webhook does not answer as it is made: its news stays owed. */
  async function openWhileWebhookHangs(link: string, action: "claim" | "release") {
    webhook.hanging = true;
    await open(link, action);
    webhook.hanging = false;
  }
  /** What the webhook was told, each time of day as HH:MM. */
  const saidToWebhook = () =>
    webhook.received.map((alert) => String(alert.text).replace(/\d\d:\d\d/, "HH:MM"));
  const takenBy = (name: string, reference: string) =>
    `Taken by ${name} at HH:MM IST: booking ${reference}. No need to call the passenger.`;
  const handedBackBy = (name: string, reference: string) =>
    `Handed back by ${name} at HH:MM IST: booking ${reference}. Nobody has it now; every operator is being re-alerted.`;
  async function tick(now: Date) {
    const deps = h.deps;
    await escalateUnclaimed(deps, enquiryKinds, now);
    await sendOwedAlerts(deps, enquiryKinds, deadlineIn(20_000), now);
    return retryUnsent(deps, enquiryKinds, { now });
  }

  /** Each operator got one mail starting with each of these lines, and no other mail. */
  async function expectEveryOperatorTold(firstLines: string[]) {
    const all = await h.smtp.waitForMails(firstLines.length * operators.length);
    for (const operator of operators) {
      const theirs = all.filter((mail) => addressOf(mail) === operator.email);
      expect(theirs.map((mail) => mail.text?.split("\n")[0]).sort()).toEqual(
        [...firstLines].sort(),
      );
    }
    expect(all).toHaveLength(firstLines.length * operators.length);
    return all;
  }

  it("re-alerts every operator at 10, 30 and 60 minutes, once each, then tells the webhook", async () => {
    const { booking, mails } = await book();
    const original = mails.find((mail) => addressOf(mail) === ravi.email)!;
    h.smtp.mails.length = 0;

    await tick(minutes(9));
    expect(h.smtp.mails).toHaveLength(0);
    await tick(minutes(10.5));
    await tick(minutes(11)); // a later run in the same step sends nothing new
    const first = await h.smtp.waitForMails(operators.length);
    expect(first).toHaveLength(operators.length);
    const toRavi = first.find((mail) => addressOf(mail) === ravi.email)!;
    expect(toRavi.subject).toBe(`Re: ${original.subject}`);
    expect(toRavi.inReplyTo).toBe(original.messageId);
    expect(toRavi.text).toMatch(/^UNANSWERED for 10 min\n/);
    expect(toRavi.text).toContain("I'll call (tells the others)");

    await tick(minutes(30.5));
    await tick(minutes(60.5));
    await tick(minutes(200));
    await expectEveryOperatorTold([
      "UNANSWERED for 10 min",
      "UNANSWERED for 30 min",
      // After it only the alert channel hears: nobody waits for another mail.
      "UNANSWERED for 1 h: last reminder",
    ]);
    expect(webhook.received).toEqual([
      expect.objectContaining({
        kind: "booking",
        reference: booking.reference,
        text: expect.stringMatching(
          /^UNANSWERED for 1 h: booking DT-.*phone: \+91 98\d{3} \d{5}\.$/,
        ),
      }),
    ]);
    const page = await open(linkIn(mails, meena.email));
    // "on <day>" too where the job's clock, moved ahead, has passed midnight in India.
    expect(page.html).toMatch(
      /the last alert, at \d{2}:\d{2} IST(?: on \w{3} \d{1,2} \w{3})?, went unanswered/,
    );
  });

  it.each([
    {
      what: "from the same phone, so nobody rings twice",
      phones: ["98400 77777", "98400 77777"],
      words: (ref: string) =>
        `Ravi has similar ${ref} (same phone): if it is the same trip, leave it to Ravi; otherwise call the passenger.`,
    },
    {
      what: "under another number, asking rather than leaving it",
      phones: ["98400 77771", "98400 77717"],
      words: (ref: string) =>
        `Ravi has similar ${ref} under another number: if it is the same trip, ask Ravi whether that number reached the passenger; if not, call the passenger.`,
    },
  ])("tells the webhook who has a similar booking $what", async ({ phones, words }) => {
    const first = await book({ phone: phones[0] });
    await open(linkIn(first.mails, ravi.email), "claim");
    const second = await book({ phone: phones[1] });
    for (const at of [10.5, 30.5, 60.5, 200]) await tick(minutes(at));
    expect(webhook.received).toEqual([
      expect.objectContaining({
        reference: second.booking.reference,
        text: expect.stringContaining(
          `has not been claimed by any operator. ${words(first.booking.reference)}`,
        ),
      }),
    ]);
  });

  it("comes sooner for a pickup that is near: the last re-alert halfway to it", async () => {
    // Booked 40 minutes (less the seconds) before the pickup: a unit of 39.x / 12, so 3 minutes.
    const pickup = inIndia(minutes(40));
    const { booking } = await book({ pickupDate: pickup.date, pickupTime: pickup.time });
    h.smtp.mails.length = 0;
    // The every-minute job looks at the enquiry by its marker, so the marker is due at 3 too.
    const { markers } = await h.deps.markers.list();
    const dueInMinutes = markers.map((marker) => (marker.dueAt.getTime() - Date.now()) / 60_000);
    expect(dueInMinutes).toEqual([expect.closeTo(3, 0)]);

    await tick(minutes(2.5));
    expect(h.smtp.mails).toHaveLength(0);
    await tick(minutes(3.5));
    await tick(minutes(9.5));
    await tick(minutes(18.5));
    const told = await expectEveryOperatorTold([
      "UNANSWERED for 3 min",
      "UNANSWERED for 9 min",
      "UNANSWERED for 18 min: last reminder",
    ]);
    // The lock screen's preview says what is left, from when the re-alert was written: about
    // 21 minutes at 18.5 (the pickup's minute cut off the seconds of "40 minutes from now").
    const last = told.find((mail) => mail.text?.startsWith("UNANSWERED for 18 min"))!;
    const left = /UNANSWERED for 18 min: last reminder · Pickup in (\d+) min/.exec(
      String(last.html),
    );
    expect(Number(left?.[1])).toBeGreaterThanOrEqual(20);
    expect(Number(left?.[1])).toBeLessThanOrEqual(22);
    expect(webhook.received).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        // How near the car is due, which a webhook reader at 3 AM needs first.
        text: expect.stringMatching(
          /^UNANSWERED for 18 min: booking DT-\w+ \(pickup \d\d:\d\d IST( on \w+ \d+ \w+)?, in 2[012] min\) has not been claimed/,
        ),
      }),
    ]);
  });

  const firstReAlertIn = async () => {
    const { next_escalation_at } = (await claimRow()) as { next_escalation_at: Date };
    return (new Date(next_escalation_at).getTime() - Date.now()) / 60_000;
  };

  it("keeps ESCALATE_AFTER_MINUTES for a message, which names no pickup, and a minute at least", async () => {
    await sendMessage("198.51.100.250");
    expect(await firstReAlertIn()).toBeCloseTo(10, 0);
    await h.db.query("DELETE FROM claims");
    // A pickup five minutes off: never sooner than the job, which runs once a minute.
    const pickup = inIndia(minutes(5));
    await book({ pickupDate: pickup.date, pickupTime: pickup.time });
    expect(await firstReAlertIn()).toBeCloseTo(1, 0);
  });

  it("starts again from a hand-back, sooner as the pickup is nearer by then", async () => {
    const pickup = inIndia(minutes(100));
    const { mails } = await book({ pickupDate: pickup.date, pickupTime: pickup.time });
    // 100 minutes away: a unit of 8 (99.x / 12), where a pickup tomorrow gets 10.
    expect(await firstReAlertIn()).toBeCloseTo(8, 0);
    await open(linkIn(mails, ravi.email), "claim");
    expect((await claimRow())!.next_escalation_at).toBeNull();
    // Handed back when the pickup is 30 minutes off (moved nearer, as if an hour had passed):
    // the unit is counted again from the hand-back, 29.x / 12, so 2.
    await h.db.query("UPDATE claims SET needed_at = now() + interval '30 minutes'");
    await open(linkIn(mails, ravi.email), "release");
    expect(await firstReAlertIn()).toBeCloseTo(2, 0);
  });

  it("says a re-alert after a hand-back counts from it, not from the booking", async () => {
    const { mails } = await book();
    await open(linkIn(mails, ravi.email), "claim");
    await open(linkIn(mails, ravi.email), "release");
    // As if the booking had come an hour before the hand-back (the test's clicks share a second).
    await h.db.query("UPDATE booking_requests SET created_at = created_at - interval '1 hour'");
    h.smtp.mails.length = 0;
    await tick(minutes(10.5));
    await expectEveryOperatorTold(["UNANSWERED for 10 min since it was handed back"]);
  });

  it("comes late once, saying how long it has really waited, not once a minute per step missed", async () => {
    const { booking } = await book();
    h.smtp.mails.length = 0;
    // Its due marker lost, the safety sweep finds it hours later: not "UNANSWERED for 10 min",
    // then 30, then 60 in the next three runs.
    await tick(minutes(185.5));
    await tick(minutes(186.5));
    await tick(minutes(187.5));
    await expectEveryOperatorTold(["UNANSWERED for 3 h 5 min: last reminder"]);
    expect(webhook.received).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        text: expect.stringMatching(/^UNANSWERED for 3 h 5 min: /),
      }),
    ]);
    expect(await claimRow()).toMatchObject({ escalations: 3, next_escalation_at: null });
  });

  it("drops an owed 'no operator could be mailed' alert once someone has claimed it", async () => {
    // As a webhook down at submission leaves it: recorded, not yet sent.
    const owe = (id: string) =>
      h.db.query(
        "INSERT INTO alerts (topic, enquiry_kind, enquiry_id, detail) VALUES ('unreached', 'booking', $1, 'every mail failed')",
        [id],
      );
    const claimed = await book();
    const waiting = await book();
    await owe(claimed.booking.id);
    await owe(waiting.booking.id);
    await open(linkIn(claimed.mails, ravi.email), "claim");
    await tick(minutes(1));
    // Only the passenger nobody is calling yet is worth the alert.
    expect(webhook.received).toEqual([
      expect.objectContaining({ reference: waiting.booking.reference }),
    ]);
  });

  it("tells the webhook to stand down when someone claims it after the last alert", async () => {
    const { booking, mails } = await book();
    await tick(minutes(60.5));
    expect(webhook.received).toHaveLength(1);
    // The webhook does not answer as the claim is made: the stand-down waits for the next run.
    await openWhileWebhookHangs(linkIn(mails, meena.email), "claim");
    expect(webhook.received).toHaveLength(1);
    await tick(minutes(61.5));
    await tick(minutes(62.5));
    expect(webhook.received.slice(1)).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        text: expect.stringMatching(
          new RegExp(
            `^Taken by Meena at \\d\\d:\\d\\d IST: booking ${booking.reference}\\. No need to call the passenger\\.$`,
          ),
        ),
      }),
    ]);
    // The passenger's number went with the call to action, not with the stand-down.
    expect(JSON.stringify(webhook.received[1])).not.toContain("+91");
  });

  it("tells the webhook when an enquiry it stood down for is handed back, and of the next claim", async () => {
    const { booking, mails } = await book();
    await tick(minutes(60.5));
    await open(linkIn(mails, meena.email), "claim");
    await expect.poll(() => webhook.received.length).toBe(2);
    await open(linkIn(mails, meena.email), "release");
    await expect.poll(() => webhook.received.length).toBe(3);
    await open(linkIn(mails, ravi.email), "claim");
    await expect.poll(() => webhook.received.length).toBe(4);
    await tick(minutes(63));
    expect(saidToWebhook()).toEqual([
      expect.stringMatching(/^UNANSWERED for 1 h: /),
      takenBy("Meena", booking.reference),
      handedBackBy("Meena", booking.reference),
      takenBy("Ravi", booking.reference),
    ]);
    expect(JSON.stringify(webhook.received.slice(1))).not.toContain("+91");
  });

  it("sends no stand-down a hand-back has overtaken, and no hand-back a claim has", async () => {
    const { booking, mails } = await book();
    await tick(minutes(60.5));
    // Meena's stand-down and, later, her hand-back's news are each still owed when the next
    // change comes: the webhook does not answer as she presses.
    await openWhileWebhookHangs(linkIn(mails, meena.email), "claim");
    await open(linkIn(mails, meena.email), "release");
    await expect.poll(() => webhook.received.length).toBe(2);
    await open(linkIn(mails, meena.email), "claim");
    await expect.poll(() => webhook.received.length).toBe(3);
    await openWhileWebhookHangs(linkIn(mails, meena.email), "release");
    await open(linkIn(mails, ravi.email), "claim");
    await expect.poll(() => webhook.received.length).toBe(4);
    await tick(minutes(62));
    await tick(minutes(63));
    expect(saidToWebhook()).toEqual([
      expect.stringMatching(/^UNANSWERED for 1 h: /),
      handedBackBy("Meena", booking.reference),
      takenBy("Meena", booking.reference),
      takenBy("Ravi", booking.reference),
    ]);
  });

  it("sends news armed again while the run was sending the old news about the same enquiry", async () => {
    const { booking, mails } = await book();
    await tick(minutes(60.5));
    await openWhileWebhookHangs(linkIn(mails, meena.email), "claim");
    // As the scheduled run posts Meena's owed stand-down, she hands it back and Ravi claims it,
    // their own sends failing: Ravi's stand-down re-arms the row the run is about to mark sent.
    const failing = { ...h.deps, alerts: { ...h.deps.alerts, send: () => Promise.resolve(false) } };
    const racing = {
      ...h.deps,
      alerts: {
        ...h.deps.alerts,
        async send(alert: { text: string }) {
          await open(linkIn(mails, meena.email), "release", failing);
          await open(linkIn(mails, ravi.email), "claim", failing);
          return alert.text.startsWith("Taken by Meena");
        },
      },
    };
    await sendOwedAlerts(racing, enquiryKinds, deadlineIn(20_000), minutes(61));
    await tick(minutes(62));
    expect(webhook.received.at(-1)).toMatchObject({
      text: expect.stringMatching(new RegExp(`^Taken by Ravi at .*${booking.reference}`)),
    });
  });

  it("says in the webhook's last alert when the wait counts from a hand-back", async () => {
    const { mails } = await book();
    await open(linkIn(mails, ravi.email), "claim");
    await open(linkIn(mails, ravi.email), "release");
    await h.db.query("UPDATE booking_requests SET created_at = created_at - interval '1 hour'");
    await tick(minutes(60.5));
    expect(webhook.received).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(/^UNANSWERED for 1 h since it was handed back: booking DT-/),
      }),
    ]);
  });

  it("tells the webhook nothing of a hand-back it was never told to call about", async () => {
    const { mails } = await book();
    await open(linkIn(mails, meena.email), "claim");
    await open(linkIn(mails, meena.email), "release");
    await tick(minutes(1));
    expect(webhook.received).toEqual([]);
  });

  it("never fires after a claim", async () => {
    const { mails } = await book();
    await open(linkIn(mails, meena.email), "claim");
    h.smtp.mails.length = 0;
    await tick(minutes(10.5));
    await tick(minutes(61));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.smtp.mails.filter((mail) => mail.text?.startsWith("UNANSWERED"))).toEqual([]);
    expect(webhook.received).toEqual([]);
  });

  it("a claim cancels a re-alert that failed and waits for its retry, and the webhook's alert", async () => {
    const { mails } = await book();
    h.smtp.behave({ kind: "reject", code: 451, message: "4.3.0 Try again later" });
    await tick(minutes(10.5));
    await tick(minutes(30.5));
    // The webhook does not take the last step's alert either: it waits for the next run.
    webhook.hanging = true;
    await tick(minutes(60.5));
    webhook.hanging = false;
    const owed = await h.db.query<{ status: string }>(
      "SELECT status FROM deliveries WHERE purpose LIKE 'unanswered-%'",
    );
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every(({ status }) => status === "pending")).toBe(true);
    expect(webhook.received).toEqual([]);

    await open(linkIn(mails, meena.email), "claim");
    h.smtp.behave({ kind: "accept" });
    h.smtp.mails.length = 0;
    await tick(minutes(200));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.smtp.mails.filter((mail) => mail.text?.startsWith("UNANSWERED"))).toEqual([]);
    expect(webhook.received).toEqual([]);
    const left = await h.db.query<{ status: string }>(
      "SELECT DISTINCT status FROM deliveries WHERE purpose LIKE 'unanswered-%'",
    );
    expect(left).toEqual([{ status: "cancelled" }]);
  });
});
