import { createHash, createHmac, randomUUID } from "node:crypto";
import type { z } from "zod";
import { toInsertColumns } from "../kinds/columns";
import type { EnquiryKind } from "../kinds/enquiry-kind";
import type { StoredEnquiry } from "../kinds/stored-enquiry";
import { idempotencyHeader, type FieldErrors } from "../../src/shared/forms/api";
import { honeypotField } from "../../src/shared/forms/fields";
import { bodyFormat, json, problem, problemJson, readBody, type Problem } from "../platform/http";
import { formFields } from "./form-fields";
import { pageLanguage, renderProblemPage, renderThanksPage } from "./form-pages";
import { formMessagesFor, languageOr } from "../../src/shared/i18n/messages-for";
import type { FieldErrorValues } from "../../src/shared/i18n/messages";
import { htmlResponse } from "../platform/html-page";
import { errorWords } from "../platform/alerts";
import { isFromOtherSite } from "../platform/same-origin";
import { thanksEnquiryId, thanksParam, thanksPath } from "./thanks-link";
import { findEnquiryRow } from "../kinds/stored-enquiry";
import { formRateLimits, limitKeys, type RateLimits } from "./rate-limit";
import { acceptEnquiry, type AcceptOutcome } from "./accept-enquiry";
import { readEnquiry } from "../kinds/stored-enquiry";
import { notifyAndReschedule, type NotifyDeps } from "../delivery/notify";

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

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Each invalid field's code (the schemas' messages are codes: src/shared/forms/field-errors.ts), the
 * first per field; a body that is no object at all is the "form" field's.
 */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * A unique violation here can only be a generated value that clashed with an earlier row (the
 * Idempotency-Key has its own ON CONFLICT): try again with fresh values, a few times.
 */
async function retryOnGeneratedClash<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as { code?: string }).code !== "23505" || i >= tries) throw error;
    }
  }
}

/** Object keys in one order, so equal data always serialises alike. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/**
 * What an Idempotency-Key is stored with: a hash of the schema's parsed output, so the same
 * data hashes alike however it was sent (spacing in a phone number, key order, JSON or a form).
 */
function dataHash(parsed: unknown): string {
  return createHash("sha256").update(canonicalJson(parsed)).digest("base64url");
}

/**
 * A form posted without script carries no Idempotency-Key (the pre-rendered page is the same for
 * everyone), so its key is made from its data: the same data in the same 10-minute window is the
 * same key, and rides the Idempotency-Key path (one row, the first answer again). It is an HMAC
 * under a key derived from SITE_SECRET, and a JSON post may not use a key of its shape, so a
 * stranger who knows a passenger's trip can neither compute it nor plant a row under it.
 */
const formReplaySeconds = 10 * 60;
const formKeyPrefix = "form-";

function formKey(secret: Buffer, kind: string, hash: string, window: number): string {
  const digest = createHmac("sha256", secret)
    .update(`${kind} ${hash} ${window}`)
    .digest("base64url");
  return `${formKeyPrefix}${digest}`;
}

/** The key a caught bot's thank-you link is signed with (derived from the real links' key). */
const decoyKeyOf = (deps: { thanksKey: Buffer }) =>
  createHmac("sha256", deps.thanksKey).update("decoy thank-you links").digest();

function isHoneypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The whole life of a public form submission, shared by every kind: check the request, store the
 * row, answer (201, or a 303 to a thank-you page for a form posted without script), then mail
 * the operators and write the due marker (context.waitUntil). Postgres is the only service the
 * answer waits for: a mail or Blobs failure never reaches the visitor; a database failure is a
 * 503 and no mail.
 */
export function createEnquiryHandler<Parsed, Fields extends object>(
  kind: EnquiryKind<Parsed, Fields>,
) {
  const answerOf = (deps: HandlerDeps, enquiry: StoredEnquiry<Fields>) =>
    kind.accepted(enquiry, deps.escalateAfterMinutes);

  /** GET ?thanks=<token>: the thank-you page a form post was sent on to. */
  async function thanksPage(deps: HandlerDeps, request: Request, token: string) {
    const id = thanksEnquiryId(deps.thanksKey, kind.name, token);
    const row = id === null ? null : await findEnquiryRow(deps.db, kind.table, { id });
    if (!row && thanksEnquiryId(decoyKeyOf(deps), kind.name, token) !== null) {
      // A caught bot's link: the page a real one gives, so it cannot tell it was caught.
      const decoy = kind.decoy(deps.escalateAfterMinutes) as {
        reference?: string;
        callBackWithinMinutes: number;
      };
      return htmlResponse(
        200,
        renderThanksPage({ kind: kind.name, language: pageLanguage(request), enquiry: decoy }),
      );
    }
    if (!row) {
      return htmlResponse(
        404,
        renderThanksPage({ kind: kind.name, language: pageLanguage(request) }),
      );
    }
    const enquiry = readEnquiry(kind, row);
    const { phone, language } = enquiry as { phone?: unknown; language?: unknown };
    const passengerLanguage = languageOr(language);
    return htmlResponse(
      200,
      renderThanksPage({
        kind: kind.name,
        language: passengerLanguage,
        enquiry: {
          ...(answerOf(deps, enquiry) as { reference?: string; callBackWithinMinutes: number }),
          phone: typeof phone === "string" ? phone : undefined,
          summary: kind.summary?.(enquiry, formMessagesFor(passengerLanguage)) ?? [],
        },
      }),
    );
  }

  return async function handle(deps: HandlerDeps, request: Request, context: RequestContext) {
    if (request.method === "GET") {
      const token = new URL(request.url).searchParams.get(thanksParam);
      if (token !== null) return thanksPage(deps, request, token);
    }
    // A form the browser posted itself is answered with pages; the script's JSON with JSON.
    const asPage = bodyFormat(request) === "form";
    // The page's language: the form's own field once read, else the page it was posted from.
    let language = pageLanguage(request);
    // What the form said, for the messages that quote it ("The Sedan seats up to 4 …").
    let values: FieldErrorValues = {};
    const refuse = (refusal: Problem) =>
      asPage
        ? htmlResponse(
            refusal.status,
            renderProblemPage(refusal, language, values),
            refusal.headers,
          )
        : problemJson(refusal);
    const accept = (id: string, answer: object, key = deps.thanksKey) =>
      asPage
        ? new Response(null, {
            status: 303,
            headers: {
              Location: thanksPath(new URL(request.url).pathname, key, kind.name, id),
              "Cache-Control": "no-store",
            },
          })
        : json(201, answer);

    if (request.method !== "POST") {
      return refuse(problem(405, "method_not_allowed", { headers: { Allow: "POST" } }));
    }
    if (isFromOtherSite(request)) return refuse(problem(403, "other_site"));
    const body = await readBody(request);
    if (!body.ok) return refuse(body.problem);
    const submitted = body.format === "form" ? formFields(kind.schema, body.value) : body.value;
    if (body.format === "form") {
      language = languageOr(body.value.get("language") ?? language);
      values = submitted as FieldErrorValues;
    }

    const headerKey = body.format === "json" ? request.headers.get(idempotencyHeader) : null;
    if (headerKey !== null && !idempotencyKeyPattern.test(headerKey)) {
      return refuse(problem(400, "bad_idempotency_key"));
    }
    if (headerKey?.startsWith(formKeyPrefix)) return refuse(problem(400, "form_idempotency_key"));
    if (isHoneypotFilled(submitted)) {
      console.warn(`Honeypot filled on ${kind.name}: answered as success, nothing stored.`);
      // Its thank-you link is signed with a key of its own: it looks like any other, and its
      // page tells nothing about any enquiry.
      const decoy = kind.decoy(deps.escalateAfterMinutes) as { id: string };
      return accept(decoy.id, decoy, decoyKeyOf(deps));
    }
    const parsed = kind.schema.safeParse(submitted);
    if (!parsed.success) {
      return refuse(problem(400, "validation", { fieldErrors: fieldErrorsOf(parsed.error) }));
    }
    const hash = dataHash(parsed.data);

    let key = headerKey;
    if (body.format === "form") {
      const window = Math.floor(Date.now() / 1000 / formReplaySeconds);
      // Sent again in the next window, but within the 10 minutes: the first answer again, only
      // for the same data (the key is the data's, but a row is trusted for what it holds).
      const earlier = await findEnquiryRow(deps.db, kind.table, {
        idempotencyKey: formKey(deps.formKeyKey, kind.name, hash, window - 1),
        newerThanSeconds: formReplaySeconds,
      }).catch(() => null);
      if (earlier?.idempotency_hash === hash) {
        return accept(String(earlier.id), answerOf(deps, readEnquiry(kind, earlier)));
      }
      key = formKey(deps.formKeyKey, kind.name, hash, window);
    }

    // The name of the enquiry's due marker (the scheduled job's reason to look at it without
    // waking the database), stored with the row. The marker itself is written only after the
    // row is committed, beside the mails: the answer never waits for Blobs.
    const marker = randomUUID();
    let outcome: AcceptOutcome;
    try {
      const limits = deps.rateLimits ?? formRateLimits;
      const client = { ip: context.ip, phone: kind.phone(parsed.data) };
      const store = () =>
        acceptEnquiry(deps.db, {
          kind: kind.name,
          table: kind.table,
          // Made afresh on each try: a generated value (a booking reference) may have clashed.
          columns: toInsertColumns(kind.columns, kind.fields(parsed.data)),
          idempotency: key === null ? null : { key, hash },
          limits: {
            keys: limitKeys(deps.rateLimitKey, limits, kind.name, client),
            windowSeconds: limits.windowSeconds,
          },
          operators: deps.operators.map((operator) => operator.email),
          escalateAfterMinutes: deps.escalateAfterMinutes,
          marker,
        });
      outcome = await retryOnGeneratedClash(store);
    } catch (error) {
      const reason = errorWords(error);
      console.error(`Could not store ${kind.name}: ${reason}`);
      context.waitUntil(deps.alerts.databaseRefused(reason, kind.name));
      return refuse(problem(503, "unavailable", { headers: { "Retry-After": "30" } }));
    }

    if (outcome.kind === "key_reused") {
      return refuse(problem(422, "idempotency_key_reused"));
    }
    if (outcome.kind === "limited") {
      return refuse(
        problem(429, "rate_limited", {
          retryAfterSeconds: outcome.retryAfterSeconds,
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        }),
      );
    }
    // A replay is answered as before and mailed by whoever stored it, never again here.
    if (outcome.kind === "stored") {
      const notifyDeps = { ...deps, siteUrl: siteUrlOf(deps, context) };
      const dueAt = new Date(Date.now() + deps.escalateAfterMinutes * 60_000);
      context.waitUntil(
        notifyAndReschedule(notifyDeps, kind, outcome.row, outcome.deliveries, {
          name: marker,
          dueAt,
        }),
      );
    }
    return accept(String(outcome.row.id), answerOf(deps, readEnquiry(kind, outcome.row)));
  };
}
