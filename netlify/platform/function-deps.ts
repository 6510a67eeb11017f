import { join } from "node:path";
import type { Context } from "@netlify/functions";
import { parseServerEnv, type Operator } from "./env";
import { createNeonDb } from "./db";
import { createOutboxMailer, createSmtpMailer } from "../delivery/mailer";
import { bodyFormat, failure } from "./http";
import type { HandlerDeps } from "../intake/enquiry-handler";
import type { Db } from "./db";
import type { Mailer } from "../delivery/mailer";
import { createAlerter } from "./alerts";
import { deriveKey } from "../intake/rate-limit";
import { netlifyDueMarkers, type DueMarkers } from "../schedule/due-markers";
import { deployedSiteProblems, isDeployed } from "./deployed-site";

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
    formKeyKey: deriveKey(parts.siteSecret, "no-script form keys"),
    siteUrl: parts.siteUrl,
    markers: parts.markers,
  };
}

/** A function instance's parts, and what its configuration would be refused for on a deployed site. */
interface Instance {
  deps: HandlerDeps;
  deployedSiteProblems: string[];
}

async function buildInstance(): Promise<Instance> {
  const env = parseServerEnv();
  for (const note of env.notes) console.info(note);
  const deps = handlerDeps({
    markers: netlifyDueMarkers(),
    ...env,
    db: createNeonDb(env.databaseUrl, { wsProxy: env.neonWsProxy }),
    mailer: env.smtpUrl
      ? createSmtpMailer(env.smtpUrl, env.mailFrom)
      : createOutboxMailer(join(env.dataDir, "outbox"), env.mailFrom),
  });
  return { deps, deployedSiteProblems: deployedSiteProblems(env) };
}

let instance: Promise<Instance> | null = null;

/**
 * The function instance's database and mailer, made once and reused while the instance lives.
 * A failure (bad configuration) is logged with its reason and tried again on the next request
 * rather than cached.
 */
function instanceDeps(): Promise<Instance> {
  instance ??= buildInstance().catch((error: unknown) => {
    instance = null;
    throw error;
  });
  return instance;
}

type Handler = (deps: HandlerDeps, request: Request, context: Context) => Promise<Response>;

/** How a function answers when it cannot serve at all; by default the JSON problem the page knows. */
export type Unavailable = (request: Request) => Response | Promise<Response>;

const unavailableJson: Unavailable = () =>
  failure(503, "unavailable", { headers: { "Retry-After": "30" } });

/**
 * "TypeError at netlify/intake/thanks-page.ts:47:7": an error's kind and first frame. Some
 * libraries throw other things (the Neon driver, a WebSocket's ErrorEvent with the Error inside):
 * those are named by their class, and placed by the Error they carry.
 */
function whereThrown(error: unknown): string {
  const carried = (error as { error?: unknown } | null)?.error;
  const placed = error instanceof Error ? error : carried instanceof Error ? carried : null;
  const name =
    error instanceof Error
      ? error.name
      : typeof error === "object" && error !== null
        ? error.constructor?.name || "object"
        : typeof error;
  const frame = placed ? /\n\s+at .*?\(?([^\s()]+:\d+:\d+)\)?\n/.exec(`${placed.stack}\n`) : null;
  return frame?.[1] ? `${name} at ${frame[1]}` : name;
}

/**
 * Wraps a handler as a Netlify Function entry point. Configuration is parsed as the module loads,
 * so a missing variable is in the log at the first start, named. A configuration that is refused
 * (invalid anywhere; on a deployed site, also a known or weak SITE_SECRET or
 * LOCAL_DEV_FALLBACKS) answers every request with `unavailable` (the page's call-us answer),
 * and the log says what to set.
 */
export function withDeps(handler: Handler, unavailable: Unavailable = unavailableJson) {
  instanceDeps().catch((error: unknown) =>
    console.error(error instanceof Error ? error.message : error),
  );
  return async (request: Request, context: Context) => {
    let ready: Instance;
    try {
      ready = await instanceDeps();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return unavailable(request);
    }
    if (ready.deployedSiteProblems.length > 0 && isDeployed(context)) {
      console.error(
        `Refusing every request on this deployed site (deploy context "${context.deploy.context}"): ${ready.deployedSiteProblems.join("; ")}.`,
      );
      return unavailable(request);
    }
    try {
      return await handler(ready.deps, request, context);
    } catch (error) {
      // What a handler did not plan an answer for (a database failing under a thank-you link),
      // never the platform's bare 500: a browser gets the call-us page; the page's script gets
      // `internal`, which it shows, where `unavailable` would keep its enquiry and retry a
      // failure that may come every time. The log names the error and where it was thrown, not
      // its message, which may quote what a passenger typed.
      console.error(`Unanswered ${whereThrown(error)}: answered as failed.`);
      const script = request.method !== "GET" && bodyFormat(request) !== "form";
      return script ? failure(500, "internal") : unavailable(request);
    }
  };
}
