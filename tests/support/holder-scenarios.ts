import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled } from "../../netlify/schedule/scheduled-run";
import { inIndia } from "../../src/shared/pickup-time";
import { operators, type Harness } from "./enquiry-harness";
import { bookFromPhone } from "./enquiry-cases";
import { linkIn, openClaimLink } from "./claim-links";

/**
 * Bookings as their holder lives with them: booked for a pickup so many minutes away, claimed
 * from the mail, the scheduled job run on a clock the test moves. Each booking comes from a
 * phone of its own, so none is taken for another's look-alike.
 */
export function holderScenarios(h: Harness) {
  const [ravi] = operators as [(typeof operators)[0]];
  let phone = 0;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

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

  /** A booking Ravi has claimed, and his link to it. */
  async function claimedByRavi(pickupInMinutes: number) {
    const booked = await bookPickupIn(pickupInMinutes);
    const link = linkIn(booked.mails, ravi.email);
    await press(link, "claim");
    return { ...booked, link };
  }

  const run = (at: Date) => runScheduled(h.deps, enquiryKinds, { now: at });

  return { minutes, bookPickupIn, press, claimedByRavi, run, nextPhone: () => ++phone };
}
