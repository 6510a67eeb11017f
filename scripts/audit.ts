/**
 * npm run audit: builds the site, serves dist/ with production's headers, and runs Lighthouse
 * (mobile, its default emulation of a mid-range phone on a slow 4G network) in Debian's Chromium.
 * Prints Performance, Accessibility, Best Practices, SEO, LCP, CLS and TBT, and saves the full
 * report under reports/. Targets: 100 / 100 / 100 / 100, CLS 0.
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveDist } from "./serve-dist";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";
import { runToEnd } from "./lib/child-process";

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
try {
  const result = await lighthouse(`${url}/`, {
    port: chrome.port,
    output: "html",
    logLevel: "error",
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  await mkdir("reports", { recursive: true });
  await writeFile("reports/lighthouse.html", String(result.report));
  console.log(`Lighthouse (mobile) for ${url}/`);
  console.log(`  Performance     ${score("performance")}`);
  console.log(`  Accessibility   ${score("accessibility")}`);
  console.log(`  Best Practices  ${score("best-practices")}`);
  console.log(`  SEO             ${score("seo")}`);
  console.log(`  LCP             ${audits["largest-contentful-paint"]?.displayValue}`);
  console.log(`  CLS             ${audits["cumulative-layout-shift"]?.displayValue}`);
  console.log(`  TBT             ${audits["total-blocking-time"]?.displayValue}`);
  for (const category of Object.values(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        console.log(`  - ${category.title}: ${audit.title} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  console.log("Full report: reports/lighthouse.html");
} finally {
  chrome.kill();
  server.close();
  server.closeAllConnections();
}
