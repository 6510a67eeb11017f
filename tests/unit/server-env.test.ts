import { describe, expect, it } from "vitest";
import { developmentSiteSecret, parseServerEnv } from "../../netlify/platform/env";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";

const production = {
  DATABASE_URL: "postgres://user:pw@ep-x.neon.tech/neondb?sslmode=require",
  SMTP_URL: "smtps://user:pw@smtp.example.com:465",
  MAIL_FROM: "Drop Taxi <bookings@droptaxi.example>",
  OPERATOR_EMAILS: "owner@droptaxi.example, dispatch@droptaxi.example",
  SITE_SECRET: publicSiteSecrets.testProduction,
};

describe("parseServerEnv", () => {
  it("reads a complete production configuration", () => {
    expect(parseServerEnv(production)).toMatchObject({
      databaseUrl: production.DATABASE_URL,
      smtpUrl: production.SMTP_URL,
      mailFrom: production.MAIL_FROM,
      operators: [
        { name: "owner@droptaxi.example", email: "owner@droptaxi.example" },
        { name: "dispatch@droptaxi.example", email: "dispatch@droptaxi.example" },
      ],
      escalateAfterMinutes: 10,
      notes: [],
    });
  });

  it("names each operator from OPERATORS, which wins over OPERATOR_EMAILS and says so", () => {
    const env = parseServerEnv({
      ...production,
      OPERATORS:
        'Ravi <ravi@droptaxi.example>, "Meena K" <meena@droptaxi.example>, night@droptaxi.example',
    });
    expect(env.operators).toEqual([
      { name: "Ravi", email: "ravi@droptaxi.example" },
      { name: "Meena K", email: "meena@droptaxi.example" },
      { name: "night@droptaxi.example", email: "night@droptaxi.example" },
    ]);
    expect(env.notes).toEqual(["OPERATORS and OPERATOR_EMAILS are both set: OPERATORS is used."]);
    expect(() => parseServerEnv({ ...production, OPERATORS: "Ravi <not-an-address>" })).toThrow(
      /OPERATORS has no valid e-mail address in "Ravi <not-an-address>"/,
    );
    expect(() => parseServerEnv({ ...production, OPERATOR_EMAILS: undefined })).toThrow(
      /OPERATORS \(or OPERATOR_EMAILS\) is required/,
    );
    expect(
      parseServerEnv({ ...production, ESCALATE_AFTER_MINUTES: "15" }).escalateAfterMinutes,
    ).toBe(15);
  });

  it("mails an address listed twice once, under its first name, and says so", () => {
    // Two deliveries to one mailbox would break the one-per-operator rule: every enquiry refused.
    const env = parseServerEnv({
      ...production,
      OPERATOR_EMAILS: undefined,
      OPERATORS:
        "Ravi <ravi@droptaxi.example>, Meena <meena@droptaxi.example>, R <RAVI@droptaxi.example>",
    });
    expect(env.operators).toEqual([
      { name: "Ravi", email: "ravi@droptaxi.example" },
      { name: "Meena", email: "meena@droptaxi.example" },
    ]);
    expect(env.notes).toEqual([
      "OPERATORS lists RAVI@droptaxi.example more than once: it is mailed once.",
    ]);
    const older = parseServerEnv({
      ...production,
      OPERATOR_EMAILS: "a@droptaxi.example, a@droptaxi.example",
    });
    expect(older.operators).toEqual([{ name: "a@droptaxi.example", email: "a@droptaxi.example" }]);
    expect(older.notes).toEqual([
      "OPERATOR_EMAILS lists a@droptaxi.example more than once: it is mailed once.",
    ]);
  });

  it.each(["DATABASE_URL", "SMTP_URL", "MAIL_FROM", "SITE_SECRET"] as const)(
    "names %s when it is missing in production",
    (name) => {
      const env: Record<string, string> = { ...production };
      delete env[name];
      expect(() => parseServerEnv(env)).toThrow(
        new RegExp(`${name} (must|is required outside local development)`),
      );
    },
  );

  it("names a malformed variable", () => {
    expect(() => parseServerEnv({ ...production, DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must/,
    );
    expect(() =>
      parseServerEnv({ ...production, OPERATOR_EMAILS: "owner@x.example, nope" }),
    ).toThrow(/OPERATOR_EMAILS/);
    expect(() => parseServerEnv({ ...production, SITE_SECRET: "short" })).toThrow(
      /SITE_SECRET must be at least 32/,
    );
    expect(() => parseServerEnv({ ...production, MAIL_FROM: "Drop Taxi" })).toThrow(
      /MAIL_FROM must be a sender with an address/,
    );
  });

  it("takes a sender written as a bare address", () => {
    const env = parseServerEnv({ ...production, MAIL_FROM: "bookings@droptaxi.example" });
    expect(env.mailFrom).toBe("bookings@droptaxi.example");
  });

  it("takes Netlify DB's NETLIFY_DATABASE_URL when DATABASE_URL is unset, and prefers DATABASE_URL", () => {
    const { DATABASE_URL, ...rest } = production;
    const netlifyDb = "postgres://netlify:pw@ep-y.neon.tech/netlifydb";
    expect(parseServerEnv({ ...rest, NETLIFY_DATABASE_URL: netlifyDb }).databaseUrl).toBe(
      netlifyDb,
    );
    expect(parseServerEnv({ ...production, NETLIFY_DATABASE_URL: netlifyDb }).databaseUrl).toBe(
      DATABASE_URL,
    );
  });

  it("lets local development go without SMTP, writing mail to the outbox", () => {
    const env = parseServerEnv({
      LOCAL_DEV_FALLBACKS: "true",
      DATABASE_URL: production.DATABASE_URL,
    });
    expect(env).toEqual({
      databaseUrl: production.DATABASE_URL,
      neonWsProxy: undefined,
      smtpUrl: undefined,
      mailFrom: "Drop Taxi (dev) <noreply@localhost>",
      operators: [{ name: "operators@localhost", email: "operators@localhost" }],
      escalateAfterMinutes: 10,
      notes: [],
      dataDir: ".data",
      siteSecret: developmentSiteSecret,
      localDevFallbacks: true,
      alertWebhookUrl: undefined,
      siteUrl: "http://localhost:5173",
    });
  });

  it("reads every variable it is given into its setting", () => {
    const env = parseServerEnv({
      ...production,
      NEON_WS_PROXY: "localhost:5433/v2",
      ESCALATE_AFTER_MINUTES: "20",
      DATA_DIR: "/tmp/taxi",
      URL: "https://droptaxi.example",
      ALERT_WEBHOOK_URL: "https://hooks.example/alert",
    });
    expect(env).toMatchObject({
      neonWsProxy: "localhost:5433/v2",
      escalateAfterMinutes: 20,
      dataDir: "/tmp/taxi",
      localDevFallbacks: false,
      siteUrl: "https://droptaxi.example",
      alertWebhookUrl: "https://hooks.example/alert",
    });
  });

  it("takes a variable set to nothing (a blank line in a .env file) as unset", () => {
    const env = parseServerEnv({ ...production, URL: "", ALERT_WEBHOOK_URL: "", DATA_DIR: "" });
    expect(env).toMatchObject({ siteUrl: "http://localhost:5173", dataDir: ".data" });
    expect(env.alertWebhookUrl).toBeUndefined();
  });

  it("names every problem at once, one after another", () => {
    expect(() =>
      parseServerEnv({ ...production, SMTP_URL: undefined, MAIL_FROM: undefined }),
    ).toThrow(
      "Invalid server environment: SMTP_URL is required outside local development; MAIL_FROM is required outside local development",
    );
  });

  it("reads operators written every way a person writes an address, and nothing else", () => {
    const operatorsOf = (OPERATORS: string) =>
      parseServerEnv({ ...production, OPERATOR_EMAILS: undefined, OPERATORS }).operators;
    expect(operatorsOf('" Meena K " <meena@droptaxi.example>, ')).toEqual([
      { name: "Meena K", email: "meena@droptaxi.example" },
    ]);
    expect(operatorsOf("Ravi<ravi@droptaxi.example>,<night@droptaxi.example>")).toEqual([
      { name: "Ravi", email: "ravi@droptaxi.example" },
      { name: "night@droptaxi.example", email: "night@droptaxi.example" },
    ]);
    for (const written of [
      "Ravi <ravi@droptaxi.example> (nights)",
      'Ra"vi <ravi@droptaxi.example>',
    ]) {
      expect(() => operatorsOf(written)).toThrow(
        `OPERATORS has no valid e-mail address in "${written}"`,
      );
    }
    expect(() => operatorsOf(" , ")).toThrow("OPERATORS needs at least one operator");
    expect(
      parseServerEnv({ ...production, OPERATOR_EMAILS: "owner@droptaxi.example, " }).operators,
    ).toEqual([{ name: "owner@droptaxi.example", email: "owner@droptaxi.example" }]);
  });

  it("refuses a sender with anything after its address", () => {
    expect(() =>
      parseServerEnv({ ...production, MAIL_FROM: "Drop Taxi <bookings@droptaxi.example> now" }),
    ).toThrow("MAIL_FROM must be a sender with an address");
  });

  it("still needs a database in local development", () => {
    expect(() => parseServerEnv({ LOCAL_DEV_FALLBACKS: "true" })).toThrow(/DATABASE_URL/);
  });

  // Each rule words its own problem: a rule left without one would say only "Invalid input".
  it.each([
    ["LOCAL_DEV_FALLBACKS", "yes", 'must be "true" or "false"'],
    ["DATABASE_URL", "mysql://db.example/taxi", "must be set to a postgres:// connection string"],
    ["SMTP_URL", "http://smtp.example.com", "must be an smtp:// or smtps:// URL"],
    ["MAIL_FROM", "Drop Taxi", "must be a sender with an address"],
    ["OPERATOR_EMAILS", "owner@", "each address must be a valid e-mail address"],
    ["OPERATORS", "Ravi <ravi>", 'has no valid e-mail address in "Ravi <ravi>"'],
    ["ESCALATE_AFTER_MINUTES", "ten", "must be a whole number of minutes, at least 1"],
    ["ESCALATE_AFTER_MINUTES", "2.5", "must be a whole number of minutes, at least 1"],
    ["ESCALATE_AFTER_MINUTES", "0", "must be a whole number of minutes, at least 1"],
    ["ESCALATE_AFTER_MINUTES", "2000", "must be at most 1440 minutes (a day)"],
    ["ESCALATE_AFTER_MINUTES", "1e20", "must be at most 1440 minutes (a day)"],
    ["ESCALATE_AFTER_MINUTES", "-3", "must be a whole number of minutes, at least 1"],
    ["SITE_SECRET", "short", "must be at least 32 random characters"],
    ["URL", "ftp://droptaxi.example", "must be an http(s):// URL"],
    ["ALERT_WEBHOOK_URL", "droptaxi.example/hook", "must be an http(s):// URL"],
  ])("says what is wrong with %s=%j: %s", (name, value, words) => {
    let message = "";
    try {
      parseServerEnv({ ...production, [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid server environment: ${name}\\b`));
    expect(message).toContain(words);
  });
});
