import { Header } from "./sections/header";
import { Hero } from "./sections/hero";
import { Services } from "./sections/services";
import { About } from "./sections/about";
import { Pricing } from "./sections/pricing";
import { Booking } from "./sections/booking";
import { Testimonials } from "./sections/testimonials";
import { Contact } from "./sections/contact";
import { Footer } from "./sections/footer";

/** The sections in the spec's order. */
export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main">
        <Hero />
        <Services />
        <About />
        <Pricing />
        <Booking />
        <Testimonials />
        <Contact />
      </main>
      <Footer />
    </>
  );
}
