import { loadGoogleLibrary } from "../../lib/maps/maps-loader";

export interface MapPoint {
  lat: number;
  lng: number;
}

/**
 * Draws the office map: fixed centre, a yellow marker and no point-of-interest labels (they
 * crowd a small phone screen and advertise other businesses). Loaded only on demand, so none of
 * this is in the first page load.
 */
export async function drawMap(
  element: HTMLElement,
  { center, zoom, title }: { center: MapPoint; zoom: number; title: string },
  onAuthFailure: () => void,
) {
  const [{ Map }, { Marker }, core] = await Promise.all([
    loadGoogleLibrary("maps", onAuthFailure),
    loadGoogleLibrary("marker"),
    loadGoogleLibrary("core"),
  ]);
  const map = new Map(element, {
    center,
    zoom,
    styles: [{ featureType: "poi", elementType: "labels", stylers: [{ visibility: "off" }] }],
    streetViewControl: false,
    mapTypeControl: false,
  });
  new Marker({
    map,
    position: center,
    title,
    icon: {
      path: core.SymbolPath.CIRCLE,
      scale: 10,
      fillColor: "#facc15",
      fillOpacity: 1,
      strokeColor: "#111827",
      strokeWeight: 2,
    },
  });
}
