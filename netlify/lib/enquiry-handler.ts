import { createHash, randomUUID } from "node:crypto";
import type { z } from "zod";
import { toInsertColumns } from "./columns";
import type { EnquiryKind } from "./enquiry-kind";
import { idempotencyHeader, type FieldErrors } from "../../src/shared/api";
import { honeypotField } from "../../src/shared/fields";
import { failure, json, readJsonBody } from "./http";
import { formRateLimits, limitKeys, type RateLimits } from "./rate-limit";
import { acceptEnquiry, readEnquiry, type AcceptOutcome } from "./enquiry-store";
import { notifyAndReschedule, type NotifyDeps } from "./notify";

/** The platform's request context: the client's address and a way to finish work after replying. */
export interface RequestContext {
  ip: string;
  waitUntil(promise: Promise<unknown>): void;
  /** Netlify's site details; the claim links in the mails start with its address. */
  site?: { url?: string };
}

/** The site's address as the visitor reached it: Netlify's own, else the request's origin. */
export function siteUrlOf(request: Request, context: { site?: { url?: string } }): string {
  return context.site?.url || new URL(request.url).origin;
}

export interface HandlerDeps extends NotifyDeps {
  /** Derived from SITE_SECRET (rate-limit.ts deriveKey): the rate-limit keys' HMAC key. */
  rateLimitKey: Buffer;
  rateLimits?: RateLimits;
}

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

const messages = {
  validation: "Please check the highlighted fields.",
  method: "This address only accepts form submissions (POST).",
  badKey: "The request's Idempotency-Key is not valid.",
  keyReused: "This request's Idempotency-Key was already used for different details.",
  unavailable: "We could not save your request just now. Please try again in a minute, or call us.",
  rateLimited: (seconds: number) =>
    `You have sent several requests in a few minutes. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}, or call us.`,
};

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

function isHoneypotFilled(body: unknown): boolean {
  const value = (body as Record<string, unknown> | null)?.[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}

/**
 * The whole life of a public form submission, shared by every kind: check the request, store the
 * row first, answer 201, and mail the operators after answering (context.waitUntil). A mail
 * failure never reaches the visitor; a database failure is a 503 and no mail.
 */
export function createEnquiryHandler<Parsed, Fields extends object>(
  kind: EnquiryKind<Parsed, Fields>,
) {
  return async function handle(deps: HandlerDeps, request: Request, context: RequestContext) {
    if (request.method !== "POST") {
      return failure(405, "method_not_allowed", messages.method, { headers: { Allow: "POST" } });
    }
    const body = await readJsonBody(request);
    if (!body.ok) return body.response;

    const key = request.headers.get(idempotencyHeader);
    if (key !== null && !idempotencyKeyPattern.test(key)) {
      return failure(400, "validation", messages.badKey);
    }
    if (isHoneypotFilled(body.value)) {
      console.warn(`Honeypot filled on ${kind.name}: answered as success, nothing stored.`);
      return json(201, kind.decoy(deps.escalateAfterMinutes));
    }
    const parsed = kind.schema.safeParse(body.value);
    if (!parsed.success) {
      return failure(400, "validation", messages.validation, {
        fieldErrors: fieldErrorsOf(parsed.error),
      });
    }

    // The enquiry's due marker (the scheduled job's reason to look at it without waking the
    // database) is written before the row: a marker whose row never comes is harmless (the job
    // removes it when it falls due), a row without one would wait for the safety sweep.
    const marker = randomUUID();
    await deps.markers
      .schedule(kind.name, marker, new Date(Date.now() + deps.escalateAfterMinutes * 60_000), [])
      .catch((error: unknown) =>
        console.error(
          `Could not write the due marker of a ${kind.name} (the safety sweep will find it):`,
          error instanceof Error ? error.message : error,
        ),
      );
    let outcome: AcceptOutcome;
    try {
      const limits = deps.rateLimits ?? formRateLimits;
      const client = { ip: context.ip, phone: kind.phone(parsed.data) };
      const accept = () =>
        acceptEnquiry(deps.db, {
          kind: kind.name,
          table: kind.table,
          // Made afresh on each try: a generated value (a booking reference) may have clashed.
          columns: toInsertColumns(kind.columns, kind.fields(parsed.data)),
          idempotency: key === null ? null : { key, hash: dataHash(parsed.data) },
          limits: {
            keys: limitKeys(deps.rateLimitKey, limits, kind.name, client),
            windowSeconds: limits.windowSeconds,
          },
          operators: deps.operators.map((operator) => operator.email),
          escalateAfterMinutes: deps.escalateAfterMinutes,
          marker,
        });
      outcome = await retryOnGeneratedClash(accept);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Could not store ${kind.name}:`, reason);
      context.waitUntil(
        deps.alerts.sendAtMostEvery("database", 10 * 60_000, {
          text: `Enquiries are being refused: the database is unreachable (${reason}). Visitors are told to call.`,
          kind: kind.name,
        }),
      );
      return failure(503, "unavailable", messages.unavailable, {
        headers: { "Retry-After": "30" },
      });
    }

    if (outcome.kind === "key_reused") {
      return failure(422, "idempotency_key_reused", messages.keyReused);
    }
    if (outcome.kind === "limited") {
      return failure(429, "rate_limited", messages.rateLimited(outcome.retryAfterSeconds), {
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    }
    // A replay is answered as before and mailed by whoever stored it, never again here.
    if (outcome.kind === "stored") {
      const notifyDeps = { ...deps, siteUrl: siteUrlOf(request, context) };
      context.waitUntil(
        notifyAndReschedule(notifyDeps, kind, outcome.row, outcome.deliveries, marker),
      );
    }
    return json(201, kind.accepted(readEnquiry(kind, outcome.row), deps.escalateAfterMinutes));
  };
}
