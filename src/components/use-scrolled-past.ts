import { useEffect, useState } from "react";

/**
 * True once the page is scrolled more than `threshold` pixels. Reads the position on mount too,
 * so a page that loads already scrolled (a reload half-way down, an anchor link) starts solid.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}
