import { useEffect, useState } from "react";
import { routeDistanceKm } from "../../shared/fares/route-distance";
import { mapsKey } from "../../lib/maps/maps-key";

type DistanceSource = "maps" | "table";

/**
 * A pause in typing: only then is Google asked (so each keystroke is not a request), and only
 * then may the form say it does not know the route (not at every half-typed name).
 */
const pauseMs = 700;
/**
 * How long after asking the form waits for Google before it says the operator will quote: its
 * answer usually comes within a second, and on a network that loses it the passenger should not
 * be left with the prompt. A later answer still prices the trip.
 */
const mapsPatienceMs = 4000;

/**
 * The trip's distance: from the table of popular routes when it has the route (the business's
 * own figure, which the function prices the operators' mail by, and a route page shows), else
 * from Google's distance service when the site has a Maps key (and it answers); null when
 * neither knows. `settled`: the places have not changed for a pause and Google (when asked) has
 * answered or kept the form waiting too long, so a null distance means nobody knows the route,
 * not that it is still being typed.
 */
export function useTripDistance(pickup: string, drop: string) {
  const [fromMaps, setFromMaps] = useState<{ trip: string; km: number | null } | null>(null);
  const trip = `${pickup.trim()}|${drop.trim()}`;
  const [pausedAt, setPausedAt] = useState(trip);
  useEffect(() => {
    const timer = setTimeout(() => setPausedAt(trip), pauseMs);
    return () => clearTimeout(timer);
  }, [trip]);
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
    }, pauseMs);
    const patience = setTimeout(() => {
      if (current) setFromMaps((known) => (known?.trip === trip ? known : { trip, km: null }));
    }, pauseMs + mapsPatienceMs);
    return () => {
      current = false;
      clearTimeout(timer);
      clearTimeout(patience);
    };
  }, [askable, pickup, drop, trip]);

  if (tableKm !== null) return { km: tableKm, source: "table" as DistanceSource, settled: true };
  const answered = fromMaps?.trip === trip;
  const mapsKm = answered ? fromMaps.km : null;
  if (askable && mapsKm !== null) {
    return { km: mapsKm, source: "maps" as DistanceSource, settled: true };
  }
  return { km: null, source: null, settled: pausedAt === trip && (!askable || answered) };
}
