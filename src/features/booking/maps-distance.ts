import { loadGoogleLibrary } from "../../lib/maps-loader";

/**
 * With a Maps key: driving distance between two typed places from Google's distance service,
 * and Places suggestions on the location inputs. Loaded lazily, only when a key is set.
 */
export async function mapsDistanceKm(origin: string, destination: string): Promise<number | null> {
  const { DistanceMatrixService, TravelMode } = await loadGoogleLibrary("routes");
  const result = await new DistanceMatrixService().getDistanceMatrix({
    origins: [origin],
    destinations: [destination],
    travelMode: TravelMode.DRIVING,
    region: "in",
  });
  const element = result.rows[0]?.elements[0];
  if (element?.status !== "OK") return null;
  return Math.round(element.distance.value / 1000);
}

/** Suggests places in India as the visitor types; choosing one fills the input. */
export async function attachPlaceSuggestions(input: HTMLInputElement) {
  const { Autocomplete } = await loadGoogleLibrary("places");
  const autocomplete = new Autocomplete(input, {
    componentRestrictions: { country: "in" },
    fields: ["formatted_address", "name"],
  });
  autocomplete.addListener("place_changed", () => {
    const place = autocomplete.getPlace();
    const text = place.formatted_address ?? place.name;
    if (!text) return;
    input.value = text;
    // Tell react-hook-form, which listens for input events, that the value changed.
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
