import { anchor, sectionIds } from "../../config/navigation";
import {
  displayName,
  officialName,
  vehicleFares,
  type RoutePage,
} from "../../shared/fares/route-pages";
import { useRouteWords, useStaticMessages } from "../../lib/messages";
import type { Frame } from "../kept";

export const routeFactsFrame: Frame = {
  id: sectionIds.route,
  className: "hero route",
  "aria-labelledby": "route-title",
};

/**
 * The top of a route page: the two places as passengers search them (and their official names),
 * the road distance, and each vehicle's fare with how it is made, from the one fare config.
 */
export function RouteFacts({ route }: { route: RoutePage }) {
  const t = useStaticMessages();
  const words = useRouteWords();
  const { format } = t;
  const from = displayName(words, route.from);
  const to = displayName(words, route.to);
  const km = format.number(route.km);
  const officials = [route.from, route.to].flatMap((place) => {
    const official = officialName(words, place);
    return official ? [words.official(displayName(words, place), official)] : [];
  });
  return (
    <section {...routeFactsFrame}>
      <div className="container hero__inner">
        <h1 id="route-title">{words.heading(from, to)}</h1>
        <p className="hero__lead">{words.lead(from, to, km)}</p>
        {officials.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
        <h2 className="route__fares-title">{words.faresTitle(from, to)}</h2>
        <ul className="route__fares">
          {vehicleFares(route).map(({ vehicle, ratePerKm, fare }) => (
            <li key={vehicle}>
              <span>{t.withSeats(vehicle)}</span>{" "}
              <span>
                {km} km × {format.rupees(ratePerKm)} = <strong>{format.rupees(fare)}</strong>
              </span>
            </li>
          ))}
        </ul>
        <p>{words.faresNote}</p>
        <div className="hero__actions">
          <a className="button button--primary" href={anchor(sectionIds.booking)}>
            {words.book}
          </a>
        </div>
      </div>
    </section>
  );
}
