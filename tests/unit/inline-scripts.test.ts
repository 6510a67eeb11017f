import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { netlifyHeaderRules } from "../../scripts/serve/serve-dist";

const root = join(import.meta.dirname, "../..");
// The HTML templates the build makes every page from: the languages' and route pages' (index.html)
// and the legal page's.
const templates = ["index.html", "legal.html"];

/** The text of each inline classic script (no src), exactly as the browser hashes it. */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}
const hashOf = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

async function scriptSources() {
  const policy = (await netlifyHeaderRules()).find((rule) => rule.for === "/*")?.values[
    "Content-Security-Policy"
  ];
  const scriptSrc = policy
    ?.split(";")
    .find((directive) => directive.trim().startsWith("script-src"));
  return scriptSrc?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the pages' inline scripts", () => {
  it("finds an inline script and only the inline ones", () => {
    const html = `<script type="module" src="/a.ts"></script><script>\n  go();\n</script>`;
    expect(inlineScripts(html)).toEqual(["\n  go();\n"]);
  });

  it("are each allowed by netlify.toml's CSP, by the hash of their text", async () => {
    const allowed = await scriptSources();
    for (const file of templates) {
      for (const script of inlineScripts(readFileSync(join(root, file), "utf8"))) {
        expect(
          allowed,
          `${file}'s inline script changed: write ${hashOf(script)} in netlify.toml's script-src, in place of its old hash`,
        ).toContain(hashOf(script));
      }
    }
  });

  it("leave no hash in the CSP that no script of theirs has", async () => {
    const current = templates.flatMap((file) =>
      inlineScripts(readFileSync(join(root, file), "utf8")).map(hashOf),
    );
    const hashes = (await scriptSources()).filter((source) => source.startsWith("'sha256-"));
    expect(hashes.filter((hash) => !current.includes(hash))).toEqual([]);
  });
});
