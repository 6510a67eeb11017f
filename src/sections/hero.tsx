import { anchor, sectionIds } from "../config/navigation";
import { serviceAreas } from "../config/site";
import { Icon } from "../components/icon";

const highlights = ["Professional Drivers", "On-Time Service", "Competitive Rates"] as const;

export function Hero() {
  return (
    <section id={sectionIds.home} className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">One-way drop taxi · 24/7</p>
        <h1 id="hero-title">Pay one way only. Drop taxis across South India.</h1>
        <p className="hero__lead">
          Airport transfers, outstation drops and corporate travel across{" "}
          {serviceAreas.map((area) => area.name).join(", ")} and beyond. No return fare, no
          surprises.
        </p>
        <div className="hero__actions">
          <a className="button button--primary" href={anchor(sectionIds.booking)}>
            Book a Ride
          </a>
          <a className="button button--ghost" href={anchor(sectionIds.pricing)}>
            View Our Rates
          </a>
        </div>
        <ul className="hero__highlights">
          {highlights.map((text) => (
            <li key={text}>
              <Icon name="check" size={18} />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
