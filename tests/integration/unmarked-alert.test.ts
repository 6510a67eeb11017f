import { describe, expect, it } from "vitest";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled, teamOf } from "../../netlify/schedule/scheduled-run";
import { operators } from "../support/enquiry-harness";
import { submit, useHarness } from "../support/enquiry-cases";
import { linkIn, openClaimLink } from "../support/claim-links";
import { alertsToWebhook } from "../support/webhook-capture";
import { holderScenarios } from "../support/holder-scenarios";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";

/**
 * A holder asleep does not hear their own reminder: as the pickup nears, the alert webhook (the
 * owner) is told the holder has not marked the passenger reached, and asked to ring the holder,
 * never the passenger, and nobody else is told. Real database, SMTP server and webhook; the
 * scheduled job runs on a clock the test moves.
 */
const [ravi, meena] = operators as [(typeof operators)[0], (typeof operators)[0]];

const h = useHarness();
const webhook = alertsToWebhook(() => h);
const { minutes, claimedByRavi, press, run } = holderScenarios(h);

/** What the webhook was told, each time of day as HH:MM and each span as "in …". */
const told = () =>
  webhook.received.map((alert) =>
    String(alert.text)
      .replaceAll(/\d\d:\d\d/g, "HH:MM")
      .replace(/in (\d+ h )?\d+ min/, "in …"),
  );

const notMarked = (reference: string, holder = "Ravi") =>
  `NOT MARKED REACHED: booking ${reference} (pickup HH:MM IST, in …). ${holder} took it at HH:MM IST and has not marked the passenger reached. Ring ${holder} before anyone rings the passenger; if ${holder} does not answer, the passenger's number is in the operators' first mail about it.`;

/** The webhook hears nothing up to a run at `quietAt` minutes, then the ask at `askedAt`. */
async function expectAskedBetween(reference: string, quietAt: number, askedAt: number) {
  await run(minutes(quietAt));
  expect(webhook.received).toEqual([]);
  await run(minutes(askedAt));
  expect(told()).toEqual([notMarked(reference)]);
}

/** Ravi's booking whose ask the webhook did not take (it hung): recorded, and still owed. */
async function askNotTaken(pickupInMinutes = 100, askedAt = 50.5) {
  const booked = await claimedByRavi(pickupInMinutes);
  await run(minutes(30.5));
  webhook.hanging = true;
  await run(minutes(askedAt));
  webhook.hanging = false;
  return booked;
}

describe("the webhook's word about a holder silent as the pickup nears", () => {
  it("comes 20 minutes after the reminder, once, without the passenger's phone, to nobody else", async () => {
    const { booking, link } = await claimedByRavi(100);
    expect(await run(minutes(30.5))).toMatchObject({ reminded: 1, sent: 1 });
    await h.smtp.waitForMails(1);
    h.smtp.mails.length = 0;
    await run(minutes(49.5));
    expect(webhook.received).toEqual([]);
    // The every-minute job wakes for it by its marker.
    const { markers } = await h.deps.markers.list();
    const dueIn = markers.map((marker) => (marker.dueAt.getTime() - Date.now()) / 60_000);
    expect(dueIn).toEqual([expect.closeTo(50, 0)]);
    await run(minutes(50.5));
    expect(told()).toEqual([notMarked(booking.reference)]);
    expect(webhook.received[0]).toEqual({
      text: expect.any(String),
      kind: "booking",
      id: String(booking.id),
      reference: booking.reference,
    });
    expect(h.smtp.mails).toEqual([]);
    // Once a claim.
    await run(minutes(70));
    expect(webhook.received).toHaveLength(1);

    // Ravi wakes and marks it: the webhook is told to stand down.
    webhook.received.length = 0;
    await openClaimLink(h.deps, link, "called");
    await run(minutes(71));
    expect(told()).toEqual([
      `Ravi marked the passenger reached at HH:MM IST: booking ${booking.reference}. No need to ring Ravi.`,
    ]);
  });

  it("for a far pickup, waits until it is three hours away", async () => {
    const { booking } = await claimedByRavi(300);
    await run(minutes(30.5));
    await expectAskedBetween(booking.reference, 100, 120.5);
  });

  it("is not said once the holder has marked it, nor a stand-down after", async () => {
    const { link } = await claimedByRavi(100);
    await run(minutes(30.5));
    await openClaimLink(h.deps, link, "called");
    await run(minutes(51));
    await run(minutes(80));
    expect(webhook.received).toEqual([]);
  });

  it("recorded but not yet taken by the webhook, is dropped once the holder marks it", async () => {
    const { link } = await askNotTaken();
    await openClaimLink(h.deps, link, "called");
    await run(minutes(52));
    expect(webhook.received).toEqual([]);
  });

  it("is not said for a booking handed back, and the next holder has their own", async () => {
    const { booking, mails, link } = await claimedByRavi(200);
    await run(minutes(30.5));
    await press(link, "release");
    await run(minutes(51));
    expect(webhook.received).toEqual([]);
    await press(linkIn(mails, meena.email), "claim");
    // Meena claimed on the real clock: her reminder is due half an hour on, her ask 20 min later.
    await run(minutes(30.5));
    await run(minutes(50.5));
    expect(told()).toEqual([notMarked(booking.reference, "Meena")]);
  });

  it("once said, is followed by the hand-back's news when the holder hands it back", async () => {
    const { booking, link } = await claimedByRavi(100);
    await run(minutes(30.5));
    await run(minutes(50.5));
    webhook.received.length = 0;
    await press(link, "release");
    await run(new Date());
    expect(told()).toEqual([
      `Handed back by Ravi at HH:MM IST: booking ${booking.reference}. Nobody has it now; every operator is being re-alerted.`,
    ]);
  });

  it("comes timed from an undo made after the reminder, which stands in for it", async () => {
    const { booking, link } = await claimedByRavi(300);
    await run(minutes(30.5));
    const marked = await openClaimLink(h.deps, link, "called");
    await openClaimLink(h.deps, link, "not_called", marked.html);
    // Three hours before the pickup, as for any far pickup; not sooner.
    await expectAskedBetween(booking.reference, 100, 120.5);
  });

  it("is not said of a holder taken off the operators, nor for a message", async () => {
    await claimedByRavi(100);
    await run(minutes(30.5));
    // As if the sweep had not yet handed it back: the step itself leaves Ravi out.
    const withoutRavi = { ...h.deps, operators: [meena] };
    await h.deps.markers.recordSweep(new Date(), [], teamOf([meena]));
    await runScheduled(withoutRavi, enquiryKinds, { now: minutes(51) });
    expect(told().filter((text) => text.startsWith("NOT MARKED"))).toEqual([]);

    await h.reset();
    await submit(h, enquiryCases.contact.kind, enquiryCases.contact.valid);
    const mails = [...(await h.smtp.waitForMails(operators.length))];
    h.smtp.mails.length = 0;
    await press(linkIn(mails, ravi.email), "claim");
    await run(minutes(30.5));
    await run(minutes(51));
    await run(minutes(300));
    expect(told().filter((text) => text.startsWith("NOT MARKED"))).toEqual([]);
  });

  it("is never sent once the pickup has come, though recorded before", async () => {
    await askNotTaken(60, 45.5);
    await run(minutes(70));
    expect(told().filter((text) => text.startsWith("NOT MARKED"))).toEqual([]);
  });

  it("is not recorded by a run that comes after the pickup", async () => {
    await claimedByRavi(100);
    await run(minutes(30.5));
    // Its marker missed until after the pickup.
    await run(minutes(105));
    expect(await h.db.query("SELECT topic FROM alerts")).toEqual([]);
  });

  it("from a late run, comes after the holder's own reminder, not with it", async () => {
    const { booking } = await claimedByRavi(100);
    // The first run to wake for the claim comes 21 minutes late (a marker missed).
    expect(await run(minutes(51))).toMatchObject({ reminded: 1, sent: 1 });
    expect(webhook.received).toEqual([]);
    await run(minutes(71.5));
    expect(told()).toEqual([notMarked(booking.reference)]);
  });

  it("is not said for a claim too near the pickup for a reminder", async () => {
    // Halfway to a pickup 21 minutes off would leave the every-minute job under 11 minutes.
    await claimedByRavi(21);
    expect(await h.db.query("SELECT remind_at, ask_owner_at FROM claims")).toEqual([
      { remind_at: null, ask_owner_at: null },
    ]);
    await run(minutes(10.5));
    await run(minutes(16));
    expect(webhook.received).toEqual([]);
  });

  it("is owed again after an undo, though the webhook was told to stand down", async () => {
    const { booking, link } = await claimedByRavi(100);
    await run(minutes(30.5));
    await run(minutes(50.5));
    const marked = await openClaimLink(h.deps, link, "called");
    await run(minutes(51));
    webhook.received.length = 0;
    await openClaimLink(h.deps, link, "not_called", marked.html);
    // Timed from the undo, on the real clock: 20 minutes on.
    await expectAskedBetween(booking.reference, 19, 20.5);
  });

  it("is owed again after an undo, though the mark dropped it unsent", async () => {
    const { booking, link } = await askNotTaken();
    const marked = await openClaimLink(h.deps, link, "called");
    await run(minutes(51));
    expect(webhook.received).toEqual([]);
    await openClaimLink(h.deps, link, "not_called", marked.html);
    await run(minutes(20.5));
    expect(told()).toEqual([notMarked(booking.reference)]);
  });

  it("is dropped unsent for a claim since taken over, and the webhook told who has it", async () => {
    const { mails } = await claimedByRavi(100);
    await run(minutes(30.5));
    await run(minutes(50.5));
    webhook.received.length = 0;
    // Ravi is taken off the list; before the sweep hands it back, Meena takes it over.
    const withoutRavi = { ...h.deps, operators: [meena] };
    await openClaimLink(withoutRavi, linkIn(mails, meena.email), "claim");
    await runScheduled(withoutRavi, enquiryKinds, { now: new Date() });
    expect(told()).toEqual([
      expect.stringMatching(
        /^Taken by Meena at HH:MM IST: booking .*No need to call the passenger\.$/,
      ),
    ]);
  });

  it("recorded for one holder, is not sent once another has claimed it since", async () => {
    const { mails, link } = await askNotTaken();
    await press(link, "release");
    await press(linkIn(mails, meena.email), "claim");
    webhook.received.length = 0;
    await run(new Date());
    expect(told().filter((text) => text.startsWith("NOT MARKED"))).toEqual([]);
  });

  it("stands down for the claim it was about, and not with the next holder's name", async () => {
    const { mails, link } = await claimedByRavi(100);
    await run(minutes(30.5));
    await run(minutes(50.5));
    await openClaimLink(h.deps, link, "called");
    webhook.hanging = true;
    await run(minutes(51));
    webhook.hanging = false;
    await press(link, "release");
    const hers = linkIn(mails, meena.email);
    await press(hers, "claim");
    await openClaimLink(h.deps, hers, "called");
    webhook.received.length = 0;
    await run(minutes(52));
    expect(told().filter((text) => text.includes("No need to ring"))).toEqual([]);
  });
});
