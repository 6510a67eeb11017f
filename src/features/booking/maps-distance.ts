import { loadGoogleLibrary } from "../../lib/maps/maps-loader";

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

/**
 * Suggests places in India as the visitor types; choosing one hands its address to `choose`.
 * Google writes the input's value itself, which React's change tracking does not see: told only
 * by an input event, the form would send the chosen place but go on pricing the letters typed.
 */
export async function attachPlaceSuggestions(
  input: HTMLInputElement,
  choose: (address: string) => void,
) {
  const { Autocomplete } = await loadGoogleLibrary("places");
  const autocomplete = new Autocomplete(input, {
    componentRestrictions: { country: "in" },
    fields: ["formatted_address", "name"],
  });
  autocomplete.addListener("place_changed", () => {
    const place = autocomplete.getPlace();
    const address = place.formatted_address ?? place.name;
    if (address) choose(address);
  });
}
