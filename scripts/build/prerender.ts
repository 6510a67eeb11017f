/**
 * Second step of `npm run build`: loads the server build of src/prerender.tsx (made by
 * `vite build --ssr`), writes each page's HTML into its dist/ file's #root, and writes the
 * page's stylesheet into its head; then writes the pages that need no script whole.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "../..");
const dist = join(root, "dist");
const ssrDir = join(root, "dist-ssr");
const { pages, documents } = (await import(pathToFileURL(join(ssrDir, "prerender.js")).href)) as {
  pages: Record<string, () => Promise<string>>;
  documents: Record<string, (css: string) => string>;
};

const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const inlined = new Set<string>();

/**
 * The stylesheet in a <style> of the page's own: the first paint need not wait for a second
 * request, a round trip that a slow mobile network makes long. Each page is the whole site in
 * its language, so a cached stylesheet would rarely be used twice.
 */
async function withStylesInline(file: string, html: string): Promise<string> {
  const link = stylesheetLink.exec(html);
  if (!link) throw new Error(`${file} has no stylesheet link to write in`);
  const href = link[1]!;
  inlined.add(href);
  const css = await readFile(join(dist, href), "utf8");
  return html.replace(link[0], () => `<style>${css}</style>`);
}

for (const [file, render] of Object.entries(pages)) {
  const path = join(dist, file);
  const html = await readFile(path, "utf8");
  const marker = '<div id="root"></div>';
  if (!html.includes(marker)) throw new Error(`${file} has no empty #root to fill`);
  const rendered = await render();
  const filled = html.replace(marker, () => `<div id="root">${rendered}</div>`);
  await writeFile(path, await withStylesInline(file, filled));
  console.log(`Pre-rendered dist/${file}`);
}
// The pages with no script (the privacy notices), whole, with the same stylesheet written in.
const [stylesheet, ...more] = inlined;
if (!stylesheet || more.length > 0)
  throw new Error(`Expected one stylesheet, found ${inlined.size}`);
const css = await readFile(join(dist, stylesheet), "utf8");
for (const [file, render] of Object.entries(documents)) {
  const path = join(dist, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, render(css));
  console.log(`Wrote dist/${file}`);
}
// No page links a stylesheet any more: none is deployed.
for (const href of inlined) await rm(join(dist, href));
await rm(ssrDir, { recursive: true, force: true });
