import { anchor, bookVehicleId, sectionIds } from "../config/navigation";
import { pricingPlans } from "../shared/fares/fares";
import { Icon } from "../components/icon";
import { SectionHeading } from "../components/section-heading";
import { useStaticMessages } from "../lib/messages";
import type { Frame } from "./kept";

export const pricingFrame: Frame = {
  id: sectionIds.pricing,
  className: "section",
  "aria-labelledby": "pricing-title",
};

export function Pricing() {
  const t = useStaticMessages();
  const { pricing } = t;
  return (
    <section {...pricingFrame}>
      <div className="container">
        <SectionHeading id="pricing-title" title={pricing.title} intro={pricing.intro} />
        <ul className="cards cards--three">
          {pricingPlans.map((plan) => (
            <li key={plan.id} className={plan.isPopular ? "card plan plan--popular" : "card plan"}>
              {plan.isPopular && <p className="plan__badge">{pricing.popular}</p>}
              <h3>{pricing.plans[plan.id].title}</h3>
              <p className="plan__price">
                <span className="plan__amount">{t.format.rupees(plan.pricePerKm)}</span>
                <span className="plan__unit">{pricing.perKm}</span>
              </p>
              <p className="plan__note">
                {pricing.plans[plan.id].note} · {pricing.upTo(plan.capacity)}
              </p>
              <ul className="plan__features">
                {pricing.plans[plan.id].features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={16} />
                    {feature}
                  </li>
                ))}
              </ul>
              {plan.vehicles.map((vehicle, index) =>
                index === 0 ? (
                  // A plain link before the script; with it, the form also chooses the car and
                  // takes the cursor (lib/in-page-requests.ts).
                  <a
                    key={vehicle}
                    className="button button--primary"
                    href={anchor(bookVehicleId(vehicle))}
                    data-vehicle={vehicle}
                  >
                    {pricing.book(pricing.plans[plan.id].title)}
                  </a>
                ) : (
                  // A larger car on the same plan, e.g. the Innova for a group of 7.
                  <a
                    key={vehicle}
                    className="button button--outline"
                    href={anchor(bookVehicleId(vehicle))}
                    data-vehicle={vehicle}
                  >
                    {pricing.book(t.withSeats(vehicle))}
                  </a>
                ),
              )}
            </li>
          ))}
        </ul>
        <div className="charges">
          <h3>{pricing.chargesTitle}</h3>
          <ul>
            {pricing.charges().map((charge) => (
              <li key={charge}>{charge}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
