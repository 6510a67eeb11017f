import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { deriveKey, formRateLimits, pruneRateLimits } from "../../netlify/intake/rate-limit";
import { count, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";
import { enquiryKinds } from "../../netlify/kinds/registry";
import { runScheduled, teamOf } from "../../netlify/schedule/scheduled-run";

/**
 * The per-client limit and the Idempotency-Key, as a hostile test found them: replays must not
 * lock a visitor out, one carrier NAT address must not lock a town out, an IPv6 /64 must not
 * escape the limit, and a reused key must not swallow a different message.
 */
const url = "http://localhost/api/contact";
const handle = createEnquiryHandler(contactKind);

const h = useHarness();
beforeAll(() => {
  // The production limits in a window no test run can straddle: a fixed 10-minute window that
  // turned over mid-test would reset the counts these tests measure.
  h.deps.rateLimits = { ...formRateLimits, windowSeconds: 2 ** 30 };
});

let sequence = 0;
const message = (phone = `98${String(++sequence).padStart(8, "0")}`) => ({
  name: "Priya Raman",
  email: "priya@example.com",
  phone,
  message: `Airport drop, message ${++sequence}`,
});

async function submit(body: unknown, ip: string, key?: string) {
  const context = requestContext(ip);
  const response = await handle(h.deps, postJson(url, body, { key }), context);
  await context.settled();
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("replays", () => {
  it("50 concurrent copies of one submission count one hit: the visitor's next messages go through", async () => {
    const body = message("98400 12345");
    // Every pooled connection open first, so the copies truly race each other.
    await Promise.all(Array.from({ length: 5 }, () => h.db.query("SELECT pg_sleep(0.05)")));
    const copies = await Promise.all(
      Array.from({ length: 50 }, () => submit(body, "203.0.113.7", "one-key-for-fifty-copies")),
    );
    expect(new Set(copies.map((copy) => copy.status))).toEqual(new Set([201]));
    expect(new Set(copies.map((copy) => copy.json.id)).size).toBe(1);
    // Four more real messages from the same phone: within 5 per 10 minutes.
    for (let i = 0; i < 4; i++) {
      expect((await submit(message("98400 12345"), "203.0.113.7")).status).toBe(201);
    }
    expect(await count(h.db, "contact_messages")).toBe(5);
  });

  it("the same key with the same data (spelled differently) gives the first answer again", async () => {
    const body = message("98400 12345");
    const first = await submit(body, "203.0.113.7", "key-same-data-01");
    const again = await submit(
      { ...body, phone: "+91 98400-12345", name: " Priya Raman " },
      "203.0.113.8",
      "key-same-data-01",
    );
    expect(again).toEqual(first);
    expect(await count(h.db, "contact_messages")).toBe(1);
  });

  it("the same key with different data is refused with 422 and stores nothing", async () => {
    const first = await submit(message(), "203.0.113.7", "key-reused-0001");
    expect(first.status).toBe(201);
    const other = await submit(message(), "203.0.113.7", "key-reused-0001");
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ ok: false, error: { code: "idempotency_key_reused" } });
    expect(await count(h.db, "contact_messages")).toBe(1);
  });
});

describe("due markers", () => {
  it("are left only for enquiries stored: a replay, a reused key and a limited one leave none", async () => {
    const body = message();
    expect((await submit(body, "203.0.113.7", "marker-key-0001")).status).toBe(201);
    expect((await submit(body, "203.0.113.7", "marker-key-0001")).status).toBe(201);
    expect((await submit(message(), "203.0.113.7", "marker-key-0001")).status).toBe(422);
    for (let i = 0; i < 5; i++) await submit(message("98400 12345"), "203.0.113.8");
    expect((await submit(message("98400 12345"), "203.0.113.8")).status).toBe(429);
    const { markers } = await h.deps.markers.list();
    expect(markers).toHaveLength(await count(h.db, "contact_messages"));
  });
});

describe("the per-network limit", () => {
  it("lets 30 people behind one carrier NAT address through in 10 minutes, however the address is spelled", async () => {
    const spellings = [
      "100.64.1.20",
      " 100.64.1.20",
      "::ffff:100.64.1.20",
      "::FFFF:6440:114",
      "0:0:0:0:0:ffff:100.64.1.20",
      "0000:0000:0000:0000:0000:ffff:6440:0114",
      "[::ffff:100.64.1.20]",
    ];
    for (let i = 0; i < 30; i++) {
      expect((await submit(message(), spellings[i % spellings.length]!)).status).toBe(201);
    }
    const limited = await submit(message(), spellings[3]!);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("counts an IPv6 /64 as one network", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await submit(message(), `2001:db8:4:5:${i.toString(16)}::1`)).status).toBe(201);
    }
    expect((await submit(message(), "2001:db8:4:5:ffff::abcd")).status).toBe(429);
    // The next /64 is another network.
    expect((await submit(message(), "2001:db8:4:6::1")).status).toBe(201);
  });

  it("stores only HMAC keys, from which no address or phone can be recovered", async () => {
    await submit(message("98400 12345"), "203.0.113.7");
    const keys = (
      await h.db.query<{ client_key: string }>("SELECT client_key FROM rate_limit_hits")
    ).map((row) => row.client_key);
    expect(keys).toHaveLength(2);
    const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
    for (const key of keys) {
      expect(key).not.toContain("203.0.113.7");
      expect(key).not.toContain(sha256("203.0.113.7").slice(0, 32));
      expect(key).not.toContain("9840012345");
    }
    // Another SITE_SECRET gives other keys for the same visitor.
    await h.reset();
    const other = {
      ...h.deps,
      rateLimitKey: deriveKey(publicSiteSecrets.testOtherSite, "rate limit"),
    };
    const context = requestContext("203.0.113.7");
    await handle(other, postJson(url, message("98400 12345")), context);
    await context.settled();
    const otherKeys = (
      await h.db.query<{ client_key: string }>("SELECT client_key FROM rate_limit_hits")
    ).map((row) => row.client_key);
    expect(otherKeys.filter((key) => keys.includes(key))).toEqual([]);
  });
});

describe("the sweep of old windows", () => {
  it("deletes the counts of every window that has ended and keeps the current ones", async () => {
    const { windowSeconds } = formRateLimits;
    await h.db.query(
      `INSERT INTO rate_limit_hits (client_key, window_start, hits) VALUES
         ('day old', now() - interval '25 hours', 30),
         ('just ended', now() - make_interval(secs => $1 + 1), 4),
         ('current', now() - make_interval(secs => $1 - 60), 5)`,
      [windowSeconds],
    );
    expect(await pruneRateLimits(h.db)).toBe(2);
    const rows = await h.db.query<{ client_key: string; hits: number }>(
      "SELECT client_key, hits FROM rate_limit_hits",
    );
    expect(rows).toEqual([{ client_key: "current", hits: 5 }]);
  });
});

/** A database whose connection drops as the insert ends: after its commit, or before it. */
const dropping = (commits: boolean) => ({
  ...h.deps.db,
  async query<Row>(text: string, params?: readonly unknown[]) {
    if (!text.includes("INSERT INTO contact_messages")) return h.deps.db.query<Row>(text, params);
    if (commits) await h.deps.db.query<Row>(text, params);
    throw new Error("Connection terminated");
  },
});

describe("an enquiry whose first request died after its commit", () => {
  it("reaches the operators within minutes, though the page never sends it again", async () => {
    // The job swept just now: until the next sweep it opens the database only for a marker.
    await h.deps.markers.recordSweep(new Date(), [], teamOf(h.deps.operators));
    // A passenger without script is told "unavailable" and may call instead of resending.
    const first = requestContext("192.0.2.78");
    const lost = await handle({ ...h.deps, db: dropping(true) }, postJson(url, message()), first);
    await first.settled();
    expect(lost.status).toBe(503);
    expect(await count(h.db, "contact_messages")).toBe(1);
    expect(h.smtp.mails).toHaveLength(0);

    const soon = await runScheduled(h.deps, enquiryKinds, {
      now: new Date(Date.now() + 3 * 60_000),
    });
    expect(soon).toMatchObject({ reason: "marker due", sent: 2 });
    expect(h.smtp.mails).toHaveLength(2);
  });

  it("leaves no marker behind where the insert never landed", async () => {
    await h.deps.markers.recordSweep(new Date(), [], teamOf(h.deps.operators));
    const first = requestContext("192.0.2.79");
    const refused = await handle(
      { ...h.deps, db: dropping(false) },
      postJson(url, message()),
      first,
    );
    await first.settled();
    expect(refused.status).toBe(503);
    expect((await h.deps.markers.list()).markers).toHaveLength(1);

    const later = await runScheduled(h.deps, enquiryKinds, {
      now: new Date(Date.now() + 3 * 60_000),
    });
    expect(later).toMatchObject({ reason: "marker due", sent: 0 });
    expect((await h.deps.markers.list()).markers).toEqual([]);
  });

  it("sent again by the page while Blobs were down, is answered as stored and marked", async () => {
    await h.deps.markers.recordSweep(new Date(), [], teamOf(h.deps.operators));
    const blobsDown = {
      ...h.deps.markers,
      schedule: () => Promise.reject(new Error("Writing a due marker took longer than 3000 ms")),
    };
    const body = message();
    const first = requestContext("192.0.2.77");
    const lost = await handle(
      { ...h.deps, db: dropping(true), markers: blobsDown },
      postJson(url, body, { key: "k-lost-answer" }),
      first,
    );
    await first.settled();
    expect(lost.status).toBe(503);
    expect(await count(h.db, "contact_messages")).toBe(1);
    expect((await h.deps.markers.list()).markers).toEqual([]);

    // Half a minute later the page sends it again, under the same key: the answer it missed.
    await h.db.query("UPDATE deliveries SET claimed_at = claimed_at - interval '30 seconds'");
    expect((await submit(body, "192.0.2.77", "k-lost-answer")).status).toBe(201);
    expect(h.smtp.mails).toHaveLength(0);

    // Once the first request's claim on its mails is stale, the job's marker is due.
    const outcome = await runScheduled(h.deps, enquiryKinds, {
      now: new Date(Date.now() + 3 * 60_000),
    });
    expect(outcome).toMatchObject({ reason: "marker due", sent: 2 });
    expect(h.smtp.mails).toHaveLength(2);
  });
});
