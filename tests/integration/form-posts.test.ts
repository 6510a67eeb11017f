import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import type { AnyEnquiryKind } from "../../netlify/kinds/enquiry-kind";
import {
  count,
  operators,
  postJson,
  requestContext,
  type Harness,
} from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { enquiryCases, tomorrow, validBodyOf } from "../../scripts/harness/enquiry-bodies";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { kindWords } from "../../netlify/intake/form-pages";
import { escapeHtml } from "../../netlify/platform/escape-html";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";
import { carText, fieldErrorText, storedEstimateText, tripText } from "../../src/shared/i18n/say";
import { maxBodyBytes } from "../../netlify/platform/http";
import { maxLength } from "../../src/shared/forms/field-limits";
import { inIndia } from "../../src/shared/pickup-time";

/**
 * The forms as the browser posts them without script: urlencoded text, no Idempotency-Key,
 * answered with a 303 to a thank-you page, or a page of problems.
 */
const h = useHarness();
// A passenger's number other than the business's own, so the pages' two numbers differ.
const passengerPhone = "90030 12345";
/** As the thank-you page prints it: no-break spaces, so a line never ends inside the number. */
const onOneLine = "+91\u00a090030\u00a012345";
const booking = {
  kind: enquiryCases.booking.kind,
  valid: { ...enquiryCases.booking.valid, phone: passengerPhone },
};
const contact = {
  kind: enquiryCases.contact.kind,
  valid: { ...enquiryCases.contact.valid, phone: passengerPhone },
};

afterEach(() => vi.useRealTimers());

/** The form's fields as a browser sends them: every value text. */
function formBody(values: Record<string, unknown>) {
  return new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

let client = 0;
async function post(
  h: Harness,
  kind: AnyEnquiryKind,
  values: Record<string, unknown>,
  headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" },
) {
  const context = requestContext(`198.51.100.${client++ % 250}`);
  const request = new Request(`https://droptaxi.example/api/${kind.name}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: formBody(values),
  });
  const response = await createEnquiryHandler(kind)(h.deps, request, context);
  await context.settled();
  return response;
}

/** Follows a 303 as the browser does: a GET of the Location. */
async function follow(h: Harness, kind: AnyEnquiryKind, response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  const request = new Request(new URL(location, "https://droptaxi.example"));
  return createEnquiryHandler(kind)(h.deps, request, requestContext());
}

/** The enquiry a 303's thank-you link names (its token is signed, not secret). */
function linkedId(response: Response): string {
  const location = new URL(response.headers.get("Location")!, "https://droptaxi.example");
  const payload = location.searchParams.get("thanks")!.split(".")[0]!;
  return (JSON.parse(Buffer.from(payload, "base64url").toString()) as string[])[1]!;
}

const asKind = (kind: unknown) => kind as AnyEnquiryKind;

describe("a booking posted as a plain form", () => {
  it("is stored with its numbers as numbers, mailed, and thanked on a page of its own", async () => {
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      passengers: "2",
      website: "",
    });
    expect(response.headers.get("Location")).toMatch(/^\/api\/booking\?thanks=[\w-]+\.[\w-]+$/);
    const [row] = await h.db.query<{ passengers: number; extra_stops: number; reference: string }>(
      "SELECT passengers, extra_stops, reference FROM booking_requests",
    );
    expect(row).toMatchObject({ passengers: 2, extra_stops: 0 });
    expect(h.smtp.mails).toHaveLength(2);

    const page = await follow(h, asKind(booking.kind), response);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(
      "Thank you for your booking! We will contact you shortly to confirm the details.",
    );
    expect(html).toContain(row!.reference);
    expect(html).toContain(`An operator will call you on ${onOneLine}, usually within 10 minutes.`);
    // Asking for the page again stores nothing more.
    await follow(h, asKind(booking.kind), response);
    expect(await count(h.db, "booking_requests")).toBe(1);
  });

  it("from a browser with no date or time picker, takes the date and time as typed the Indian way", async () => {
    const [year, month, day] = tomorrow.split("-");
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      pickupDate: `${day}/${month}/${year}`,
      pickupTime: "6:30 pm",
    });
    expect(response.status).toBe(303);
    const [row] = await h.db.query<{ pickup_date: string; pickup_time: string }>(
      "SELECT pickup_date::text, pickup_time::text FROM booking_requests",
    );
    expect(row).toEqual({ pickup_date: tomorrow, pickup_time: "18:30:00" });
    expect(h.smtp.mails[0]?.subject).toMatch(/ 18:30$/);
  });

  it("posted again with the same data (a double tap, a resend) gets the first answer, not a second row", async () => {
    const first = await post(h, asKind(booking.kind), booking.valid);
    // The same booking, spelled as a person might type it the second time.
    const again = await post(h, asKind(booking.kind), {
      ...booking.valid,
      phone: "+91 90030-12345",
    });
    expect(linkedId(again)).toBe(linkedId(first));
    expect(await count(h.db, "booking_requests")).toBe(1);
    expect(h.smtp.mails).toHaveLength(2);
  });

  it("sent again by the script, once it has taken the form over, is still the first booking", async () => {
    // A tap before the script on a slow phone: the browser posts the form itself. Back, then
    // a tap on the form the script now runs: the same booking again, as JSON with a key.
    const first = await post(h, asKind(booking.kind), booking.valid);
    const script = async (key: string, body: Record<string, unknown> = booking.valid) => {
      const context = requestContext("198.51.100.77");
      const request = postJson(`https://droptaxi.example/api/booking`, body, { key });
      const response = await createEnquiryHandler(asKind(booking.kind))(h.deps, request, context);
      await context.settled();
      return response;
    };
    const again = await script("script-key-0001");
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(linkedId(first));
    expect(await count(h.db, "booking_requests")).toBe(1);
    expect(h.smtp.mails).toHaveLength(2);
    // Other data from the script is another booking, as it always was.
    const other = await script("script-key-0002", { ...booking.valid, pickupTime: "11:00" });
    expect(other.status).toBe(201);
    expect(((await other.json()) as { id: string }).id).not.toBe(linkedId(first));
    expect(await count(h.db, "booking_requests")).toBe(2);
  });

  it("the same data across a 10-minute boundary is still the first booking; a new window after it is a new one", async () => {
    const window = 10 * 60_000;
    const boundary = Math.ceil(Date.now() / window) * window;
    vi.useFakeTimers({ now: boundary - 1_000, toFake: ["Date"] });
    const first = await post(h, asKind(booking.kind), booking.valid);
    vi.setSystemTime(boundary + 1_000);
    const again = await post(h, asKind(booking.kind), booking.valid);
    expect(linkedId(again)).toBe(linkedId(first));
    expect(await count(h.db, "booking_requests")).toBe(1);

    vi.setSystemTime(boundary + window + 1_000);
    const later = await post(h, asKind(booking.kind), booking.valid);
    expect(later.status).toBe(303);
    expect(linkedId(later)).not.toBe(linkedId(first));
    expect(await count(h.db, "booking_requests")).toBe(2);
  });

  it("with problems, answers a page listing each one, asking to go back, with the call link", async () => {
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      passengers: "5",
      phone: "12345",
      pickupLocation: "",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("Please enter the pickup location");
    expect(html).toContain("Enter a 10-digit Indian mobile number");
    expect(html).toContain("The Sedan seats up to 4.");
    expect(html).toContain("Back button");
    expect(html).toContain('href="tel:+919840012345"');
    expect(await count(h.db, "booking_requests")).toBe(0);
  });

  it("with text where a number belongs, says so in the schema's words", async () => {
    const response = await post(h, asKind(booking.kind), { ...booking.valid, passengers: "two" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please choose the number of passengers");
  });

  it("with a time typed without am or pm, asks for which, in the page's language", async () => {
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      pickupTime: "6:30",
      language: "te",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      escapeHtml(fieldErrorText(formMessagesFor("te"), "pickupTime", "no_am_pm")!),
    );
    expect(await count(h.db, "booking_requests")).toBe(0);
  });

  it("caught by the honeypot, is sent to a thank-you page like a real one, and nothing is stored", async () => {
    const real = await follow(
      h,
      asKind(booking.kind),
      await post(h, asKind(booking.kind), booking.valid),
    );
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      website: "spam.example",
    });
    expect(response.status).toBe(303);
    const page = await follow(h, asKind(booking.kind), response);
    // 200 and a reference, as a real booking's page: a bot cannot tell it was caught …
    expect(page.status).toBe(real.status);
    const html = await page.text();
    expect(html).toMatch(/data-testid="booking-reference">DT-[A-Z0-9]{6}</);
    // … and the page repeats nothing of what it sent.
    expect(html).not.toContain("Vellore");
    expect(await count(h.db, "booking_requests")).toBe(1);
  });

  it("counts against the same per-phone limit as the script's posts, and says so on a page", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await post(h, asKind(booking.kind), {
        ...booking.valid,
        pickupTime: `1${i}:00`,
      });
      expect(response.status).toBe(303);
    }
    const sixth = await post(h, asKind(booking.kind), { ...booking.valid, pickupTime: "16:00" });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    const html = await sixth.text();
    expect(html).toContain("We have had several requests like this");
    // Nothing in it to correct: the page does not ask the passenger to check what they sent.
    const { pages } = formMessagesFor("en");
    expect(html).toContain(`<h1>${pages.tryAgainTitle}</h1>`);
    expect(html).not.toContain(pages.problemTitle);
  });
});

// A kind added later gets this much without a test of its own: posted with no script at all,
// it is kept, mailed to every operator and thanked on a page in its own words.
describe.each(enquiryKinds.map((kind) => [kind.name, asKind(kind)] as const))(
  "any kind posted as a plain form: %s",
  (name, kind) => {
    it("is stored, mailed to every operator, and thanked in its own words on a page of its own", async () => {
      const response = await post(h, kind, validBodyOf(name));
      const page = await follow(h, kind, response);
      expect(page.status).toBe(200);
      const { title, thanks } = kindWords(formMessagesFor("en"), name);
      const html = await page.text();
      expect(html).toContain(escapeHtml(title));
      expect(html).toContain(escapeHtml(thanks));
      expect(await count(h.db, kind.table)).toBe(1);
      const mails = await h.smtp.waitForMails(operators.length);
      const recipients = mails.map((mail) => (Array.isArray(mail.to) ? mail.to : [mail.to]));
      expect(recipients.flatMap((to) => to.flatMap((address) => address?.value ?? []))).toEqual(
        expect.arrayContaining(operators.map(({ name, email }) => ({ address: email, name }))),
      );
    });
  },
);

describe("a contact message posted as a plain form", () => {
  it("is stored, mailed, and thanked in the spec's words with the call-back promise", async () => {
    const response = await post(h, asKind(contact.kind), contact.valid);
    const html = await (await follow(h, asKind(contact.kind), response)).text();
    expect(html).toContain("Thank you for your message! We will contact you soon.");
    expect(html).toContain(`An operator will call you on ${onOneLine}, usually within 10 minutes.`);
    expect(await count(h.db, "contact_messages")).toBe(1);
    expect(h.smtp.mails).toHaveLength(2);
  });
});

describe("a form posted from another language's page", () => {
  const ta = formMessagesFor("ta");

  it("is thanked in that language, the call-back promise too, and stored with it", async () => {
    const response = await post(h, asKind(booking.kind), { ...booking.valid, language: "ta" });
    const [row] = await h.db.query<{ language: string }>("SELECT language FROM booking_requests");
    expect(row!.language).toBe("ta");
    const html = await (await follow(h, asKind(booking.kind), response)).text();
    expect(html).toContain('<html lang="ta-IN">');
    expect(html).toContain(ta.booking.thanks);
    expect(html).toContain(ta.callBack(onOneLine, 10));
    // The trip as sent, its date and time in the passenger's language.
    expect(html).toContain(`<p>${tripText(ta, booking.valid)}</p>`);
    // The car and the party, in its words: "செடான், 2 பேர்".
    expect(html).toContain(`<p>${carText(ta, booking.valid)}</p>`);
    expect(carText(ta, booking.valid)).toBe("செடான், 2 பேர்");
    expect(html).not.toContain("Thank you");
  });

  it("for a pickup under an hour away, asks on the thank-you page for a call as well", async () => {
    const soon = inIndia(new Date(Date.now() + 45 * 60_000));
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      pickupDate: soon.date,
      pickupTime: soon.time,
      website: "",
    });
    const html = await (await follow(h, asKind(booking.kind), response)).text();
    expect(html).toMatch(
      /Your pickup is in 4\d minutes: please call us now as well, so that a car can be sent at once\./,
    );
  });

  it("says the stored estimate on the thank-you page, which the page's panel could not follow", async () => {
    const trip = {
      ...booking.valid,
      language: "ta",
      pickupLocation: "சென்னை விமான நிலையம்",
      dropoffLocation: "Madurai",
      pickupTime: "23:30",
      vehicleType: "innova",
      passengers: 5,
      extraStops: 1,
    };
    const html = await (
      await follow(h, asKind(booking.kind), await post(h, asKind(booking.kind), trip))
    ).text();
    const [row] = await h.db.query<{ fare_estimate: number; distance_km: number }>(
      "SELECT fare_estimate, distance_km FROM booking_requests",
    );
    // Innova by night from the airport with a stop: not the Sedan daytime fare the panel showed.
    expect(row).toEqual({ fare_estimate: 462 * 18 + 832 + 250 + 50, distance_km: 462 });
    const [total, note] = storedEstimateText(ta, { fareEstimate: 9448, distanceKm: 462 });
    expect(total).toContain("₹9,448");
    expect(html).toContain(`<p>${escapeHtml(total!)}</p>\n<p>${escapeHtml(note!)}</p>`);

    const unknown = await post(h, asKind(booking.kind), {
      ...trip,
      dropoffLocation: "Somewhere Else",
      phone: "9840012346",
    });
    const unknownHtml = await (await follow(h, asKind(booking.kind), unknown)).text();
    expect(unknownHtml).toContain(`<p>${escapeHtml(ta.fare.unknownRoute)}</p>`);
  });

  it("lists its problems in that language", async () => {
    const response = await post(h, asKind(booking.kind), {
      ...booking.valid,
      language: "ta",
      pickupLocation: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(fieldErrorText(ta, "pickupLocation", "required"));
    expect(html).toContain(ta.pages.fixAndResend);
    expect(html).not.toContain("Please enter the pickup location");
  });

  it("takes a message in Malayalam at its full length, each letter three escaped bytes", async () => {
    const letters = "മൂന്നാറിലേക്ക് ";
    const message = letters.repeat(Math.ceil(maxLength.message / letters.length));
    const response = await post(h, asKind(contact.kind), {
      ...contact.valid,
      language: "ml",
      message: message.slice(0, maxLength.message).trim(),
    });
    await follow(h, asKind(contact.kind), response);
  });

  it("is refused in the language of the page it came from, before its body is read", async () => {
    const response = await post(
      h,
      asKind(contact.kind),
      { ...contact.valid, message: "x".repeat(maxBodyBytes) },
      { "Sec-Fetch-Site": "same-origin", Referer: "https://droptaxi.example/kn/" },
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(formMessagesFor("kn").failures.too_large);
  });
});

describe("the thank-you link", () => {
  it("says the enquiry was received, never that it was not saved, while the database fails", async () => {
    const response = await post(h, asKind(booking.kind), booking.valid);
    const location = response.headers.get("Location")!;
    const down = { ...h.deps.db, query: () => Promise.reject(new Error("Connection terminated")) };
    const page = await createEnquiryHandler(asKind(booking.kind))(
      { ...h.deps, db: down },
      new Request(new URL(location, "https://droptaxi.example")),
      requestContext(),
    );
    expect(page.status).toBe(503);
    const html = await page.text();
    const t = formMessagesFor("en");
    expect(html).toContain(`<h1>${t.pages.thanksTitle.booking}</h1>`);
    expect(html).toContain(t.pages.notShownNow);
    expect(html).not.toContain(t.failures.unavailable);
  });

  it("shows nothing of an enquiry for an altered token, or one made for the other form", async () => {
    const response = await post(h, asKind(contact.kind), contact.valid);
    const location = response.headers.get("Location")!;
    const token = new URL(location, "https://x").searchParams.get("thanks")!;
    const altered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}`;
    for (const [kind, path] of [
      [contact.kind, `/api/contact?thanks=${altered}`],
      [booking.kind, `/api/booking?thanks=${token}`],
    ] as const) {
      const page = await createEnquiryHandler(asKind(kind))(
        h.deps,
        new Request(`https://droptaxi.example${path}`),
        requestContext(),
      );
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("90030");
    }
  });
});

describe("posts from another website", () => {
  it.each([
    ["Sec-Fetch-Site says cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site says same-site (another subdomain)", { "Sec-Fetch-Site": "same-site" }],
    ["an older browser's Origin names another host", { Origin: "https://evil.example" }],
    ["Origin is null (a sandboxed frame)", { Origin: "null" }],
  ])("are refused with 403 when %s, and nothing is stored", async (_case, headers) => {
    const response = await post(h, asKind(contact.kind), contact.valid, headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("sent from another website");
    expect(await count(h.db, "contact_messages")).toBe(0);
  });

  it("are taken from the site's own origin, whatever host it is served on (a deploy preview)", async () => {
    const response = await post(h, asKind(contact.kind), contact.valid, {
      Origin: "https://droptaxi.example",
    });
    expect(response.status).toBe(303);
  });
});

describe("a stranger who knows a passenger's trip", () => {
  const window = 10 * 60_000;
  /** The middle of a 10-minute window, `windows` windows from now. */
  const midWindow = (windows = 0) =>
    (Math.floor(Date.now() / window) + windows) * window + window / 2;
  const stranger = { ...booking.valid, phone: "91234 56789" };
  const handle = createEnquiryHandler(asKind(booking.kind));
  const jsonPost = async (values: Record<string, unknown>, key: string) => {
    const context = requestContext("192.0.2.9");
    const response = await handle(
      h.deps,
      postJson("https://droptaxi.example/api/booking", values, { key }),
      context,
    );
    await context.settled();
    return response;
  };
  const rows = () =>
    h.db.query<{ id: string; phone: string; reference: string; idempotency_key: string }>(
      "SELECT id::text, phone, reference, idempotency_key FROM booking_requests ORDER BY id",
    );
  /** The form key as anyone could compute it before it was keyed: SHA-256 of what it names. */
  const publicFormula = (hash: string, at: number) =>
    `form-${createHash("sha256")
      .update(`booking ${hash} ${Math.floor(at / window)}`)
      .digest("base64url")}`;

  it("cannot block a passenger's booking by planting its form key with a JSON post", async () => {
    const now = midWindow();
    vi.useFakeTimers({ now, toFake: ["Date"] });
    // The data hash a stranger computes from the trip; the passenger's real key, as if it leaked.
    await post(h, asKind(booking.kind), booking.valid);
    const [probe] = await h.db.query<{ idempotency_hash: string; idempotency_key: string }>(
      "SELECT idempotency_hash, idempotency_key FROM booking_requests",
    );
    expect(probe!.idempotency_key).toMatch(/^form-/);
    expect(probe!.idempotency_key).not.toBe(publicFormula(probe!.idempotency_hash, now));
    await h.reset();

    for (const key of [publicFormula(probe!.idempotency_hash, now), probe!.idempotency_key]) {
      const planted = await jsonPost(stranger, key);
      expect(planted.status).toBe(400);
      expect(await planted.json()).toEqual({ ok: false, error: { code: "form_idempotency_key" } });
    }
    expect(await rows()).toEqual([]);

    const passenger = await post(h, asKind(booking.kind), booking.valid);
    expect(passenger.status).toBe(303);
    expect((await rows()).map((row) => row.phone)).toEqual(["+919003012345"]);
  });

  it("cannot take over a booking with the previous window's key and their own phone", async () => {
    vi.useFakeTimers({ now: midWindow(), toFake: ["Date"] });
    // The passenger's key of this window, planted on a row holding the stranger's phone.
    await post(h, asKind(booking.kind), booking.valid);
    const theirs = await jsonPost(stranger, "stranger-key-0001");
    const [passengerRow, strangerRow] = await rows();
    await h.db.exec(
      `UPDATE booking_requests SET idempotency_key = 'moved-away' WHERE id = ${passengerRow!.id};
       UPDATE booking_requests SET idempotency_key = '${passengerRow!.idempotency_key}'
        WHERE id = ${strangerRow!.id}`,
    );
    expect(theirs.status).toBe(201);

    // The passenger sends again in the next window: the planted row is not their booking.
    vi.setSystemTime(midWindow(1));
    const again = await post(h, asKind(booking.kind), booking.valid);
    expect(linkedId(again)).not.toBe(strangerRow!.id);
    const stored = (await rows()).find((row) => row.id === linkedId(again));
    expect(stored?.phone).toBe("+919003012345");
    const html = await (await follow(h, asKind(booking.kind), again)).text();
    expect(html).toContain(onOneLine);
    expect(html).not.toContain("56789");
  });

  it("cannot read a passenger's booking through its form key or the same trip", async () => {
    vi.useFakeTimers({ now: midWindow(), toFake: ["Date"] });
    await post(h, asKind(booking.kind), booking.valid);
    const [passengerRow] = await rows();

    const byKey = await jsonPost(booking.valid, passengerRow!.idempotency_key);
    expect(byKey.status).toBe(400);
    expect(await byKey.text()).not.toContain(passengerRow!.reference);

    // The same trip with the stranger's own phone, in this window and the next: their own booking.
    for (const windows of [0, 1]) {
      vi.setSystemTime(midWindow(windows));
      const response = await post(h, asKind(booking.kind), stranger);
      expect(linkedId(response)).not.toBe(passengerRow!.id);
      const html = await (await follow(h, asKind(booking.kind), response)).text();
      expect(html).not.toContain(passengerRow!.reference);
      expect(html).not.toContain("90030");
    }
  });
});
