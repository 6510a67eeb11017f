import { describe, expect, it } from "vitest";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled, teamOf } from "../../netlify/schedule/scheduled-run";
import { anonymise } from "../../netlify/privacy/anonymise";
import { retryUnsent } from "../../netlify/delivery/notify";
import { markSent } from "../../netlify/delivery/deliveries";
import { findEnquiryRow } from "../../netlify/kinds/stored-enquiry";
import { operators } from "../support/enquiry-harness";
import { bookFromPhone, useHarness, submit } from "../support/enquiry-cases";
import { addressOf, linkIn, openClaimLink } from "../support/claim-links";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { inIndia } from "../../src/shared/pickup-time";
import { holderScenarios } from "../support/holder-scenarios";

/**
 * A claim says someone will call, not that they did: the holder is asked once whether they
 * reached the passenger, half an hour after the claim (sooner for a near pickup), unless they said so on
 * the claim page; nobody else is. Real database, real SMTP server, real Blobs markers; the
 * scheduled job runs on a clock the test moves.
 */
const [ravi, meena] = operators as [(typeof operators)[0], (typeof operators)[0]];

const h = useHarness();

const { minutes, bookPickupIn, press, claimedByRavi, run, nextPhone } = holderScenarios(h);

/** The claim page as an operator opens it from their mail. */
const pageFor = async (mails: Parameters<typeof linkIn>[0], email: string) =>
  (await openClaimLink(h.deps, linkIn(mails, email))).html;

/** The reminder's first line, whatever the time of the claim. */
const asked =
  /^Did you reach them\? You took this at \d\d:\d\d IST\. Mark it once you have, or hand it back\.$/;

/** A reminder is due now on the real clock (a retry is then due a minute after the database's). */
const dueNow = () => h.db.query("UPDATE claims SET remind_at = now() - interval '1 second'");

/** Ravi claims a booking, and its reminder's first send fails: it waits for its retry. */
async function reminderAwaitingRetry(pickupInMinutes: number) {
  const booked = await bookPickupIn(pickupInMinutes);
  await press(linkIn(booked.mails, ravi.email), "claim");
  h.smtp.behave({ kind: "reject", code: 451, message: "4.7.1 Try again later" });
  await dueNow();
  expect(await run(new Date())).toMatchObject({ reminded: 1, retry: 1 });
  h.smtp.behave({ kind: "accept" });
  return booked;
}

const reminders = () =>
  h.db.query<{ operator: string; status: string }>(
    "SELECT operator, status FROM deliveries WHERE purpose LIKE 'reminder-%' ORDER BY id",
  );

describe("the holder's reminder", () => {
  it("asks the holder alone, half an hour after the claim, with Call first", async () => {
    const { booking, mails } = await bookPickupIn(100);
    await press(linkIn(mails, ravi.email), "claim");
    // Said on the holder's page, so it comes as no surprise; not on a colleague's.
    const reminderSaid = /Reached them\? Mark it below, or a reminder mail comes at \d\d:\d\d IST/;
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
      expect.stringMatching(/^Mark reached, or hand back: https:\/\/droptaxi\.example\/claim\?t=/),
    ]);
    const html = String(mail!.html);
    // A question (amber), not an alarm (red): many holders have called by then.
    expect(html).toMatch(/<p class="ask"[^>]*>Did you reach them\?/);
    expect(html.indexOf(">Call +91")).toBeLessThan(html.indexOf(">Mark reached, or hand back<"));
    expect(html).not.toContain("I&#39;ll call");
    // Once: later runs owe nothing more, to anyone, and nothing wakes the job for it.
    expect(await run(minutes(31.5))).toMatchObject({ reminded: 0, sent: 0 });
    expect(await run(minutes(95))).toMatchObject({ reminded: 0, sent: 0 });
    expect(h.smtp.mails).toHaveLength(1);
    expect(await h.deps.markers.list()).toMatchObject({ markers: [] });

    // Its link is the holder's: the booking as theirs, to mark called or hand back.
    const page = await pageFor([mail!], ravi.email);
    expect(page).toMatch(/I(&#39;|&#x27;|')ve reached them/);
    expect(page).toMatch(/I can(&#39;|&#x27;|')t go after all: release it/);
    expect(page).not.toMatch(reminderSaid);
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
    expect(marked.html).toContain("Marked: you reached them. No reminder will come.");
    // Nobody else is mailed: the others were told it is taken.
    expect(h.smtp.mails).toEqual([]);
    expect(marked.html).toMatch(/You have this since \d\d:\d\d IST, and marked them reached at/);
    expect(marked.html).not.toContain('name="action" value="called"');
    expect(await pageFor(mails, meena.email)).toMatch(
      /Ravi has this since \d\d:\d\d IST; reached them at \d\d:\d\d IST\./,
    );
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
    expect(await h.deps.markers.list()).toMatchObject({ markers: [] });
    expect(await run(minutes(31))).toMatchObject({ reminded: 0, sent: 0 });
    // Only the holder may say so.
    const hers = await openClaimLink(h.deps, linkIn(mails, meena.email), "called");
    expect(hers.html).toContain(
      "A colleague has it now (below): if you reached the passenger, tell them.",
    );
    // Nobody has it (handed back from another tab): the press says how to record the call.
    await press(linkIn(mails, ravi.email), "release");
    const late = await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    expect(late.html).toContain(
      "Nobody has it now. If you reached the passenger, press I&#39;ll call, then mark it.",
    );
    expect(late.html).toContain("Nobody has this yet");
  });

  it("held by a sender that died, is not taken up again once the holder said they called", async () => {
    const { booking, mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    // Held by a run that died, as the press came (the press cancels one it sees held).
    await h.db.query(
      `INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, status, attempts, claimed_at)
       SELECT 'booking', $1, $2, 'reminder-' || floor(extract(epoch FROM claimed_at) * 1000)::bigint,
              'sending', 1, now() - interval '3 minutes'
         FROM claims`,
      [booking.id, ravi.email],
    );
    expect(await retryUnsent(h.deps, enquiryKinds)).toMatchObject({ sent: 0 });
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "cancelled" }]);
  });

  it("is said as coming again on a tab reopened after a hand-back and a new claim", async () => {
    const { link } = await claimedByRavi(300);
    const marked = await openClaimLink(h.deps, link, "called");
    expect(marked.html).toContain("Marked: you reached them.");
    await press(link, "release");
    await press(link, "claim");
    // The tab that showed "Marked: you reached them" is reopened: that is no longer so.
    const token = new URL(link).searchParams.get("t")!;
    const again = await openClaimLink(
      h.deps,
      `https://droptaxi.example/claim?${new URLSearchParams({ t: token, done: "called" })}`,
    );
    expect(again.html).not.toContain("Marked: you reached them.");
    expect(again.html).toMatch(/a reminder mail comes at/);
    // A second press, from a tab opened before the first, keeps the first time.
    await openClaimLink(h.deps, link, "called");
    const [first] = await h.db.query<{ called_at: string }>("SELECT called_at::text FROM claims");
    await openClaimLink(h.deps, link, "called");
    expect(await h.db.query("SELECT called_at::text FROM claims")).toEqual([first]);
  });

  it("is owed again at its time when the holder undoes a mistaken mark", async () => {
    const { mails, link } = await claimedByRavi(300);
    const marked = await openClaimLink(h.deps, link, "called");
    // Away from Call, where the mistaken press was made.
    const undoAt = marked.html.indexOf("Undo &ldquo;I&#39;ve reached them&rdquo;");
    expect(undoAt).toBeGreaterThan(marked.html.indexOf('<div class="details">'));
    const undone = await openClaimLink(h.deps, link, "not_called", marked.html);
    expect(undone.html).toContain("Undone: not marked as reached.");
    expect(undone.html).toMatch(/Reached them\? Mark it below, or a reminder mail comes at/);
    expect(undone.html).toMatch(/I(&#39;|&#x27;|')ve reached them/);
    expect(undone.html).not.toContain("Undo &ldquo;");
    expect(h.smtp.mails).toEqual([]);
    expect(await pageFor(mails, meena.email)).not.toContain("reached them at");
    // At its time from the claim, and the every-minute job wakes for it by its marker.
    const { markers } = await h.deps.markers.list();
    const dueIn = markers.map((marker) => (marker.dueAt.getTime() - Date.now()) / 60_000);
    expect(dueIn).toEqual([expect.closeTo(30, 0)]);
    expect(await run(minutes(30.5))).toMatchObject({ reminded: 1, sent: 1 });
    const [mail] = await h.smtp.waitForMails(1);
    expect(addressOf(mail!)).toBe(ravi.email);
    expect(mail!.text!.split("\n")[0]).toMatch(asked);
    // The undo pressed again on the page that showed the mark changes nothing.
    const again = await openClaimLink(h.deps, link, "not_called", marked.html);
    expect(again.html).toContain("Undone: not marked as reached.");
    expect(await run(minutes(61))).toMatchObject({ reminded: 0, sent: 0 });
  });

  it("undone near the pickup, keeps the reminder the claim was owed", async () => {
    // Claimed six minutes ago, for a pickup 25 minutes after the claim: asked halfway.
    const { mails } = await bookPickupIn(19);
    const link = linkIn(mails, ravi.email);
    await press(link, "claim");
    await h.db.query("UPDATE claims SET claimed_at = claimed_at - interval '6 minutes'");
    const marked = await openClaimLink(h.deps, link, "called");
    await openClaimLink(h.deps, link, "not_called", marked.html);
    // Timed from the undo, it would leave under 10 minutes before the pickup: none at all.
    const [claim] = await h.db.query<{ in_minutes: number }>(
      "SELECT extract(epoch FROM remind_at - now()) / 60 AS in_minutes FROM claims",
    );
    expect(Number(claim!.in_minutes)).toBeGreaterThan(5);
    expect(Number(claim!.in_minutes)).toBeLessThan(7.5);
  });

  it("once sent, is not sent again after an undo, and the page says so", async () => {
    const { link } = await claimedByRavi(300);
    expect(await run(minutes(31))).toMatchObject({ reminded: 1, sent: 1 });
    await h.smtp.waitForMails(1);
    const marked = await openClaimLink(h.deps, link, "called");
    const undone = await openClaimLink(h.deps, link, "not_called", marked.html);
    expect(undone.html).toMatch(
      /You have this since \d\d:\d\d IST\. Reached them\? Mark it below; no reminder mail will come\./,
    );
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
    expect(await run(minutes(95))).toMatchObject({ reminded: 0, sent: 0 });
  });

  it.each([
    { what: "one the mark cancelled as it waited for a retry", status: "pending" },
    { what: "one that failed for good", status: "failed" },
  ])("is owed again after an undo, in place of $what", async ({ status }) => {
    const { mails } = await reminderAwaitingRetry(300);
    await h.db.query("UPDATE deliveries SET status = $1 WHERE purpose LIKE 'reminder-%'", [status]);
    const link = linkIn(mails, ravi.email);
    const marked = await openClaimLink(h.deps, link, "called");
    await openClaimLink(h.deps, link, "not_called", marked.html);
    expect(await run(minutes(31))).toMatchObject({ reminded: 1, sent: 1 });
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "sent" }]);
  });

  it("being sent as the holder marks it, is not sent again after an undo", async () => {
    const { link } = await claimedByRavi(300);
    // The run queued it and a sender holds it, its SMTP answer slow.
    await h.db.query(
      `WITH done AS (UPDATE claims SET remind_at = NULL RETURNING *)
       INSERT INTO deliveries (enquiry_kind, enquiry_id, operator, purpose, status, attempts, claimed_at)
       SELECT enquiry_kind, enquiry_id, claimed_by,
              'reminder-' || floor(extract(epoch FROM claimed_at) * 1000)::bigint, 'sending', 1, now()
         FROM done`,
    );
    const marked = await openClaimLink(h.deps, link, "called");
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "sending" }]);
    // The sender's SMTP answer comes: it is recorded as sent, not lost to a cancel.
    const [held] = await h.db.query<{ id: number }>(
      "SELECT id FROM deliveries WHERE purpose LIKE 'reminder-%'",
    );
    await markSent(h.db, held!.id);
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "sent" }]);
    await openClaimLink(h.deps, link, "not_called", marked.html);
    expect(await run(minutes(31))).toMatchObject({ reminded: 0, sent: 0 });
  });

  it("waiting for its retry, is said as coming on the holder's page", async () => {
    const { mails } = await reminderAwaitingRetry(300);
    const page = await pageFor(mails, ravi.email);
    expect(page).toMatch(
      /Reached them\? Mark it below, or a reminder mail comes at \d\d:\d\d IST\./,
    );
    expect(page).not.toContain("no reminder mail will come");
  });

  it("is not undone by a page left open before a later, true mark", async () => {
    const { mails, link } = await claimedByRavi(300);
    const first = await openClaimLink(h.deps, link, "called");
    const undone = await openClaimLink(h.deps, link, "not_called", first.html);
    await openClaimLink(h.deps, link, "called", undone.html);
    const stale = await openClaimLink(h.deps, link, "not_called", first.html);
    expect(stale.html).toContain(
      "Marked reached again since that page was opened: nothing undone.",
    );
    expect(await pageFor(mails, meena.email)).toMatch(/reached them at \d\d:\d\d IST/);
  });

  it("is undone by the holder alone", async () => {
    const { mails } = await bookPickupIn(300);
    await press(linkIn(mails, ravi.email), "claim");
    await openClaimLink(h.deps, linkIn(mails, ravi.email), "called");
    const hers = await openClaimLink(h.deps, linkIn(mails, meena.email), "not_called");
    expect(hers.html).toContain("You do not have it, so there was nothing to undo.");
    expect(hers.html).toMatch(/Ravi has this since \d\d:\d\d IST; reached them at/);
    expect(await h.db.query("SELECT remind_at FROM claims")).toEqual([{ remind_at: null }]);
  });

  it("waiting for a retry, is cancelled by the holder saying they called", async () => {
    const { mails } = await reminderAwaitingRetry(300);
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

  it("is not queued by a run that comes too near the pickup, and is owed no more", async () => {
    const { mails } = await bookPickupIn(100);
    await press(linkIn(mails, ravi.email), "claim");
    // Its marker missed until a run 5 minutes before the pickup: too late to help.
    expect(await run(minutes(95))).toMatchObject({ reminded: 0, sent: 0 });
    // Nor, with no reminder, the alert webhook's ask about a silent holder.
    expect(await h.db.query("SELECT remind_at, ask_owner_at FROM claims")).toEqual([
      { remind_at: null, ask_owner_at: null },
    ]);
  });

  it.each([
    { when: "5 minutes before the pickup, too late to help", at: 95 },
    { when: "after the trip", at: 105 },
  ])("is cancelled, not sent, when its sending fails until $when", async ({ at }) => {
    await reminderAwaitingRetry(100);
    await run(minutes(at));
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
    const { mails } = await reminderAwaitingRetry(300);
    expect(await reminders()).toEqual([{ operator: ravi.email, status: "pending" }]);
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
        `^Handed back at \\d\\d:\\d\\d IST: ${ravi.email} had it since \\d\\d:\\d\\d IST and is no longer an operator \\(they said they reached the passenger at \\d\\d:\\d\\d IST\\)\\. Nobody has it now`,
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
      const first = await bookFromPhone(h, nextPhone(), trip);
      h.smtp.mails.length = 0;
      await press(linkIn(first.mails, other.email), "claim");
      const second = await bookFromPhone(h, nextPhone(), trip);
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
