/**
 * Each language's route page template: built by vite.config.ts at `route-template/<lang>/` (its
 * route script), filled for every route by scripts/build/prerender.ts, and under `vite dev` by
 * vite.config.ts for the route asked for.
 */
import { escapeAttr } from "../../src/config/seo.ts";

export const routeTemplateFolder = "route-template";

const headMarker = "<!-- page-head -->";
const rootMarker = '<div id="root"></div>';

/**
 * A route page from its language's template: its head where the template's marker stands, and
 * its #root holding its HTML (none under `vite dev`) and, as data attributes, what its script
 * reads (src/route-start.tsx).
 */
export function fillRouteTemplate(
  template: string,
  page: { head: string; data: Record<string, string>; html?: string },
): string {
  if (!template.includes(headMarker)) throw new Error(`the route template has no ${headMarker}`);
  if (!template.includes(rootMarker)) throw new Error("the route template has no empty #root");
  const attributes = Object.entries(page.data)
    .map(([name, value]) => ` data-${name}="${escapeAttr(value)}"`)
    .join("");
  return template
    .replace(headMarker, () => page.head)
    .replace(rootMarker, () => `<div id="root"${attributes}>${page.html ?? ""}</div>`);
}
