import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import { mapsKey } from "./maps-key";

declare global {
  interface Window {
    /** Google calls this when the key is refused; importLibrary itself still resolves. */
    gm_authFailure?: () => void;
  }
}

let optionsSet = false;
const authFailureListeners = new Set<() => void>();

/**
 * Google's libraries through the maintained loader, configured once. Imported only lazily, so
 * none of it is in the first page load. `onAuthFailure` runs if Google refuses the key.
 */
export function loadGoogleLibrary<Name extends keyof google.maps.ImportLibraryMap>(
  name: Name,
  onAuthFailure?: () => void,
): Promise<google.maps.ImportLibraryMap[Name]> {
  if (onAuthFailure) authFailureListeners.add(onAuthFailure);
  if (!optionsSet) {
    setOptions({ key: mapsKey, v: "weekly", region: "IN" });
    window.gm_authFailure = () => authFailureListeners.forEach((listener) => listener());
    optionsSet = true;
  }
  return importLibrary(name);
}
