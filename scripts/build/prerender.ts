/**
 * Second step of `npm run build`: loads the server build of src/prerender.tsx (made by
 * `vite build --ssr`), writes each page's HTML into its dist/ file's #root, writes every route
 * page from its language's template (its head, its root's data, its HTML), and writes the
 * page's stylesheet into its head; then writes the pages that need no script whole.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RoutePageBuild } from "../../src/prerender";
import { fillRouteTemplate, routeTemplateFolder } from "./route-template";

const root = join(import.meta.dirname, "../..");
const dist = join(root, "dist");
const ssrDir = join(root, "dist-ssr");
const { pages, routePages, documents } = (await import(
  pathToFileURL(join(ssrDir, "prerender.js")).href
)) as {
  pages: Record<string, () => Promise<string>>;
  routePages: RoutePageBuild[];
  documents: Record<string, (css: string) => string>;
};

const stylesheetLink = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;
const marker = '<div id="root"></div>';
const inlined = new Set<string>();
const styles = new Map<string, string>();

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
  if (!styles.has(href)) styles.set(href, await readFile(join(dist, href), "utf8"));
  return html.replace(link[0], () => `<style>${styles.get(href)}</style>`);
}

function fillRoot(file: string, html: string, rendered: string): string {
  if (!html.includes(marker)) throw new Error(`${file} has no empty #root to fill`);
  return html.replace(marker, () => `<div id="root">${rendered}</div>`);
}

for (const [file, render] of Object.entries(pages)) {
  const path = join(dist, file);
  const filled = fillRoot(file, await readFile(path, "utf8"), await render());
  await writeFile(path, await withStylesInline(file, filled));
  console.log(`Pre-rendered dist/${file}`);
}

const templates = new Map<string, string>();
for (const page of routePages) {
  const templateFile = join(dist, routeTemplateFolder, page.template);
  if (!templates.has(templateFile))
    templates.set(templateFile, await readFile(templateFile, "utf8"));
  const html = fillRouteTemplate(templates.get(templateFile)!, {
    ...page,
    html: await page.render(),
  });
  const path = join(dist, page.file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await withStylesInline(page.file, html));
}
console.log(`Pre-rendered ${routePages.length} route pages`);
await rm(join(dist, routeTemplateFolder), { recursive: true });

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
