import { useEffect, useState } from "react";
import { routeDistanceKm } from "../../shared/fares/route-distance";
import { mapsKey } from "../../lib/maps-key";

type DistanceSource = "maps" | "table";

/** Wait for a pause in typing before asking Google, so each keystroke is not a request. */
const askAfterMs = 700;

/**
 * The trip's distance: from the table of popular routes when it has the route (the business's
 * own figure, which the function prices the operators' mail by, and a route page shows), else
 * from Google's distance service when the site has a Maps key (and it answers); null when
 * neither knows.
 */
export function useTripDistance(pickup: string, drop: string) {
  const [fromMaps, setFromMaps] = useState<{ trip: string; km: number | null } | null>(null);
  const trip = `${pickup.trim()}|${drop.trim()}`;
  const tableKm = routeDistanceKm(pickup, drop);
  const askable =
    mapsKey !== "" && tableKm === null && pickup.trim().length > 2 && drop.trim().length > 2;

  useEffect(() => {
    if (!askable) return;
    let current = true;
    const timer = setTimeout(() => {
      import("./maps-distance")
        .then(({ mapsDistanceKm }) => mapsDistanceKm(pickup, drop))
        .catch((error: unknown) => {
          console.warn("Maps distance unavailable; using the route table.", error);
          return null;
        })
        .then((km) => {
          if (current) setFromMaps({ trip, km });
        });
    }, askAfterMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [askable, pickup, drop, trip]);

  if (tableKm !== null) return { km: tableKm, source: "table" as DistanceSource };
  const mapsKm = fromMaps?.trip === trip ? fromMaps.km : null;
  if (askable && mapsKm !== null) return { km: mapsKm, source: "maps" as DistanceSource };
  return { km: null, source: null };
}
