import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createNeonDb, type Db } from "../../netlify/platform/db";
import { createEnquiryHandler, type HandlerDeps } from "../../netlify/intake/enquiry-handler";
import { contactKind } from "../../netlify/kinds/contact/contact-kind";
import { retryUnsent } from "../../netlify/delivery/notify";
import { startWsProxy, type WsProxy } from "../../netlify/local/ws-proxy";
import { deliveries, postJson, requestContext } from "../support/enquiry-harness";
import { useHarness } from "../support/enquiry-cases";

/**
 * Faults between the parts, with the real database and SMTP server: the database connection
 * is cut through a proxy of our own at the worst moments.
 */
const handle = createEnquiryHandler(contactKind);
const message = {
  name: "Ravi",
  email: "ravi@example.com",
  phone: "9840012345",
  message: "Airport drop",
};

const h = useHarness();
let proxy: WsProxy;
let flakyDb: Db;
beforeAll(async () => {
  proxy = await startWsProxy();
  flakyDb = createNeonDb(inject("databaseUrl"), { wsProxy: proxy.address });
});
afterAll(async () => {
  await flakyDb.close();
  await proxy.close();
});
beforeEach(() => proxy.restore());

describe("faults", () => {
  it("Postgres lost between the insert and the 'sent' mark: one mail, and the mark lands once it is back", async () => {
    // The mail goes out while the database is away; it comes back 600 ms later.
    const deps: HandlerDeps = {
      ...h.deps,
      operators: [{ name: "Owner", email: "owner@droptaxi.example" }],
      db: flakyDb,
      mailer: {
        async send(mail) {
          proxy.cut();
          setTimeout(() => proxy.restore(), 600);
          await h.deps.mailer.send(mail);
        },
        close() {},
      },
    };
    const context = requestContext();
    const response = await handle(deps, postJson("http://localhost/api/contact", message), context);
    expect(response.status).toBe(201);
    await context.settled();
    expect(await deliveries(h.db)).toMatchObject([{ status: "sent", attempts: 1 }]);
    expect(h.smtp.mails).toHaveLength(1);
    // Nothing is left for the retry job to send again.
    expect(await retryUnsent(h.deps, [contactKind])).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(h.smtp.mails).toHaveLength(1);
  });

  it("Postgres refusing connections at submit: the visitor is told (503) and nothing is mailed", async () => {
    proxy.cut();
    const context = requestContext();
    const response = await handle(
      { ...h.deps, db: flakyDb },
      postJson("http://localhost/api/contact", message),
      context,
    );
    await context.settled();
    expect(response.status).toBe(503);
    expect((await response.json()).error).toEqual({ code: "unavailable" });
    expect(h.smtp.mails).toHaveLength(0);
    proxy.restore();
    const [row] = await h.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_messages",
    );
    expect(row!.n).toBe(0);
  });
});
