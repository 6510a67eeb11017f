import { sectionIds } from "../config/navigation";
import { site } from "../config/site";
import { SectionHeading } from "../components/section-heading";

const stats = [
  { value: "100%", label: "Safe Rides" },
  { value: "4.9", label: "Customer Rating" },
  { value: "15k+", label: "Happy Clients" },
] as const;

export function About() {
  return (
    <section id={sectionIds.about} className="section section--alt" aria-labelledby="about-title">
      <div className="container about">
        <div>
          <SectionHeading id="about-title" title="About Us" />
          <p>
            {site.name} started with one car and a simple idea: a passenger going one way should pay
            one way. Today our drivers cover every district of Tamil Nadu, Kerala, Andhra Pradesh,
            Karnataka and Puducherry, day and night.
          </p>
          <p>
            Every driver is verified and experienced on long routes, every car is cleaned before
            each trip, and every fare is quoted before you travel.
          </p>
        </div>
        <dl className="stats">
          {stats.map((stat) => (
            <div key={stat.label} className="stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
