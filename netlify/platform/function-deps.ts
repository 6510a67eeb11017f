import { join } from "node:path";
import type { Context } from "@netlify/functions";
import { parseServerEnv, type Operator } from "./env";
import { createNeonDb } from "./db";
import { createOutboxMailer, createSmtpMailer } from "../delivery/mailer";
import { failure } from "./http";
import type { HandlerDeps } from "../intake/enquiry-handler";
import type { Db } from "./db";
import type { Mailer } from "../delivery/mailer";
import { createAlerter } from "./alerts";
import { deriveKey } from "../intake/rate-limit";
import { netlifyDueMarkers, type DueMarkers } from "../schedule/due-markers";

/** What a handler is given, from its parts; tests and scripts hand in parts on local servers. */
export function handlerDeps(parts: {
  db: Db;
  mailer: Mailer;
  operators: Operator[];
  siteSecret: string;
  alertWebhookUrl?: string;
  escalateAfterMinutes?: number;
  siteUrl: string;
  markers: DueMarkers;
}): HandlerDeps {
  return {
    db: parts.db,
    mailer: parts.mailer,
    operators: parts.operators,
    alerts: createAlerter(parts.alertWebhookUrl),
    escalateAfterMinutes: parts.escalateAfterMinutes ?? 10,
    rateLimitKey: deriveKey(parts.siteSecret, "rate limit"),
    claimKey: deriveKey(parts.siteSecret, "claim links"),
    thanksKey: deriveKey(parts.siteSecret, "thank-you links"),
    siteUrl: parts.siteUrl,
    markers: parts.markers,
  };
}

async function buildDeps(): Promise<HandlerDeps> {
  const env = parseServerEnv();
  for (const note of env.notes) console.info(note);
  return handlerDeps({
    markers: netlifyDueMarkers(),
    ...env,
    db: createNeonDb(env.databaseUrl, { wsProxy: env.neonWsProxy }),
    mailer: env.smtpUrl
      ? createSmtpMailer(env.smtpUrl, env.mailFrom)
      : createOutboxMailer(join(env.dataDir, "outbox"), env.mailFrom),
  });
}

let deps: Promise<HandlerDeps> | null = null;

/**
 * The function instance's database and mailer, made once and reused while the instance lives.
 * A failure (bad configuration) is logged with its reason and tried again on the next request
 * rather than cached.
 */
function instanceDeps(): Promise<HandlerDeps> {
  deps ??= buildDeps().catch((error: unknown) => {
    deps = null;
    throw error;
  });
  return deps;
}

type Handler = (deps: HandlerDeps, request: Request, context: Context) => Promise<Response>;

/**
 * Wraps a handler as a Netlify Function entry point. Configuration is parsed as the module loads,
 * so a missing variable is in the log at the first start, named.
 */
export function withDeps(handler: Handler) {
  instanceDeps().catch((error: unknown) =>
    console.error(error instanceof Error ? error.message : error),
  );
  return async (request: Request, context: Context) => {
    let ready: HandlerDeps;
    try {
      ready = await instanceDeps();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return failure(503, "unavailable");
    }
    return handler(ready, request, context);
  };
}
