import { sectionIds } from "../../config/navigation";
import { fares } from "../../shared/fares/fares";
import { nightChargeOn } from "../../shared/fares/fare-estimate";
import {
  displayName,
  placeFacts,
  vehicleFares,
  type RoutePage,
  type StateCode,
} from "../../shared/fares/route-pages";
import type { RouteWords, StaticMessages } from "../../shared/i18n/messages";
import { SectionHeading } from "../../components/section-heading";
import { useRouteWords, useStaticMessages } from "../../lib/messages";
import type { Frame } from "../kept";

export const routeChargesFrame: Frame = {
  id: sectionIds.routeCharges,
  className: "section",
  "aria-labelledby": "charges-title",
};

const stateName = (t: StaticMessages, words: RouteWords, state: StateCode) =>
  state === "TG" ? words.telangana : t.areas[state];

/**
 * What may be added to a route's fare, as the rates and the operators' mail state it: the
 * airport charge only where the pickup place has an airport, the night charge worked out on
 * this route's Sedan fare, stops, waiting, tolls and parking, and the permit only where the road
 * crosses a state line, naming every state it enters.
 */
export function RouteCharges({ route }: { route: RoutePage }) {
  const t = useStaticMessages();
  const words = useRouteWords();
  const { format } = t;
  const from = displayName(words, route.from);
  const to = displayName(words, route.to);
  const start = placeFacts[route.from]!;
  const end = placeFacts[route.to]!;
  const sedan = vehicleFares(route).find(({ vehicle }) => vehicle === fares.defaultVehicle)!;
  return (
    <section {...routeChargesFrame}>
      <div className="container container--narrow">
        <SectionHeading id="charges-title" title={words.chargesTitle} />
        <ul className="route__charges">
          {start.airport && (
            <li>{words.airport(from, format.rupees(fares.airportPickupCharge))}</li>
          )}
          <li>{words.night(format.rupees(nightChargeOn(sedan.fare)))}</li>
          <li>{words.stops(from, to, format.rupees(fares.extraStopCharge))}</li>
          {/* The rates' own line, which has no full stop in its list; here it sits among sentences. */}
          <li>{t.pricing.waiting()}.</li>
          <li>{words.tolls(from, to)}</li>
          {(start.state !== end.state || route.through.length > 0) && (
            <li>
              {words.permit(
                stateName(t, words, start.state),
                stateName(t, words, end.state),
                ...route.through.map((state) => stateName(t, words, state)),
              )}
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
