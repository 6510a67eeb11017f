import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Context } from "@netlify/functions";
import { publicSiteSecrets } from "../../netlify/platform/public-secrets";
import { escapeHtml } from "../../netlify/platform/escape-html";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";

/**
 * A deployed site refuses a SITE_SECRET anyone can know or guess, and LOCAL_DEV_FALLBACKS:
 * every request gets the page's call-us answer and the log says what to set. The entry point
 * reads process.env as on Netlify; each test loads it afresh (it keeps its parts per instance).
 * A failure a handler planned no answer for gets the same call-us answer.
 */
const production = {
  DATABASE_URL: "postgres://user:pw@127.0.0.1:9/neondb",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Drop Taxi <bookings@droptaxi.example>",
  OPERATORS: "Ravi <owner@droptaxi.example>",
  LOCAL_DEV_FALLBACKS: "",
  SITE_SECRET: "",
};
const randomSecret = "3q2+7w5Xb1rX0nLZ8vQeYk4JmT9uHcPa6sGdFi0=";

const contextIn = (deployContext?: string) =>
  ({
    ip: "203.0.113.7",
    waitUntil: () => {},
    site: { url: "https://droptaxi.example" },
    ...(deployContext === undefined ? {} : { deploy: { context: deployContext } }),
  }) as unknown as Context;

const jsonPost = () =>
  new Request("https://droptaxi.example/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
const formPost = () =>
  new Request("https://droptaxi.example/api/contact", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Referer: "https://droptaxi.example/ta/",
    },
    body: "name=x",
  });

let errors: string[];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...data: unknown[]) => {
    errors.push(data.join(" "));
  });
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The contact function's entry point under this environment, with a handler that only says it ran. */
async function entryWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries({ ...production, ...env })) vi.stubEnv(name, value);
  const { withDeps } = await import("../../netlify/platform/function-deps");
  const { unavailableAnswer } = await import("../../netlify/intake/answers");
  const handled = vi.fn(async () => new Response("handled"));
  return { entry: withDeps(handled, unavailableAnswer), handled };
}

const refused: [string, Record<string, string>, RegExp][] = [
  ...Object.entries(publicSiteSecrets).map(
    ([name, value]): [string, Record<string, string>, RegExp] => [
      `the public ${name} SITE_SECRET`,
      { SITE_SECRET: value },
      /SITE_SECRET is a value written in this project's source code/,
    ],
  ),
  ["32 spaces", { SITE_SECRET: " ".repeat(32) }, /SITE_SECRET has fewer than 10 different/],
  ["32 × a", { SITE_SECRET: "a".repeat(32) }, /SITE_SECRET has fewer than 10 different/],
  [
    "LOCAL_DEV_FALLBACKS=true (with a good secret)",
    { LOCAL_DEV_FALLBACKS: "true", SITE_SECRET: randomSecret },
    /LOCAL_DEV_FALLBACKS=true is for local development only: delete it/,
  ],
  [
    "LOCAL_DEV_FALLBACKS=true and no SITE_SECRET (the development value)",
    { LOCAL_DEV_FALLBACKS: "true", SMTP_URL: "", OPERATORS: "" },
    /LOCAL_DEV_FALLBACKS=true .*; SITE_SECRET is a value written in this project's source code/,
  ],
];

describe("a deployed site", () => {
  it.each(refused)("refuses %s: every request gets the call-us answer", async (_name, env, log) => {
    const { entry, handled } = await entryWith(env);
    for (const deployContext of ["production", "deploy-preview", "branch-deploy"]) {
      const json = await entry(jsonPost(), contextIn(deployContext));
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({ ok: false, error: { code: "unavailable" } });

      // A form posted without script gets the problem page, in its page's language, with the number.
      const page = await entry(formPost(), contextIn(deployContext));
      expect(page.status).toBe(503);
      expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('lang="ta');
      expect(html).toMatch(/href="tel:\+91\d{10}"/);
    }
    expect(handled).not.toHaveBeenCalled();
    expect(errors.at(-1)).toMatch(log);
    expect(errors.at(-1)).toMatch(/deploy context "branch-deploy"/);
  });

  it("serves with a random SITE_SECRET", async () => {
    const { entry, handled } = await entryWith({ SITE_SECRET: randomSecret });
    const response = await entry(jsonPost(), contextIn("production"));
    expect(await response.text()).toBe("handled");
    expect(handled).toHaveBeenCalledOnce();
    expect(errors).toEqual([]);
  });
});

describe("local development", () => {
  it.each([
    ["Netlify's local tools (dev)", "dev"],
    ["the Vite plugin (empty)", ""],
    ["this project's functions server (none)", undefined],
  ])("keeps the fallbacks and the development secret under %s", async (_name, deployContext) => {
    const { entry, handled } = await entryWith({
      LOCAL_DEV_FALLBACKS: "true",
      SMTP_URL: "",
      OPERATORS: "",
    });
    const response = await entry(jsonPost(), contextIn(deployContext));
    expect(await response.text()).toBe("handled");
    expect(handled).toHaveBeenCalledOnce();
  });
});

describe("a thank-you link while the database cannot be reached", () => {
  it("says the enquiry was received, in the page's language, with the number to call", async () => {
    // Nothing listens on port 9: the production driver's connection fails, as in an outage.
    for (const [name, value] of Object.entries({ ...production, SITE_SECRET: randomSecret })) {
      vi.stubEnv(name, value);
    }
    const { withDeps } = await import("../../netlify/platform/function-deps");
    const { unavailableAnswer } = await import("../../netlify/intake/answers");
    const { createEnquiryHandler } = await import("../../netlify/intake/enquiry-handler");
    const { contactKind } = await import("../../netlify/kinds/contact/contact-kind");
    const { thanksPath } = await import("../../netlify/intake/thanks-link");
    const { deriveKey } = await import("../../netlify/intake/rate-limit");
    const entry = withDeps(createEnquiryHandler(contactKind), unavailableAnswer);
    const link = thanksPath(
      "/api/contact",
      deriveKey(randomSecret, "thank-you links"),
      "contact",
      "7",
    );

    const page = await entry(
      new Request(`https://droptaxi.example${link}`, {
        headers: { Referer: "https://droptaxi.example/ta/" },
      }),
      contextIn("production"),
    );
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('lang="ta');
    expect(html).toContain(escapeHtml(formMessagesFor("ta").pages.notShownNow));
    expect(html).toMatch(/href="tel:\+91\d{10}"/);
    expect(errors.at(-1)).toMatch(/^A thank-you page could not read its contact: /);
  }, 20_000);
});

describe("a failure no handler planned an answer for", () => {
  /** A deployed site's entry whose handler throws what it is given. */
  async function entryThrowing(thrown: unknown) {
    for (const [name, value] of Object.entries({ ...production, SITE_SECRET: randomSecret })) {
      vi.stubEnv(name, value);
    }
    const { withDeps } = await import("../../netlify/platform/function-deps");
    const { unavailableAnswer } = await import("../../netlify/intake/answers");
    return withDeps(() => {
      throw thrown;
    }, unavailableAnswer);
  }

  it("a browser's request: the call-us page in its page's language, not a bare 500", async () => {
    const failing = await entryThrowing(new TypeError("no vehicle for Priya, 9840012345"));

    const page = await failing(
      new Request("https://droptaxi.example/api/contact?thanks=x", {
        headers: { Referer: "https://droptaxi.example/ta/" },
      }),
      contextIn("production"),
    );
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('lang="ta');
    expect(html).toMatch(/href="tel:\+91\d{10}"/);
    expect(errors.at(-1)).toMatch(/^Unanswered TypeError at /);
    expect(errors.join("\n")).not.toMatch(/Priya|9840012345/);
  });

  it("a JSON post: the page's `internal`, which it shows rather than keeps, and a log without what was typed", async () => {
    const failing = await entryThrowing(new TypeError("no vehicle for Priya, 9840012345"));

    const answer = await failing(jsonPost(), contextIn("production"));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ ok: false, error: { code: "internal" } });
    expect(errors.at(-1)).toMatch(
      /^Unanswered TypeError at \S+deployed-site\.test\.ts:\d+:\d+: answered as failed\.$/,
    );
    expect(errors.join("\n")).not.toMatch(/Priya|9840012345/);
  });

  it("names what a library threw that is not an Error by its class, placed by the Error it carries", async () => {
    // The shape of a WebSocket's failure as the Neon driver rejects with it.
    class ErrorEvent {
      error = new Error("connect ECONNREFUSED for Priya");
    }
    const failing = await entryThrowing(new ErrorEvent());

    expect((await failing(jsonPost(), contextIn("production"))).status).toBe(500);
    expect(errors.at(-1)).toMatch(
      /^Unanswered ErrorEvent at \S+deployed-site\.test\.ts:\d+:\d+: answered as failed\.$/,
    );
    expect(errors.join("\n")).not.toMatch(/Priya/);
  });
});
