import type { HTMLAttributes } from "react";

/**
 * In the built page, the browser keeps the sections nobody acts on (hero, services, about, rates,
 * footer) exactly as the build wrote them: React hydrates only their outer element and leaves
 * what is inside alone, so the page's scripts carry neither those sections' code nor their words.
 * Not under `vite dev` (which has no pre-rendered HTML) nor at build time, which write them whole;
 * src/app.tsx chooses.
 */
export type Frame = HTMLAttributes<HTMLElement>;

/** A kept section: its own element and attributes (the `frame` the section renders with too). */
export function Kept({ as: Tag, ...frame }: { as: "section" | "footer" } & Frame) {
  return <Tag {...frame} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
