import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Hydrates HTML the build pre-rendered (npm run build), or renders from scratch where there is
 * none (npm run dev).
 */
export function mount(tree: ReactNode) {
  const root = document.getElementById("root");
  if (!root) throw new Error("the page has no #root element");
  if (root.hasChildNodes()) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}
