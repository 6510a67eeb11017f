import * as z from "zod/mini";
import { publicSiteSecrets } from "./public-secrets.ts";

/**
 * Server configuration, parsed once when a function starts. A missing or malformed variable is
 * reported by name. DATABASE_URL is always required (`vite dev` points it at an embedded
 * Postgres when you set none). Mail may fall back to .eml files in .data/outbox only when
 * LOCAL_DEV_FALLBACKS=true, which `vite dev` sets; a deployed site without SMTP_URL refuses to
 * start instead of quietly never telling the operators, and so does one without SITE_SECRET.
 */

const emailList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) =>
      value
        .split(",")
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ),
  z
    .array(z.email("each address must be a valid e-mail address"))
    .check(z.minLength(1, "needs at least one address")),
);

/** One operator: a name to show ("Taken by Meena") and the address their mail goes to. */
export interface Operator {
  name: string;
  email: string;
}

const anEmail = z.email();

/** "Ravi <ravi@x.example>, Meena <meena@x.example>" (a bare address names itself). */
const operatorList = z.pipe(
  z.string(),
  z.transform((value: string, payload) => {
    const operators: Operator[] = [];
    const refuse = (message: string) => {
      payload.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    };
    for (const entry of value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>$/.exec(entry);
      const email = match ? match[2]! : entry;
      if (!anEmail.safeParse(email).success) {
        return refuse(`has no valid e-mail address in "${entry}"`);
      }
      operators.push({ name: match?.[1]?.trim() || email, email });
    }
    if (operators.length === 0) return refuse("needs at least one operator");
    return operators;
  }),
);

const wholeMinutes = "must be a whole number of minutes, at least 1";

// Every rule says its own words: zod/mini carries no locale, so a rule without a message would
// say only "Invalid input".
const schema = z
  .object({
    LOCAL_DEV_FALLBACKS: z.optional(z.enum(["true", "false"], 'must be "true" or "false"')),
    DATABASE_URL: z.url({
      protocol: /^postgres(ql)?$/,
      error:
        "must be set to a postgres:// connection string (or NETLIFY_DATABASE_URL, which Netlify DB sets)",
    }),
    NEON_WS_PROXY: z.optional(z.string()),
    SMTP_URL: z.optional(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }),
    ),
    MAIL_FROM: z.optional(
      z.string().check(
        z.trim(),
        z.refine(
          (value) => anEmail.safeParse(value.match(/<([^<>]*)>$/)?.[1] ?? value).success,
          "must be a sender with an address, such as Drop Taxi <bookings@example.com>",
        ),
      ),
    ),
    OPERATOR_EMAILS: z.optional(emailList),
    OPERATORS: z.optional(operatorList),
    ESCALATE_AFTER_MINUTES: z.optional(
      z.pipe(
        z.coerce.number(wholeMinutes),
        // The day's limit first, so a huge figure is told it is too big, not that it is no number.
        z
          .number()
          .check(
            z.maximum(24 * 60, "must be at most 1440 minutes (a day)"),
            z.minimum(1, wholeMinutes),
            z.multipleOf(1, wholeMinutes),
          ),
      ),
    ),
    DATA_DIR: z.optional(z.string()),
    SITE_SECRET: z.optional(
      z
        .string()
        .check(
          z.minLength(32, "must be at least 32 random characters (e.g. openssl rand -base64 32)"),
        ),
    ),
    URL: z.optional(z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" })),
    ALERT_WEBHOOK_URL: z.optional(
      z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }),
    ),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.LOCAL_DEV_FALLBACKS === "true") return;
      if (env.OPERATORS === undefined && env.OPERATOR_EMAILS === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["OPERATORS"],
          message: "(or OPERATOR_EMAILS) is required outside local development",
        });
      }
      for (const name of ["SMTP_URL", "MAIL_FROM", "SITE_SECRET"] as const) {
        if (env[name] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: "is required outside local development",
          });
        }
      }
    }),
  );

export interface ServerEnv {
  databaseUrl: string;
  neonWsProxy?: string;
  /** Unset only in local development, where mail is written to the outbox folder. */
  smtpUrl?: string;
  mailFrom: string;
  operators: Operator[];
  /** Minutes an enquiry may wait unclaimed before every operator is alerted again. */
  escalateAfterMinutes: number;
  /** Things worth a line in the start-up log (which of two variables won, say). */
  notes: string[];
  dataDir: string;
  /** The one server secret; rate-limit keys (and claim links) use keys derived from it. */
  siteSecret: string;
  /** LOCAL_DEV_FALLBACKS=true: refused on a deployed site (deployed-site.ts). */
  localDevFallbacks: boolean;
  alertWebhookUrl?: string;
  /**
   * The site's address for links in mail when no request names it: Netlify's URL variable (a
   * function's context.site.url, used per request, wins).
   */
  siteUrl: string;
}

/**
 * Local development, the preview and the tests need no set-up, so they run with this fixed
 * value when SITE_SECRET is unset. Never valid on a deployed site (deployed-site.ts).
 */
export const developmentSiteSecret = publicSiteSecrets.development;

/**
 * The database's connection string: DATABASE_URL, else NETLIFY_DATABASE_URL, which Netlify DB
 * (Netlify's managed Neon) sets on a site by itself, so nothing needs copying by hand.
 */
export function databaseUrlOf(source: Record<string, string | undefined>): string | undefined {
  return source.DATABASE_URL || source.NETLIFY_DATABASE_URL || undefined;
}

/**
 * Each mailbox once (its address compared without case), the first entry's name kept: every
 * enquiry gets one delivery per operator, and an address listed twice would refuse every
 * enquiry rather than mail anyone twice.
 */
function oncePerAddress(operators: Operator[], variable: string) {
  const seen = new Set<string>();
  const notes: string[] = [];
  const kept = operators.filter(({ email }) => {
    const address = email.toLowerCase();
    if (!seen.has(address)) return seen.add(address);
    notes.push(`${variable} lists ${email} more than once: it is mailed once.`);
    return false;
  });
  return { kept, notes };
}

export function parseServerEnv(
  source: Record<string, string | undefined> = process.env,
): ServerEnv {
  // Empty strings (an unset variable in a .env file) count as missing.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse({ ...present, DATABASE_URL: databaseUrlOf(source) });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid server environment: ${problems.join("; ")}`);
  }
  const env = result.data;
  const operators = oncePerAddress(
    env.OPERATORS ??
      (env.OPERATOR_EMAILS ?? ["operators@localhost"]).map((email) => ({ name: email, email })),
    env.OPERATORS ? "OPERATORS" : "OPERATOR_EMAILS",
  );
  return {
    databaseUrl: env.DATABASE_URL,
    neonWsProxy: env.NEON_WS_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Drop Taxi (dev) <noreply@localhost>",
    operators: operators.kept,
    escalateAfterMinutes: env.ESCALATE_AFTER_MINUTES ?? 10,
    notes: [
      ...(env.OPERATORS && env.OPERATOR_EMAILS
        ? ["OPERATORS and OPERATOR_EMAILS are both set: OPERATORS is used."]
        : []),
      ...operators.notes,
    ],
    dataDir: env.DATA_DIR ?? ".data",
    siteSecret: env.SITE_SECRET ?? developmentSiteSecret,
    localDevFallbacks: env.LOCAL_DEV_FALLBACKS === "true",
    alertWebhookUrl: env.ALERT_WEBHOOK_URL,
    siteUrl: env.URL ?? "http://localhost:5173",
  };
}
