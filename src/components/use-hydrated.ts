import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page. A form's
 * submit button stays disabled until then: a tap before the script arrives on a slow phone would
 * otherwise make the browser submit the form itself, putting the visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
