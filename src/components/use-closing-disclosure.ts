import { useEffect, type RefObject } from "react";

/**
 * A <details> that closes as a menu would: on a tap anywhere outside it, or on Escape, which puts
 * the focus back on its summary. The <details> itself opens and closes before any script.
 */
export function useClosingDisclosure(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.querySelector("summary")?.focus();
      } else if (details.contains(event.target as Node)) return;
      details.open = false;
    };
    // pointerdown, not click: iOS Safari sends no click for a tap on what is not a control.
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [ref]);
}
