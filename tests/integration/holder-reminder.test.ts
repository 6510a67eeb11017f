import { describe, expect, it } from "vitest";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled, teamOf } from "../../netlify/schedule/scheduled-run";
import { anonymise } from "../../netlify/privacy/anonymise";
import { retryUnsent } from "../../netlify/delivery/notify";
import { checkHolders } from "../../netlify/claims/holder-reminder";
import { findEnquiryRow } from "../../netlify/kinds/stored-enquiry";
import { operators } from "../support/enquiry-harness";
import { bookFromPhone, useHarness, submit } from "../support/enquiry-cases";
import { addressOf, linkIn, openClaimLink } from "../support/claim-links";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { inIndia } from "../../src/shared/pickup-time";
import { alertsToWebhook } from "../support/webhook-capture";

/**
 * A claim says someone will call, not that they did: the holder is asked once whether they
 * called back, half an hour after the claim (sooner for a near pickup), unless they said so on
 * the claim page; nobody else is. Real database, real SMTP server, real Blobs markers; the
 * scheduled job runs on a clock the test moves.
 */
const [ravi, meena] = operators as [(typeof operators)[0], (typeof operators)[0]];

const h = useHarness();
const webhook = alertsToWebhook(() => h);

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

let phone = 0;
/** A booking whose pickup is this many minutes away (its minute: the seconds are cut off). */
async function bookPickupIn(minutesAway: number) {
  const pickup = inIndia(minutes(minutesAway));
  const booked = await bookFromPhone(h, ++phone, {
    pickupDate: pickup.date,
    pickupTime: pickup.time,
  });
  h.smtp.mails.length = 0;
  return booked;
}

/** Presses a button on the claim page, then empties the mailbox of the news it sent. */
async function press(link: string, action: "claim" | "release") {
  await openClaimLink(h.deps, link, action);
  await h.smtp.waitForMails(operators.length - 1);
  h.smtp.mails.length = 0;
}

/** The claim page as an operator opens it from their mail. */
const pageFor = async (mails: Parameters<typeof linkIn>[0], email: string) =>
  (await openClaimLink(h.deps, linkIn(mails, email))).html;

/** The reminder's first line, whatever the time of the claim. */
const asked =
  /^Did you call back\? You took this at \d\d:\d\d IST\. Mark it called, or hand it back\.$/;

/** A reminder is due now on the real clock (a retry is then due a minute after the database's). */
const dueNow = () => h.db.query("UPDATE claims SET remind_at = now() - interval '1 second'");

const run = (at: Date) => runScheduled(h.deps, enquiryKinds, { now: at });

const reminders = () =>
  h.db.query<{ operator: string; status: string }>(
    "SELECT operator, status FROM deliveries WHERE purpose LIKE 'reminder-%' ORDER BY id",
  );

describe("the holder's reminder", () => {
  it("asks the holder alone, half an hour after the claim, with Call first", async () => {
    const { booking, mails } = await bookPickupIn(100);
    await press(linkIn(mails, ravi.email), "claim");
    // Said on the holder's page, so it comes as no surprise; not on a colleague's.
    const reminderSaid = /Called back\? Mark it below, or a reminder mail comes at \d\d:\d\d IST/;
    expect(await pageFor(mails, ravi.email)).toMatch(reminderSaid);
    expect(await pageFor(mails, meena.email)).not.toMatch(reminderSaid);
    // The every-minute job wakes for it by its marker.
    const { markers } = await h.deps.markers.list();
    const dueIn = markers.map((marker) => (marker.dueAt.getTime() - Date.now()) / 60_000);
    expect(dueIn).toEqual([expect.closeTo(30, 0)]);

    expect(await run(minutes(29))).toMatchObject({ reminded: 0, sent: 0 });
    expect(await run(minutes(30.5))).toMatchObject({ reminded: 1, sent: 1 });
    const [mail] = await h.smtp.waitForMails(1);
    expect(addressOf(mail!)).toBe(ravi.email);
    expect(mail!.subject).toMatch(new RegExp(`^Re: .*${booking.reference}`));
    const lines = mail!.text!.split("\n");
    expect(lines[0]).toMatch(asked);
    expect(lines[2]).toMatch(/^Pickup at \d\d:\d\d IST: in 1 h \d+ min when this mail was sent$/);
    // The holder's buttons: Call and WhatsApp first, then the claim page to say so or hand back.
    expect(lines.slice(4, 7)).toEqual([
      expect.stringMatching(/^Call \+91 98\d{3} \d{5}: tel:\+9198\d{8}$/),
      expect.stringMatching(/^WhatsApp: https:\/\/wa\.me\/9198\d{8}$/),
      expect.stringMatching(/^Mark called, or hand back: https:\/\/droptaxi\.example\/claim\?t=/),
    ]);
    const html = String(mail!.html);
    // A question (amber), not an alarm (red): many holders have called by then.
    expect(html).toMatch(/<p class="ask"[^>]*>Did you call back\?/);
    expect(html.indexOf(">Call +91")).toBeLessThan(html.indexOf(">Mark called, or hand back<"));
    expect(html).not.toContain("I&#39;ll call");
    // Once: the next look is the others' turn, 20 minutes on (below), which the marker waits for.
    expect(await run(minutes(31.5))).toMatchObject({ reminded: 0, sent: 0 });
    expect(h.smtp.mails).toHaveLength(1);
    const next = (await h.deps.markers.list()).markers.map(
      (marker) => (marker.dueAt.getTime() - Date.now()) / 60_000,
    );
    expect(next).toEqual([expect.closeTo(50.5, 0)]);

    // Its link is the holder's: the booking as theirs, to mark called or hand back.
    const page = await pageFor([mail!], ravi.email);
    expect(page).toMatch(/I(&#39;|&#x27;|')ve called them/);
    expect(page).toMatch(/I can(&#39;|&#x27;|')t go after all: release it/);
    expect(page).toMatch(
      /Called back\? Mark it below, or the others are told at \d\d:\d\d IST and may take it over\./,
    );
    h.smtp.mails.length = 0;
    await openClaimLink(h.deps, linkIn([mail!], ravi.email), "release");
    const [news] = await h.smtp.waitForMails(1);
    expect(addressOf(news!)).toBe(meena.email);
    expect(news!.text).toMatch(/^Handed back by Ravi at \d\d:\d\d IST: nobody has it now/);
  });

  it("is owed no more once the holder says they called, and the others can see it", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    const marked = await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    expect(marked.html).toContain("Marked as called. No reminder will come.");
    // The others were never told otherwise: nothing to stand them down from.
    expect(h.smtp.mails).toEqual([]);
    expect(marked.html).toMatch(/You have this since \d\d:\d\d IST, and marked it called at/);
    expect(marked.html).not.toMatch(/I(&#39;|&#x27;|')ve called them/);
    expect(await pageFor(mails, meena.email)).toMatch(
      /Ravi has this since \d\d:\d\d IST; called back at \d\d:\d\d IST\./,
    );
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
    expect(await h.deps.markers.list()).toMatchObject({ markers: [] });
    expect(await run(minutes(31))).toMatchObject({ reminded: 0, sent: 0 });
    // Only the holder may say so.
    const hers = await openClaimLink(h.deps, linkIn(mails, meena.email), "called");
    expect(hers.html).toContain("You do not have it now: whoever has it (below) will call.");
  });

  it("held by a sender that died, is not taken up again once the holder said they called", async () => {
    const { booking, mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, status, attempts, claimed_at)
       SELECT 'booking', $1, $2, 'reminder-' || floor(extract(epoch FROM claimed_at) * 1000)::bigint,
              'sending', 1, now() - interval '3 minutes'
         FROM claims`,
      [booking.id, ravi.email],
    );
    await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ sent: 0 });
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
  });

  it("is said as coming again on a tab reopened after a hand-back and a new claim", async () => {
    const { mails } = await bookPickupIn(300);
    const link = linkIn(mails, ravi.email);
    await press(link, "claim");
    const marked = await openClaimLink(h.deps, link, "called");
    expect(marked.html).toContain("Marked as called.");
    await press(link, "release");
    await press(link, "claim");
    // The tab that showed "Marked as called" is reopened: that is no longer so.
    const token = new URL(link).searchParams.get("t")!;
    const again = await openClaimLink(
      h.deps,
      `https://droptaxi.example/claim?${new URLSearchParams({ t: token, done: "called" })}`,
    );
    expect(again.html).not.toContain("Marked as called.");
    expect(again.html).toMatch(/a reminder mail comes at/);
    // A second press, from a tab opened before the first, keeps the first time.
    await openClaimLink(h.deps, link, "called");
    const [first] = await h.db.query<{ called_at: string }>("SELECT called_at::text FROM claims");
    await openClaimLink(h.deps, link, "called");
    expect(await h.db.query("SELECT called_at::text FROM claims")).toEqual([first]);
  });

  it("waiting for a retry, is cancelled by the holder saying they called", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    await dueNow();
    expect(await run(new Date())).toMatchObject({ reminded: 1, retry: 1 });
    h.smtp.behave({ kind: "accept" });
    await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
  });

  it("comes halfway to a pickup nearer than an hour, and not when that is too late to help", async () => {
    const near = await bookPickupIn(50);
    await press(linkIn(near.mails, meena.email), "claim");
    expect(await run(minutes(24))).toMatchObject({ reminded: 0 });
    expect(await run(minutes(25.5))).toMatchObject({ reminded: 1, sent: 1 });
    const [mail] = await h.smtp.waitForMails(1);
    expect(addressOf(mail!)).toBe(meena.email);
    expect(mail!.text).toMatch(
      /\nPickup at \d\d:\d\d IST: in (23|24|25) min when this mail was sent\n/,
    );

    // A claim 15 minutes before the pickup: halfway would leave under 10 minutes.
    const nearer = await bookPickupIn(15);
    await press(linkIn(nearer.mails, ravi.email), "claim");
    const [claim] = await h.db.query<{ remind_at: string | null }>(
      "SELECT remind_at FROM claims WHERE enquiry_id = $1",
      [nearer.booking.id],
    );
    expect(claim!.remind_at).toBeNull();
  });

  it("asks about a message too, which a visitor is waiting to be called back about", async () => {
    await submit(h, enquiryCases.contact.kind, enquiryCases.contact.valid);
    const mails = [...(await h.smtp.waitForMails(operators.length))];
    h.smtp.mails.length = 0;
    await press(linkIn(mails, ravi.email), "claim");
    expect(await run(minutes(30.5))).toMatchObject({ reminded: 1, sent: 1 });
    const [mail] = await h.smtp.waitForMails(1);
    expect(addressOf(mail!)).toBe(ravi.email);
    expect(mail!.text!.split("\n")[0]).toMatch(asked);
  });

  it("is not queued by a run that comes after the pickup, and is owed no more", async () => {
    const { mails } = await bookPickupIn(100);
    await press(linkIn(mails, ravi.email), "claim");
    // Its marker missed until a run after the trip.
    expect(await run(minutes(105))).toMatchObject({ reminded: 0, sent: 0 });
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
  });

  it("is cancelled, not sent after the trip, when its sending fails until the pickup", async () => {
    const { mails } = await bookPickupIn(100);
    await press(linkIn(mails, ravi.email), "claim");
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    await dueNow();
    expect(await run(new Date())).toMatchObject({ reminded: 1, retry: 1 });
    h.smtp.behave({ kind: "accept" });
    await run(minutes(105));
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
    expect(h.smtp.mails).toEqual([]);
  });

  it("that cannot be written is dropped, with no alert to call a passenger someone has", async () => {
    const { booking, mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    // A later deploy removed the booking's vehicle.
    await h.db.query("UPDATE booking_requests SET vehicle_type = 'tempo' WHERE id = $1", [
      booking.id,
    ]);
    await run(minutes(31));
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
    expect(await h.db.query("SELECT topic FROM alerts")).toEqual([]);
  });

  it("goes to whoever has the booking when it is due, and not after a hand-back", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await press(linkIn(mails, ravi.email), "release");
    // Nobody has it: nobody to remind, and nothing to wake the job for but its re-alerts.
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
    expect(await run(minutes(31))).toMatchObject({ reminded: 0 });
    await press(linkIn(mails, meena.email), "claim");
    expect(await run(minutes(31))).toMatchObject({ reminded: 1 });
    expect(await reminders()).toEqual([{ operator: meena.email, status: "sent" }]);
  });

  it("is cancelled by a hand-back while it waits for a retry", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    await dueNow();
    expect(await run(new Date())).toMatchObject({ reminded: 1, retry: 1 });
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "pending" }]);
    h.smtp.behave({ kind: "accept" });
    await press(linkIn(mails, ravi.email), "release");
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
    await run(minutes(125));
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
  });

  it("goes to whoever takes over from an operator since removed, not to them", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    const withoutRavi = { ...h.deps, operators: [meena] };
    // Ravi is taken off the list; before the sweep hands his bookings back, Meena takes it over.
    await openClaimLink(withoutRavi, linkIn(mails, meena.email), "claim");
    expect(await runScheduled(withoutRavi, enquiryKinds, { now: minutes(31) })).toMatchObject({
      reminded: 1,
    });
    expect(await reminders()).toEqual([{ operator: meena.email, status: "sent" }]);
  });

  it("is said when a holder since removed is handed back: they said they called", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    const withoutRavi = { ...h.deps, operators: [meena] };
    // The first run after the operators change sweeps, and hands Ravi's bookings back.
    expect(await runScheduled(withoutRavi, enquiryKinds, { now: minutes(1) })).toMatchObject({
      handedBack: 1,
    });
    const [news] = await h.smtp.waitForMails(1);
    expect(addressOf(news!)).toBe(meena.email);
    expect(news!.text).toMatch(
      new RegExp(
        `^Handed back at \\d\\d:\\d\\d IST: ${ravi.email} had it since \\d\\d:\\d\\d IST and is no longer an operator \\(they said they called back at \\d\\d:\\d\\d IST\\)\\. Nobody has it now`,
      ),
    );
  });

  it("goes to no one who has been taken off the operators", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    // As if the sweep had not yet handed it back: the step itself leaves Ravi out.
    const withoutRavi = { ...h.deps, operators: [meena] };
    await h.deps.markers.recordSweep(new Date(), [], teamOf([meena]));
    await runScheduled(withoutRavi, enquiryKinds, { now: minutes(31) });
    expect(await reminders()).toEqual([]);
  });

  it("is not sent once its operator no longer has the booking, however it was queued", async () => {
    const { booking, mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await press(linkIn(mails, ravi.email), "release");
    // As if the run had queued it while the hand-back waited for the claim's row.
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose)
       VALUES ('booking', $1, $2, 'reminder-1')`,
      [booking.id, ravi.email],
    );
    await run(new Date());
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
  });

  it("is owed for no booking once it is erased", async () => {
    const { booking, mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    const row = await findEnquiryRow(h.db, bookingKind.table, { id: booking.id });
    await anonymise(h.db, bookingKind, [row!], "operator test", new Date());
    const owed = await h.db.query("SELECT 1 FROM claims WHERE remind_at IS NOT NULL");
    expect(owed).toEqual([]);
    expect(await run(minutes(31))).toMatchObject({ reminded: 0, sent: 0 });
    // One a run queued as the erasure ran is cancelled, not sent with nothing in it.
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose)
       VALUES ('booking', $1, $2, 'reminder-1')`,
      [booking.id, ravi.email],
    );
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ sent: 0 });
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
    expect(h.smtp.mails).toEqual([]);
  });

  it.each([
    {
      who: "the holder has the other one too",
      other: ravi,
      words: "You have both: if it is one trip, one call settles both.",
    },
    {
      who: "a colleague has the other one",
      other: meena,
      words: "If it is one trip, agree with Meena which of you calls.",
    },
  ])(
    "says, when $who, what the holder does about a booking sent twice",
    async ({ other, words }) => {
      // The same passenger books the same trip twice, a minute apart.
      const pickup = inIndia(minutes(300));
      const trip = { pickupDate: pickup.date, pickupTime: pickup.time, phone: "98400 55555" };
      const first = await bookFromPhone(h, ++phone, trip);
      h.smtp.mails.length = 0;
      await press(linkIn(first.mails, other.email), "claim");
      const second = await bookFromPhone(h, ++phone, trip);
      h.smtp.mails.length = 0;
      await press(linkIn(second.mails, ravi.email), "claim");
      await h.db.query("UPDATE claims SET remind_at = NULL WHERE enquiry_id = $1", [
        first.booking.id,
      ]);
      await run(minutes(31));
      const [mail] = await h.smtp.waitForMails(1);
      expect(addressOf(mail!)).toBe(ravi.email);
      expect(mail!.text).toContain(
        `Similar booking from the same phone: ${first.booking.reference}`,
      );
      expect(mail!.text).toContain(words);
      // The claim page says the same to him.
      expect(await pageFor(second.mails, ravi.email)).toContain(words);
    },
  );
});

describe("a holder who stays silent after the reminder", () => {
  const notConfirmed =
    /^NOT CONFIRMED: Ravi took this at \d\d:\d\d IST and has not said they called back\. Ask Ravi; if the passenger still needs a call, press I'll call to take it over\.$/;

  /** Ravi claims a booking and lets its reminder and the others' turn go by. */
  /** Ravi claims a booking and lets its reminder go by. */
  async function remindedRavi() {
    const booked = await bookPickupIn(300);
    await press(linkIn(booked.mails, ravi.email), "claim");
    expect(await run(minutes(30.5))).toMatchObject({ reminded: 1, othersTold: 0 });
    await h.smtp.waitForMails(1);
    h.smtp.mails.length = 0;
    return booked;
  }

  /** …and the others' turn too. */
  async function silentRavi() {
    const booked = await remindedRavi();
    expect(await run(minutes(50))).toMatchObject({ reminded: 0, othersTold: 0 });
    expect(await run(minutes(50.6))).toMatchObject({ othersTold: 1, sent: 1 });
    const [news] = await h.smtp.waitForMails(1);
    h.smtp.mails.length = 0;
    return { ...booked, news: news! };
  }

  it("is reported to the others 20 minutes on, and any of them may take it over", async () => {
    const { mails, news } = await silentRavi();
    expect(addressOf(news)).toBe(meena.email);
    expect(news.text!.split("\n")[0]).toMatch(notConfirmed);
    // The webhook hears it too (no phone): a team of one has nobody else to tell.
    const heard = () => webhook.received.map((alert) => String(alert.text));
    expect(heard()).toEqual([
      expect.stringMatching(
        /^NOT CONFIRMED: booking DT-\w+ is held by Ravi, who has not said they called back since being asked\. The other operators were told and may take it over; ask Ravi whether the passenger was called\.$/,
      ),
    ]);
    expect(webhook.received[0]).not.toHaveProperty("phone");
    expect(String(news.html)).toMatch(/<p class="alert"[^>]*>NOT CONFIRMED: Ravi/);
    expect(await pageFor(mails, ravi.email)).toMatch(
      /Not marked called: the others were told at \d\d:\d\d IST and may take it over\./,
    );
    const hers = await pageFor([news], meena.email);
    expect(hers).toMatch(
      /Ravi has this since \d\d:\d\d IST and has not said they called back \(the others were told at \d\d:\d\d IST\): ask Ravi, or take it over/,
    );
    expect(hers).toMatch(/I(&#39;|&#x27;|')ll call/);
    // Meena takes it over from the news itself; Ravi, waking, reads that she has it.
    const [ravis] = await h.db.query<{ purpose: string }>(
      "SELECT 'unconfirmed-' || floor(extract(epoch FROM claimed_at) * 1000)::bigint AS purpose FROM claims",
    );
    const taken = await openClaimLink(h.deps, linkIn([news], meena.email), "claim");
    expect(taken.html).toContain("It&#39;s yours.");
    const [toRavi] = await h.smtp.waitForMails(1);
    expect(addressOf(toRavi!)).toBe(ravi.email);
    expect(toRavi!.text).toMatch(/^Taken by Meena at \d\d:\d\d IST: no need to call/);
    // And the webhook, told to ask Ravi, that Meena has it.
    await expect.poll(() => heard().length).toBe(2);
    expect(heard()[1]).toMatch(
      /^Taken by Meena at \d\d:\d\d IST: booking DT-\w+\. No need to call/,
    );
    const [claim] = await h.db.query<Record<string, unknown>>("SELECT * FROM claims");
    expect(claim).toMatchObject({
      claimed_by: meena.email,
      reminded_at: null,
      others_told_at: null,
      remind_at: expect.anything(),
    });
    // News of Ravi's silence still owed (a send that failed) is not sent once she has it.
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note)
       SELECT enquiry_kind, enquiry_id, 'late@droptaxi.example', $1, 'Ravi' FROM claims`,
      [ravis!.purpose],
    );
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ sent: 0 });
    expect(
      await h.db.query("SELECT status FROM deliveries WHERE operator = 'late@droptaxi.example'"),
    ).toEqual([{ status: "cancelled" }]);
  });

  it("stands down, once the holder says they called, only those who heard otherwise", async () => {
    const { mails } = await silentRavi();
    const marked = await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    expect(marked.html).toContain(
      "Marked as called. The others, told you had not said so, are being told.",
    );
    const [standDown] = await h.smtp.waitForMails(1);
    expect(addressOf(standDown!)).toBe(meena.email);
    expect(standDown!.text).toMatch(
      /^Called back by Ravi at \d\d:\d\d IST: no need to call or reply to the passenger\./,
    );
    // As a colleague's news: no way to reach the passenger.
    expect(standDown!.text).not.toMatch(/tel:/);
    await expect.poll(() => webhook.received.length).toBe(2);
    expect(String(webhook.received[1]!.text)).toMatch(
      /^Called back by Ravi at \d\d:\d\d IST: booking DT-\w+\. No need to call the passenger\.$/,
    );
    const hers = await pageFor(mails, meena.email);
    expect(hers).toMatch(/Ravi has this since \d\d:\d\d IST; called back at \d\d:\d\d IST\./);
    expect(hers).not.toMatch(/I(&#39;|&#x27;|')ll call/);
    // Her news still owed, had it failed, is not sent after his word.
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note)
       SELECT enquiry_kind, enquiry_id, $1,
              'unconfirmed-' || floor(extract(epoch FROM claimed_at) * 1000)::bigint, 'Ravi'
         FROM claims ON CONFLICT DO NOTHING`,
      [`late-${meena.email}`],
    );
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ sent: 0 });
    expect(
      await h.db.query("SELECT status FROM deliveries WHERE operator = $1", [
        `late-${meena.email}`,
      ]),
    ).toEqual([{ status: "cancelled" }]);
  });

  it("stands down no one whose news of it never went out", async () => {
    const { mails } = await remindedRavi();
    // Meena's news fails and waits for its retry (on the real clock: see dueNow); Ravi says he
    // called meanwhile.
    expect(
      await checkHolders(h.db, { kinds: enquiryKinds, operators, now: minutes(50.6) }),
    ).toEqual({ reminded: 0, othersTold: 1 });
    await h.db.query("UPDATE deliveries SET next_attempt_at = now() WHERE status = 'pending'");
    h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ retry: 1 });
    h.smtp.behave({ kind: "accept" });
    const marked = await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    expect(marked.html).toContain("Marked as called. No reminder will come.");
    await retryUnsent(h.deps, enquiryKinds, { now: minutes(60) });
    expect(h.smtp.mails).toEqual([]);
    expect(
      await h.db.query(
        "SELECT status FROM deliveries WHERE operator = $1 AND purpose <> 'enquiry' ORDER BY id",
        [meena.email],
      ),
    ).toEqual([{ status: "sent" }, { status: "cancelled" }]);
  });

  it("is reported sooner for a near pickup: halfway from the reminder to it", async () => {
    const { mails } = await bookPickupIn(50);
    await press(linkIn(mails, ravi.email), "claim");
    // Asked at 25 minutes, halfway to the pickup; the others at 37.5, halfway from there.
    expect(await run(minutes(25.5))).toMatchObject({ reminded: 1 });
    expect(await run(minutes(37))).toMatchObject({ othersTold: 0 });
    expect(await run(minutes(38))).toMatchObject({ othersTold: 1 });
  });

  it("is reported by no run that comes too late to help", async () => {
    await silentRavi();
    // The others' turn missed until 4 minutes before the pickup (a marker lost).
    expect(await run(minutes(296))).toMatchObject({ othersTold: 0 });
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
  });

  it("leaves the holder's own 'I'll call' as it was: theirs, still reported", async () => {
    const { mails } = await silentRavi();
    const again = await openClaimLink(h.deps, linkIn(mails, ravi.email), "claim");
    expect(again.html).toContain("You already have it.");
    const [claim] = await h.db.query<{ others_told_at: string | null }>(
      "SELECT others_told_at FROM claims",
    );
    expect(claim!.others_told_at).not.toBeNull();
  });

  it("does not tell a reopened tab 'Too late: do not call' once it may be taken over", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await openClaimLink(h.deps, linkIn(mails, meena.email), "claim");
    await h.db.query(
      "UPDATE claims SET reminded_at = now(), others_told_at = now(), remind_at = NULL",
    );
    const token = new URL(linkIn(mails, meena.email)).searchParams.get("t")!;
    const page = await openClaimLink(
      h.deps,
      `https://droptaxi.example/claim?${new URLSearchParams({ t: token, done: "too_late" })}`,
    );
    expect(page.html).toMatch(/take it over if the passenger still needs a call/);
    expect(page.html).not.toContain("Do not call.");
  });

  it("that cannot be written is dropped, with no alert to call a passenger someone has", async () => {
    const { booking } = await remindedRavi();
    await h.db.query("UPDATE booking_requests SET vehicle_type = 'tempo' WHERE id = $1", [
      booking.id,
    ]);
    await run(minutes(50.6));
    // Only the webhook's own, true word that Ravi is silent; not "nobody has it, call now".
    expect(await h.db.query("SELECT topic FROM alerts")).toEqual([{ topic: "unconfirmed" }]);
    expect(
      await h.db.query("SELECT status FROM deliveries WHERE purpose LIKE 'unconfirmed-%'"),
    ).toEqual([{ status: "cancelled" }]);
  });

  it("held by a sender that died, is not taken up again once the holder said they called", async () => {
    const { mails } = await silentRavi();
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, note, status, attempts, claimed_at)
       SELECT enquiry_kind, enquiry_id, 'held@droptaxi.example',
              'unconfirmed-' || floor(extract(epoch FROM claimed_at) * 1000)::bigint,
              'Ravi', 'sending', 1, now() - interval '3 minutes'
         FROM claims`,
    );
    await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    await retryUnsent(h.deps, enquiryKinds);
    // Not sent again; and, as it may have gone before its sender died, stood down.
    expect(
      await h.db.query(
        "SELECT status, purpose LIKE 'taken-%' AS stand_down FROM deliveries WHERE operator = 'held@droptaxi.example' ORDER BY id",
      ),
    ).toEqual([
      { status: "cancelled", stand_down: false },
      { status: "sent", stand_down: true },
    ]);
  });
});
