type Click = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/** A click that follows the link here, not one meant to open it in a new tab or window. */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Follows a link to `#id` in script, as the browser would (the address and Back change, the page
 * scrolls, smoothly unless the visitor asks for reduced motion), but without the browser then
 * taking focus away from the field a form has just put the cursor in.
 */
export function followInPageLink(hash: string) {
  if (window.location.hash !== hash) window.history.pushState(null, "", hash);
  // jsdom has no scrollIntoView; every browser has.
  document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: "start" });
}
