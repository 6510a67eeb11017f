import { afterAll, beforeAll, beforeEach } from "vitest";
import { createEnquiryHandler } from "../../netlify/intake/enquiry-handler";
import type { AnyEnquiryKind } from "../../netlify/kinds/enquiry-kind";
import { postJson, requestContext, startHarness, type Harness } from "./enquiry-harness";
import type { enquiryCases } from "../../scripts/harness/enquiry-bodies";

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
