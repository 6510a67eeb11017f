import { describe, expect, it, vi } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";
import type { Db } from "../../netlify/platform/db";
import { operators, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { addressOf, linkIn, openClaimLink } from "../support/claim-links";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";

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
  text.split("\n").find((line) => line.startsWith("Same phone and pickup day as "));

describe("a booking like an earlier one from the same phone", () => {
  it("names the earlier one in every operator's mail, above the buttons, and in the preview", async () => {
    const first = await book();
    await arrivedMinutesAgo(first.reference, 2);
    const second = await book();
    for (const mail of second.mails) {
      expect(lookAlikeLine(mail.text)).toBe(
        `Same phone and pickup day as ${first.reference} (booked 2 min earlier; same details; nobody has it). Sent twice, corrected, or two cars? Ask when you call.`,
      );
      // Before the Call button: it decides whether to call.
      const html = String(mail.html);
      expect(html.indexOf(first.reference)).toBeLessThan(html.indexOf(">Call "));
      expect(html).toContain(`Same phone and day as ${first.reference} · `);
    }
    // The first was mailed before the second came: it names nothing.
    for (const mail of first.mails) expect(lookAlikeLine(mail.text)).toBeUndefined();
  });

  it("says what a correction changed and who has the earlier one", async () => {
    const first = await book();
    await openClaimLink(h.deps, linkIn(first.mails, meena.email), "claim");
    const second = await book({ dropoffLocation: "Vellore CMC", vehicleType: "suv" });
    const toRavi = second.mails.find((mail) => addressOf(mail) === ravi.email);
    expect(lookAlikeLine(toRavi?.text)).toMatch(
      new RegExp(
        `^Same phone and pickup day as ${first.reference} \\(booked under 1 min earlier; other drop, vehicle; Meena has it\\)\\.`,
      ),
    );
  });

  it("is named on the earlier one's claim page, as the later one", async () => {
    const first = await book();
    await arrivedMinutesAgo(first.reference, 65);
    const second = await book({ pickupTime: "11:30" });
    const page = await openClaimLink(h.deps, linkIn(first.mails, ravi.email));
    expect(page.html).toContain(
      `Same phone and pickup day as ${second.reference} (booked 1 h 5 min later; other time; nobody has it).`,
    );
    // Above the "I'll call" button.
    expect(page.html.indexOf(second.reference)).toBeLessThan(page.html.indexOf("I'll call"));
  });

  it("names nothing for the way back the same day, another phone, or a booking a day apart", async () => {
    await book({ pickupTime: "06:00" });
    const wayBack = await book({
      pickupLocation: trip.dropoffLocation,
      dropoffLocation: trip.pickupLocation,
      pickupTime: "18:00",
    });
    const otherPhone = await book({ phone: "98400 66666" });
    const [old] = await h.db.query<{ reference: string }>(
      "SELECT reference FROM booking_requests WHERE pickup_time = '06:00'",
    );
    await arrivedMinutesAgo(old!.reference, 25 * 60);
    const dayLater = await book({ pickupTime: "06:00" });
    for (const { mails } of [wayBack, otherPhone, dayLater]) {
      for (const mail of mails) expect(lookAlikeLine(mail.text)).toBeUndefined();
    }
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
        expect.stringMatching(/^Could not look for enquiries like booking #\d+:$/),
        "look-up refused",
      );
    } finally {
      logged.mockRestore();
    }
  });
});
