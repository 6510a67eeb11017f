import type { ReactNode } from "react";
import { Header } from "./sections/header";
import { Booking, type Trip } from "./sections/booking";
import { Footer, footerFrame } from "./sections/footer";
import { Kept } from "./sections/kept";
import { RouteFacts, routeFactsFrame } from "./sections/routes/route-facts";
import { RouteCharges, routeChargesFrame } from "./sections/routes/route-charges";
import { MoreRoutes, moreRoutesFrame } from "./sections/routes/route-links";
import { sectionIds } from "./config/navigation";
import type { RoutePage } from "./shared/fares/route-pages";
import {
  FormWordsContext,
  MessagesContext,
  RouteWordsContext,
  StaticMessagesContext,
  type FormWordsSource,
} from "./lib/messages";
import { PagePathsContext, routePagePaths } from "./lib/page-paths";
import type { Messages, RouteWords, StaticMessages } from "./shared/i18n/messages";

/** As in app.tsx: the built page keeps the static sections as the build wrote them. */
const keep = import.meta.env.PROD && !import.meta.env.SSR;

/** The sections a route page has; a header or footer link to any other goes to the home page. */
const sectionsHere = [
  sectionIds.route,
  sectionIds.booking,
  sectionIds.routeCharges,
  sectionIds.moreRoutes,
];

/** What the page's script knows of its route: its address and the form's start (pre-rendered). */
export interface RouteTrip extends Trip {
  slug: string;
}

interface Props {
  messages: Messages;
  formWords: FormWordsSource;
  trip: RouteTrip;
  /** At build time only: the words and facts of the sections the built page keeps. */
  staticMessages?: StaticMessages;
  routeWords?: RouteWords;
  route?: RoutePage;
}

/**
 * A page per route and direction (Chennai → Madurai), in the page's language: the route's facts,
 * the booking form filled with it, the charges that may apply and the routes nearby. Only the
 * header and the form act in the browser; the rest is kept as built.
 */
export function RouteApp({ messages, formWords, trip, staticMessages, routeWords, route }: Props) {
  const built = (render: (route: RoutePage) => ReactNode) => {
    if (!route) throw new Error("a route page renders its facts at build time only");
    return render(route);
  };
  return (
    <MessagesContext value={messages}>
      <StaticMessagesContext value={staticMessages ?? null}>
        <RouteWordsContext value={routeWords ?? null}>
          <FormWordsContext value={formWords}>
            <PagePathsContext value={routePagePaths(messages.language, trip.slug, sectionsHere)}>
              <a className="skip-link" href="#main">
                {messages.skipToContent}
              </a>
              <Header />
              <main id="main">
                {keep ? (
                  <Kept as="section" {...routeFactsFrame} />
                ) : (
                  built((route) => <RouteFacts route={route} />)
                )}
                <Booking trip={trip} />
                {keep ? (
                  <Kept as="section" {...routeChargesFrame} />
                ) : (
                  built((route) => <RouteCharges route={route} />)
                )}
                {keep ? (
                  <Kept as="section" {...moreRoutesFrame} />
                ) : (
                  built((route) => <MoreRoutes route={route} />)
                )}
              </main>
              {keep ? <Kept as="footer" {...footerFrame} /> : <Footer />}
            </PagePathsContext>
          </FormWordsContext>
        </RouteWordsContext>
      </StaticMessagesContext>
    </MessagesContext>
  );
}
