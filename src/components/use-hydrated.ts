import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page. Until then
 * a form is the browser's own (it checks the required fields and posts the form itself); after
 * it, the form's script checks and sends it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
