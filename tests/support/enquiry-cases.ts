import { afterAll, beforeAll, beforeEach } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import type { AnyEnquiryKind } from "../../netlify/kinds/enquiry-kind";
import { operators, postJson, requestContext, startHarness, type Harness } from "./enquiry-harness";
import { enquiryCases } from "../../scripts/harness/enquiry-bodies";
import { bookingKind } from "../../netlify/kinds/booking/booking-kind";

/**
 * The harness for a test file: started once, emptied before each test, stopped after the last.
 * Call it at the top of the file; what it returns reads the started harness, so it serves in
 * tests and hooks (not while the file is being loaded, before the harness has started).
 */
export function useHarness(): Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness?.stop());
  beforeEach(() => started().reset());
  const started = () => {
    if (!harness) throw new Error("The harness starts in beforeAll: use it in tests and hooks.");
    return harness;
  };
  return {
    get db() {
      return started().db;
    },
    get smtp() {
      return started().smtp;
    },
    get deps() {
      return started().deps;
    },
    get blobs() {
      return started().blobs;
    },
    reset: () => started().reset(),
    stop: () => started().stop(),
  };
}

let client = 0;

/**
 * Posts a body to the kind's handler and waits for the work done after the answer (the mail).
 * Each call comes from a client address of its own, so the rate limit stays out of the way.
 */
export async function submit(
  h: Harness,
  kind: (typeof enquiryCases)[keyof typeof enquiryCases]["kind"],
  body: unknown,
) {
  const context = requestContext(`192.0.2.${client++ % 250}`);
  const response = await createEnquiryHandler(kind as AnyEnquiryKind)(
    h.deps,
    postJson(`http://localhost/api/${kind.name}`, body),
    context,
  );
  await context.settled();
  return response;
}

/**
 * A booking from the `n`th phone and client address of a test file (so neither the rate limit nor
 * the look-alike note joins it to another), by a passenger whose name is no operator's, so
 * "Taken by Ravi" can only be the operator who claimed; its first mails sent, and returned.
 */
export async function bookFromPhone(h: Harness, n: number, fields: Record<string, unknown> = {}) {
  const context = requestContext(`198.51.100.${n}`);
  const response = await createEnquiryHandler(bookingKind)(
    h.deps,
    postJson("https://droptaxi.example/api/bookings", {
      ...enquiryCases.booking.valid,
      name: "Arun Kumar",
      phone: `98${String(n).padStart(8, "0")}`,
      ...fields,
    }),
    context,
  );
  await context.settled();
  const mails = await h.smtp.waitForMails(operators.length);
  return {
    booking: (await response.json()) as { id: string; reference: string },
    mails: [...mails],
  };
}
