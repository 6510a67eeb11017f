import { Header } from "./sections/header";
import { Hero, heroFrame } from "./sections/hero";
import { Services, servicesFrame } from "./sections/services";
import { About, aboutFrame } from "./sections/about";
import { Pricing, pricingFrame } from "./sections/pricing";
import { PopularRoutes, popularRoutesFrame } from "./sections/routes/route-links";
import { Booking } from "./sections/booking";
import { Testimonials } from "./sections/testimonials";
import { Contact } from "./sections/contact";
import { Footer, footerFrame } from "./sections/footer";
import { LanguageOffer } from "./sections/language-offer";
import { Kept } from "./sections/kept";
import {
  FormWordsContext,
  MessagesContext,
  RouteWordsContext,
  StaticMessagesContext,
  type FormWordsSource,
} from "./lib/messages";
import { useInPageRequests } from "./lib/in-page-requests";
import type { Messages, RouteWords, StaticMessages } from "./shared/i18n/messages";

/**
 * In the built page the browser keeps these sections as the build wrote them (sections/kept.tsx).
 * Written out here, where the bundler can see it is constant, so their code leaves the bundle.
 */
const keep = import.meta.env.PROD && !import.meta.env.SSR;

interface Words {
  messages: Messages;
  /** At build time and under `vite dev` only: the built page keeps those sections' HTML. */
  staticMessages?: StaticMessages;
  /** Likewise: the list of route pages is kept as built. */
  routeWords?: RouteWords;
  formWords: FormWordsSource;
}

/** The sections in the spec's order, in the page's language. */
export function App({ messages, staticMessages, routeWords, formWords }: Words) {
  useInPageRequests();
  return (
    <MessagesContext value={messages}>
      <StaticMessagesContext value={staticMessages ?? null}>
        <RouteWordsContext value={routeWords ?? null}>
          <FormWordsContext value={formWords}>
            <a className="skip-link" href="#main">
              {messages.skipToContent}
            </a>
            <Header />
            <main id="main">
              {keep ? <Kept as="section" {...heroFrame} /> : <Hero />}
              {keep ? <Kept as="section" {...servicesFrame} /> : <Services />}
              {keep ? <Kept as="section" {...aboutFrame} /> : <About />}
              {keep ? <Kept as="section" {...pricingFrame} /> : <Pricing />}
              <Booking />
              <Testimonials />
              <Contact />
              {/* After the spec's sections: the route pages, for a passenger who searched a route. */}
              {keep ? <Kept as="section" {...popularRoutesFrame} /> : <PopularRoutes />}
            </main>
            {keep ? <Kept as="footer" {...footerFrame} /> : <Footer />}
            <LanguageOffer />
          </FormWordsContext>
        </RouteWordsContext>
      </StaticMessagesContext>
    </MessagesContext>
  );
}
