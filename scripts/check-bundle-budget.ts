/**
 * Initial-JavaScript budget: sums the gzipped size of every script the built index.html loads
 * before first render (its module entry and modulepreloads). Lazy chunks are not counted; they
 * arrive after the first paint. Prints the figure and exits 1 above the budget.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const budgetBytes = 90_000;
const dist = join(import.meta.dirname, "..", "dist");
const html = readFileSync(join(dist, "index.html"), "utf8");

const initialScripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1] ?? "");

let total = 0;
for (const src of initialScripts) {
  const size = gzipSync(readFileSync(join(dist, src))).length;
  total += size;
  console.log(`  ${src}  ${(size / 1000).toFixed(1)} kB gzipped`);
}
const verdict = total <= budgetBytes ? "within" : "OVER";
console.log(
  `Initial JS: ${(total / 1000).toFixed(1)} kB gzipped (${verdict} the ${budgetBytes / 1000} kB budget)`,
);
if (initialScripts.length === 0) {
  console.error("No scripts found in dist/index.html: is the build broken?");
  process.exit(1);
}
if (total > budgetBytes) process.exit(1);
