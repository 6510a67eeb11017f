import { routePath, sectionIds } from "../../config/navigation";
import {
  displayName,
  routePages,
  routesFrom,
  wayBack,
  type RoutePage,
} from "../../shared/fares/route-pages";
import type { RouteWords, StaticMessages } from "../../shared/i18n/messages";
import { SectionHeading } from "../../components/section-heading";
import { useRouteWords, useStaticMessages } from "../../lib/messages";
import type { Frame } from "../kept";

/** A link to a route page in the page's language, named as its title names it, with its km. */
function RouteLink({
  t,
  words,
  route,
}: {
  t: StaticMessages;
  words: RouteWords;
  route: RoutePage;
}) {
  const title = words.title(displayName(words, route.from), displayName(words, route.to));
  return (
    <li>
      <a href={routePath(t.language, route.slug)}>{title}</a>{" "}
      <span className="route-list__km">{t.format.number(route.km)} km</span>
    </li>
  );
}

export const moreRoutesFrame: Frame = {
  id: sectionIds.moreRoutes,
  className: "section section--alt",
  "aria-labelledby": "more-routes-title",
};

/** A route page's way back, and the other routes from either of its places. */
export function MoreRoutes({ route }: { route: RoutePage }) {
  const t = useStaticMessages();
  const words = useRouteWords();
  const back = wayBack(route);
  const groups = [
    { title: words.wayBack, routes: [back] },
    {
      title: words.moreFrom(displayName(words, route.from)),
      routes: routesFrom(route.from, route),
    },
    { title: words.moreFrom(displayName(words, route.to)), routes: routesFrom(route.to, back) },
  ].filter((group) => group.routes.length > 0);
  return (
    <section {...moreRoutesFrame}>
      <div className="container">
        <SectionHeading id="more-routes-title" title={words.moreTitle} />
        <div className="route-groups">
          {groups.map((group) => (
            <div key={group.title}>
              <h3>{group.title}</h3>
              <ul className="route-list">
                {group.routes.map((other) => (
                  <RouteLink key={other.slug} t={t} words={words} route={other} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

export const popularRoutesFrame: Frame = {
  id: sectionIds.popularRoutes,
  className: "section section--alt",
  "aria-labelledby": "popular-routes-title",
};

/** The home page's list of every route page in its language, both directions. */
export function PopularRoutes() {
  const t = useStaticMessages();
  const words = useRouteWords();
  return (
    <section {...popularRoutesFrame}>
      <div className="container">
        <SectionHeading
          id="popular-routes-title"
          title={words.popularTitle}
          intro={words.popularIntro}
        />
        <ul className="route-list route-list--columns">
          {routePages.map((route) => (
            <RouteLink key={route.slug} t={t} words={words} route={route} />
          ))}
        </ul>
      </div>
    </section>
  );
}
