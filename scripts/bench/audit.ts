/**
 * npm run audit: builds the site, serves dist/ with production's headers, and runs Lighthouse
 * (mobile, its default emulation of a mid-range phone on a slow 4G network) in Debian's Chromium.
 * Prints Performance, Accessibility, Best Practices, SEO, LCP, CLS and TBT, and saves the full
 * report under reports/, for the English page and the Tamil one and a route page in each, each
 * figure the median of three runs. Targets: 100 / 100 / 100 / 100, CLS 0.
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveDist } from "../serve/serve-dist";
import { chromiumArgs, chromiumPath } from "../harness/chromium";
import { runToEnd } from "../harness/child-process";

// npm starts a shell that starts the build: run in a group of their own, they end together if
// the build hangs past its deadline.
const built = await runToEnd("npm", ["run", "build"], { deadlineMs: 10 * 60_000 });
if (built !== 0) {
  console.error(`npm run build failed (${built})`);
  process.exit(built);
}
const { url, server } = await serveDist();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
/**
 * The English page and the Tamil one (the longest words, the most bytes per letter), and the
 * same route page in each: its own script and its pre-rendered route facts.
 */
const pages = ["/", "/ta/", "/chennai-to-madurai-taxi/", "/ta/chennai-to-madurai-taxi/"];
const runsPerPage = 3;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let failed = false;
try {
  for (const path of pages) {
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let run = 0; run < runsPerPage; run++) {
      const result = await lighthouse(`${url}${path}`, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
      });
      if (!result) throw new Error("Lighthouse returned no result");
      runs.push(result);
    }
    // Each figure is the median of the runs (Lighthouse varies from run to run on a busy machine).
    const score = (id: string) =>
      median(runs.map((run) => Math.round((run.lhr.categories[id]?.score ?? 0) * 100)));
    const audit = (id: string) => median(runs.map((run) => run.lhr.audits[id]?.numericValue ?? 0));
    // "en", "ta", "en-chennai-to-madurai-taxi", "ta-chennai-to-madurai-taxi".
    const parts = path.split("/").filter(Boolean);
    const name = [parts[0]?.length === 2 ? "" : "en", ...parts].filter(Boolean).join("-");
    await mkdir("reports", { recursive: true });
    await writeFile(`reports/lighthouse-${name}.html`, String(runs[0]!.report));
    console.log(`Lighthouse (mobile) for ${url}${path}, median of ${runsPerPage} runs`);
    for (const [id, title] of [
      ["performance", "Performance"],
      ["accessibility", "Accessibility"],
      ["best-practices", "Best Practices"],
      ["seo", "SEO"],
    ] as const) {
      console.log(`  ${title.padEnd(15)} ${score(id)}`);
      if (score(id) < 100) failed = true;
    }
    console.log(`  LCP             ${(audit("largest-contentful-paint") / 1000).toFixed(1)} s`);
    console.log(`  CLS             ${audit("cumulative-layout-shift").toFixed(3)}`);
    console.log(`  TBT             ${Math.round(audit("total-blocking-time"))} ms`);
    const { categories, audits } = runs[0]!.lhr;
    for (const category of Object.values(categories)) {
      for (const ref of category.auditRefs) {
        const item = audits[ref.id];
        if (ref.weight > 0 && item && item.score !== null && item.score < 1) {
          console.log(`  - ${category.title}: ${item.title} (${item.displayValue ?? item.score})`);
        }
      }
    }
    console.log(`Full report of the first run: reports/lighthouse-${name}.html`);
  }
} finally {
  chrome.kill();
  server.close();
  server.closeAllConnections();
}
// Information, not a gate: a loaded machine can cost a point of Performance in a run.
if (failed) console.warn("Below 100 in a category above.");
