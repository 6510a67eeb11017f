import { describe, expect, it, vi } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import type { Db } from "../../netlify/platform/db";
import { operators, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { addressOf, linkIn, openClaimLink } from "../support/claim-links";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { todayInIndia } from "../../src/shared/pickup-time";

/**
 * A booking sent twice (a reload gives the page a new key) or corrected and sent anew is two
 * rows; each names the other in the operators' mail and on the claim page, with who has it, so
 * two operators do not ring one passenger about one trip. Real database, real SMTP server.
 */
const handleBooking = createEnquiryHandler(bookingKind);
const [ravi, meena] = operators as [(typeof operators)[0], (typeof operators)[0]];
const h = useHarness();

const trip = { ...enquiryCases.booking.valid, name: "Arun Kumar", phone: "98400 55555" };

let client = 0;
/** A booking from the page (each from a client address of its own), and its operators' mails. */
async function book(fields: Record<string, unknown> = {}, deps = h.deps) {
  const before = h.smtp.mails.length;
  const context = requestContext(`198.51.100.${++client}`);
  const response = await handleBooking(
    deps,
    postJson("https://droptaxi.example/api/bookings", { ...trip, ...fields }),
    context,
  );
  await context.settled();
  const mails = await h.smtp.waitForMails(before + operators.length);
  return {
    reference: ((await response.json()) as { reference: string }).reference,
    mails: mails.slice(before),
  };
}

/** Moves a booking's arrival back, as if it had come that many minutes ago. */
const arrivedMinutesAgo = (reference: string, minutes: number) =>
  h.db.query(
    "UPDATE booking_requests SET created_at = now() - make_interval(mins => $2) WHERE reference = $1",
    [reference, minutes],
  );

const lookAlikeLine = (text = "") =>
  text.split("\n").find((line) => /^Similar bookings?( from the same phone)?: /.test(line));

describe("a booking like an earlier one from the same phone", () => {
  it("names the earlier one in every operator's mail, above the buttons, and in the preview", async () => {
    const first = await book();
    await arrivedMinutesAgo(first.reference, 2);
    const second = await book();
    for (const mail of second.mails) {
      expect(lookAlikeLine(mail.text)).toBe(
        `Similar booking from the same phone: ${first.reference} (booked 2 min earlier; same details; nobody has it). Sent twice, corrected, or two cars? Ask when you call.`,
      );
      // Before the Call button: it decides whether to call.
      const html = String(mail.html);
      expect(html.indexOf('class="ask"')).toBeGreaterThan(-1);
      expect(html.indexOf('class="ask"')).toBeLessThan(html.indexOf(">Call "));
      expect(html).toContain(`Similar to ${first.reference} (same phone) · `);
    }
    // The first was mailed before the second came: it names nothing.
    for (const mail of first.mails) expect(lookAlikeLine(mail.text)).toBeUndefined();
  });

  it("says what a correction changed, who has the earlier one, and what to do", async () => {
    const first = await book();
    await openClaimLink(h.deps, linkIn(first.mails, meena.email), "claim");
    const second = await book({ dropoffLocation: "Vellore CMC", vehicleType: "suv" });
    const to = (operator: { email: string }) =>
      lookAlikeLine(second.mails.find((mail) => addressOf(mail) === operator.email)?.text);
    const earlier = `${first.reference} (booked under 1 min earlier; other drop, vehicle;`;
    expect(to(ravi)).toBe(
      `Similar booking from the same phone: ${earlier} Meena has it). Meena may be calling already: if it is the same trip, leave this one to Meena.`,
    );
    expect(to(meena)).toBe(
      `Similar booking from the same phone: ${earlier} you have it). If it is the same trip, press I'll call on this one too.`,
    );
    // The inbox's preview says who has it before the mail is opened.
    const preview = (operator: { email: string }) =>
      /<div style="display:none[^>]*>([^<]*)/.exec(
        String(second.mails.find((mail) => addressOf(mail) === operator.email)?.html),
      )?.[1];
    expect(preview(ravi)).toMatch(
      new RegExp(`^Meena has similar ${first.reference} \\(same phone\\) · `),
    );
    expect(preview(meena)).toMatch(
      new RegExp(`^You have similar ${first.reference} \\(same phone\\) · `),
    );
    // Meena takes it too: Ravi's mail saying so leaves the look-alike out, as it has no Call.
    const before = h.smtp.mails.length;
    await openClaimLink(h.deps, linkIn(second.mails, meena.email), "claim");
    const [taken] = (await h.smtp.waitForMails(before + 1)).slice(before);
    expect(taken?.subject).toMatch(new RegExp(`^Re: ${second.reference} `));
    expect(lookAlikeLine(taken?.text)).toBeUndefined();
    expect(taken?.html).not.toContain('class="ask"');
  });

  it("knows a place in any script or spelling: a booking from the Tamil page, then the English", async () => {
    const first = await book({ pickupLocation: "சென்னை", dropoffLocation: "பெங்களூரு" });
    const second = await book({ pickupLocation: "Chennai", dropoffLocation: "Bangalore" });
    for (const mail of second.mails) {
      expect(lookAlikeLine(mail.text)).toMatch(
        new RegExp(
          `^Similar booking from the same phone: ${first.reference} \\(booked under 1 min earlier; same details; nobody has it\\)`,
        ),
      );
    }
    // The airport is not the city: a pickup moved there is a correction the note names.
    const third = await book({ pickupLocation: "Chennai Airport", dropoffLocation: "Bangalore" });
    expect(lookAlikeLine(third.mails[0]?.text)).toContain(
      `${second.reference} (booked under 1 min earlier; other pickup;`,
    );
  });

  it("names a date corrected by a day, at the same time between the same places", async () => {
    const first = await book({ pickupTime: "00:30" });
    const nextDay = todayInIndia(new Date(Date.now() + 48 * 3600_000));
    const second = await book({ pickupTime: "00:30", pickupDate: nextDay });
    for (const mail of second.mails) {
      expect(lookAlikeLine(mail.text)).toMatch(
        new RegExp(
          `^Similar booking from the same phone: ${first.reference} \\(booked under 1 min earlier; other date; nobody has it\\)`,
        ),
      );
    }
  });

  it("is named on the earlier one's claim page, as the later one", async () => {
    const first = await book();
    // Within the day a look-alike is looked for.
    await arrivedMinutesAgo(first.reference, 23 * 60 + 5);
    const second = await book({ pickupTime: "11:30" });
    const page = await openClaimLink(h.deps, linkIn(first.mails, ravi.email));
    expect(page.html).toContain(
      `Similar booking from the same phone: ${second.reference} (booked 23 h 5 min later; other time; nobody has it).`,
    );
    // Above the "I'll call" button.
    expect(page.html.indexOf(second.reference)).toBeLessThan(page.html.indexOf("I'll call"));
  });

  it("names nothing for the way back the same day, another trip at the same time, another phone, or one sent a day apart", async () => {
    await book({ pickupTime: "06:00" });
    // A phone many share (a hotel desk): the same time, but neither place.
    const otherTrip = await book({
      pickupTime: "06:00",
      pickupLocation: "Pondicherry",
      dropoffLocation: "Tiruvannamalai",
    });
    const wayBack = await book({
      pickupLocation: trip.dropoffLocation,
      dropoffLocation: trip.pickupLocation,
      pickupTime: "18:00",
    });
    // Someone else on the same trip (a colleague, a neighbour): another phone and another name.
    const otherPhone = await book({ phone: "98400 66666", name: "Priya" });
    const [old] = await h.db.query<{ reference: string }>(
      "SELECT reference FROM booking_requests WHERE pickup_time = '06:00' ORDER BY id LIMIT 1",
    );
    await arrivedMinutesAgo(old!.reference, 25 * 60);
    const dayLater = await book({ pickupTime: "06:00" });
    for (const { mails } of [otherTrip, wayBack, otherPhone, dayLater]) {
      for (const mail of mails) expect(lookAlikeLine(mail.text)).toBeUndefined();
    }
  });

  it("names the same trip sent again under the same name with its phone number corrected", async () => {
    const first = await book({ phone: "98765 43201" });
    const second = await book({ phone: "98765 43210" });
    for (const mail of second.mails) {
      expect(lookAlikeLine(mail.text)).toBe(
        `Similar booking: ${first.reference} (booked under 1 min earlier; other phone; nobody has it). The numbers differ: one may be mistyped. Sent twice, corrected, or two cars? Ask when you call.`,
      );
      expect(String(mail.html)).toContain(`Similar to ${first.reference} (other phone) · `);
    }
    // Under the same name, only the very same trip: another time from another phone is another's;
    // so is the same trip from a number more than a slip away (two passengers of one name).
    const otherTime = await book({ phone: "98765 43299", pickupTime: "21:00" });
    const otherPerson = await book({ phone: "99400 12345" });
    for (const { mails } of [otherTime, otherPerson]) {
      for (const mail of mails) expect(lookAlikeLine(mail.text)).toBeUndefined();
    }
  });

  it("tells whoever did not take the mistyped number's booking to ask, not to leave it", async () => {
    const first = await book({ phone: "98765 43201" });
    await openClaimLink(h.deps, linkIn(first.mails, meena.email), "claim");
    const second = await book({ phone: "98765 43210" });
    const toRavi = second.mails.find((mail) => addressOf(mail) === ravi.email);
    expect(lookAlikeLine(toRavi?.text)).toMatch(
      /The numbers differ: one may be mistyped\. Meena has the other number: if it is the same trip, ask Meena whether it reached the passenger; if not, call this one\.$/,
    );
  });

  it("still mails the booking when the look-up fails, and logs why", async () => {
    await book();
    const failing: Db = {
      ...h.db,
      query: (text, params) =>
        text.includes("LEFT JOIN claims c")
          ? Promise.reject(new Error("look-up refused"))
          : h.db.query(text, params),
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const second = await book({}, { ...h.deps, db: failing });
      expect(second.mails).toHaveLength(operators.length);
      for (const mail of second.mails) expect(lookAlikeLine(mail.text)).toBeUndefined();
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Could not look for enquiries like booking #\d+ \(its mail goes without them\): Error$/,
        ),
      );
    } finally {
      logged.mockRestore();
    }
  });
});
