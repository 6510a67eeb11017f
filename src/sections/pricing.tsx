import { anchor, sectionIds } from "../config/navigation";
import { additionalCharges, pricingPlans, rupees } from "../shared/fares";
import { Icon } from "../components/icon";
import { SectionHeading } from "../components/section-heading";

export function Pricing() {
  return (
    <section id={sectionIds.pricing} className="section" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading
          id="pricing-title"
          title="Our Rates"
          intro="Simple per-kilometre pricing. You pay for one way only."
        />
        <ul className="cards cards--three">
          {pricingPlans.map((plan) => (
            <li key={plan.id} className={plan.isPopular ? "card plan plan--popular" : "card plan"}>
              {plan.isPopular && <p className="plan__badge">Most Popular</p>}
              <h3>{plan.title}</h3>
              <p className="plan__price">
                <span className="plan__amount">{rupees(plan.pricePerKm)}</span>
                <span className="plan__unit">per km</span>
              </p>
              <p className="plan__note">
                {plan.note} · up to {plan.capacity} passengers
              </p>
              <ul className="plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={16} />
                    {feature}
                  </li>
                ))}
              </ul>
              <a className="button button--primary" href={anchor(sectionIds.booking)}>
                Book {plan.title}
              </a>
            </li>
          ))}
        </ul>
        <div className="charges">
          <h3>Additional charges</h3>
          <ul>
            {additionalCharges.map((charge) => (
              <li key={charge}>{charge}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
