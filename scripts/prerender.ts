/**
 * Second step of `npm run build`: loads the server build of src/prerender.tsx (made by
 * `vite build --ssr`) and writes each page's HTML into its dist/ file's #root.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");
const ssrDir = join(root, "dist-ssr");
const { pages } = (await import(pathToFileURL(join(ssrDir, "prerender.js")).href)) as {
  pages: Record<string, () => Promise<string>>;
};

for (const [file, render] of Object.entries(pages)) {
  const path = join(root, "dist", file);
  const html = await readFile(path, "utf8");
  const marker = '<div id="root"></div>';
  if (!html.includes(marker)) throw new Error(`${file} has no empty #root to fill`);
  await writeFile(path, html.replace(marker, `<div id="root">${await render()}</div>`));
  console.log(`Pre-rendered dist/${file}`);
}
await rm(ssrDir, { recursive: true, force: true });
