import type { CommonFields, EnquiryKind } from "../kinds/enquiry-kind";
import type { EnquiryRow } from "../kinds/stored-enquiry";
import type { Delivery } from "../delivery/deliveries";
import { notifyAndReschedule, type Notifiable, type NotifyDeps } from "../delivery/notify";
import type { RateLimits } from "./rate-limit";
import { answersFor } from "./answers";
import { idempotencyKeysOf } from "./idempotency";
import { pageLanguage } from "./page-language";
import { parseSubmission, readSubmission } from "./read-submission";
import { storeSubmission } from "./store-submission";
import { thanksPage, thanksToken } from "./thanks-page";
import { refreshEnquiryMarker } from "../schedule/marker-sync";

/** The platform's request context: the client's address and a way to finish work after replying. */
export interface RequestContext {
  ip: string;
  waitUntil(promise: Promise<unknown>): void;
  /** Netlify's site details; the claim links in the mails start with its address. */
  site?: { url?: string };
}

/**
 * The site's address for links in mail: Netlify's own for this request, else the configured
 * one (Netlify's URL variable). Never the request's Host, which the client writes.
 */
export function siteUrlOf(deps: { siteUrl: string }, context: { site?: { url?: string } }): string {
  return context.site?.url || deps.siteUrl;
}

export interface HandlerDeps extends NotifyDeps {
  /** Derived from SITE_SECRET (rate-limit.ts deriveKey): the rate-limit keys' HMAC key. */
  rateLimitKey: Buffer;
  rateLimits?: RateLimits;
  /** Derived from SITE_SECRET: signs the thank-you links a form post is sent on to. */
  thanksKey: Buffer;
  /** Derived from SITE_SECRET: the HMAC key of a form's idempotency key, which only the server can make. */
  formKeyKey: Buffer;
}

/**
 * The whole life of a public form submission, shared by every kind: read it, judge it by the
 * kind's schema, store it (Postgres is the only service the answer waits for), answer (201, or a
 * 303 to a thank-you page for a form posted without script), then mail the operators and write
 * the due marker (context.waitUntil). A mail or Blobs failure never reaches the visitor; a
 * database failure is a 503 and no mail.
 */
export function createEnquiryHandler<Parsed, Fields extends CommonFields>(
  kind: EnquiryKind<Parsed, Fields>,
) {
  return async function handle(deps: HandlerDeps, request: Request, context: RequestContext) {
    const token = thanksToken(request);
    if (token !== null) return thanksPage(kind, deps, request, token);
    const answer = answersFor(request, kind, deps);
    const read = await readSubmission(request, kind.schema, pageLanguage(request));
    if (!read.ok) return answer.refuse(read.problem);
    const { submission } = read;
    answer.heard(submission.language, submission.values);
    if (submission.honeypot) return answer.decoy();
    const valid = parseSubmission(kind.schema, submission.submitted);
    if (!valid.ok) return answer.refuse(valid.problem);
    const keys = idempotencyKeysOf(deps.formKeyKey, kind.name, submission, valid.hash);
    const stored = await storeSubmission(
      deps,
      kind,
      {
        parsed: valid.parsed,
        keys,
        hash: valid.hash,
        ip: context.ip,
        ageSeconds: submission.ageSeconds,
      },
      (work) => context.waitUntil(work),
    );
    if ("status" in stored) return answer.refuse(stored);
    if (stored.kind === "stored") context.waitUntil(notifyOperators(deps, kind, stored, context));
    // A replay is answered as before and mailed by whoever stored it, never again here; only
    // its due marker is checked, in case that request died before its mails.
    else context.waitUntil(refreshEnquiryMarker(deps, kind.name, stored.row.id));
    return answer.accepted(stored.row);
  };
}

/** After the answer: every operator's first mail, and the enquiry's due marker beside them. */
function notifyOperators(
  deps: HandlerDeps,
  kind: Notifiable,
  stored: { row: EnquiryRow; deliveries: Delivery[]; marker: string; firstReAlertAt: Date },
  context: RequestContext,
) {
  return notifyAndReschedule(
    { ...deps, siteUrl: siteUrlOf(deps, context) },
    kind,
    stored.row,
    stored.deliveries,
    { name: stored.marker, dueAt: stored.firstReAlertAt },
  );
}
