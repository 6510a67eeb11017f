import { useEffect, useRef, useState } from "react";
import { site } from "../../config/site";
import { mapsKey } from "../../lib/maps/maps-key";
import { useMessages } from "../../lib/messages";
const openInMapsUrl = `https://www.google.com/maps/search/?api=1&query=${site.mapCenter.lat},${site.mapCenter.lng}`;

/** Start loading a little before the map scrolls into view, so it is ready when seen. */
const preloadMargin = "300px";

type MapState = "waiting" | "ready" | "fallback";

/**
 * The contact map. It stays a static card (address and a link) until the section nears the
 * viewport; only then are the loader and Google's script fetched. With no key, or if loading
 * fails, the static card is what the visitor keeps; the failure is logged, never shown.
 */
export function MapPanel() {
  const { contact } = useMessages();
  const [state, setState] = useState<MapState>(mapsKey ? "waiting" : "fallback");
  const holderRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const holder = holderRef.current;
    if (!mapsKey || !holder) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("./google-map")
          .then(({ drawMap }) => {
            if (cancelled || !canvasRef.current) return;
            const fallBack = () => {
              console.warn("Google Maps refused the key; showing the static card instead.");
              if (!cancelled) setState("fallback");
            };
            const place = { center: site.mapCenter, zoom: site.mapZoom, title: contact.marker };
            return drawMap(canvasRef.current, place, fallBack).then(() => {
              if (!cancelled) setState((now) => (now === "fallback" ? now : "ready"));
            });
          })
          .catch((error: unknown) => {
            console.warn("Map could not load; showing the static card instead.", error);
            if (!cancelled) setState("fallback");
          });
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(holder);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [contact.marker]);

  return (
    <div className="map" ref={holderRef}>
      <div className="map__canvas" ref={canvasRef} />
      {state !== "ready" && (
        <div className="map__fallback" data-testid="map-fallback">
          <p className="map__title">{contact.mapTitle}</p>
          <address>{contact.address}</address>
          <a href={openInMapsUrl} target="_blank" rel="noopener noreferrer">
            {contact.openMap}
          </a>
        </div>
      )}
    </div>
  );
}
