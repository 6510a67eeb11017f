import { z } from "zod";
import { publicSiteSecrets } from "./public-secrets";

/**
 * Server configuration, parsed once when a function starts. A missing or malformed variable is
 * reported by name. DATABASE_URL is always required (`vite dev` points it at an embedded
 * Postgres when you set none). Mail may fall back to .eml files in .data/outbox only when
 * LOCAL_DEV_FALLBACKS=true, which `vite dev` sets; a deployed site without SMTP_URL refuses to
 * start instead of quietly never telling the operators, and so does one without SITE_SECRET.
 */

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.email("each address must be a valid e-mail address"))
      .min(1, "needs at least one address"),
  );

/** One operator: a name to show ("Taken by Meena") and the address their mail goes to. */
export interface Operator {
  name: string;
  email: string;
}

/** "Ravi <ravi@x.example>, Meena <meena@x.example>" (a bare address names itself). */
const operatorList = z.string().transform((value, ctx) => {
  const operators: Operator[] = [];
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(?:"?([^"<>]*?)"?\s*)?<([^<>\s]+)>$/.exec(entry);
    const email = match ? match[2]! : entry;
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: "custom", message: `has no valid e-mail address in "${entry}"` });
      return z.NEVER;
    }
    operators.push({ name: match?.[1]?.trim() || email, email });
  }
  if (operators.length === 0) {
    ctx.addIssue({ code: "custom", message: "needs at least one operator" });
    return z.NEVER;
  }
  return operators;
});

const schema = z
  .object({
    LOCAL_DEV_FALLBACKS: z.enum(["true", "false"]).optional(),
    DATABASE_URL: z.url({
      protocol: /^postgres(ql)?$/,
      error:
        "must be set to a postgres:// connection string (or NETLIFY_DATABASE_URL, which Netlify DB sets)",
    }),
    NEON_WS_PROXY: z.string().min(1).optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .refine(
        (value) => z.email().safeParse(value.match(/<([^<>]*)>$/)?.[1] ?? value).success,
        "must be a sender with an address, such as Drop Taxi <bookings@example.com>",
      )
      .optional(),
    OPERATOR_EMAILS: emailList.optional(),
    OPERATORS: operatorList.optional(),
    ESCALATE_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(1, "must be a whole number of minutes, at least 1")
      .max(24 * 60)
      .optional(),
    DATA_DIR: z.string().min(1).optional(),
    SITE_SECRET: z
      .string()
      .min(32, "must be at least 32 random characters (e.g. openssl rand -base64 32)")
      .optional(),
    URL: z.url({ protocol: /^https?$/ }).optional(),
    ALERT_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s):// URL" })
      .optional(),
  })
  .superRefine((env, ctx) => {
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
  });

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
  return {
    databaseUrl: env.DATABASE_URL,
    neonWsProxy: env.NEON_WS_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? "Drop Taxi (dev) <noreply@localhost>",
    operators:
      env.OPERATORS ??
      (env.OPERATOR_EMAILS ?? ["operators@localhost"]).map((email) => ({ name: email, email })),
    escalateAfterMinutes: env.ESCALATE_AFTER_MINUTES ?? 10,
    notes:
      env.OPERATORS && env.OPERATOR_EMAILS
        ? ["OPERATORS and OPERATOR_EMAILS are both set: OPERATORS is used."]
        : [],
    dataDir: env.DATA_DIR ?? ".data",
    siteSecret: env.SITE_SECRET ?? developmentSiteSecret,
    localDevFallbacks: env.LOCAL_DEV_FALLBACKS === "true",
    alertWebhookUrl: env.ALERT_WEBHOOK_URL,
    siteUrl: env.URL ?? "http://localhost:5173",
  };
}
