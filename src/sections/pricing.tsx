import type { MouseEvent } from "react";
import { anchor, bookVehicleId, sectionIds } from "../config/navigation";
import {
  additionalCharges,
  pricingPlans,
  rupees,
  upToPassengers,
  vehicleWithSeats,
  type VehicleType,
} from "../shared/fares";
import { Icon } from "../components/icon";
import { bookingVehicleRequests } from "../lib/form-requests";
import { followInPageLink, isPlainClick } from "../lib/in-page-link";
import { SectionHeading } from "../components/section-heading";

/** A plain link before the script; with it, the form also chooses the car and takes the cursor. */
function bookVehicle(event: MouseEvent<HTMLAnchorElement>, vehicle: VehicleType) {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  followInPageLink(anchor(bookVehicleId(vehicle)));
  bookingVehicleRequests.send(vehicle);
}

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
                {plan.note} · {upToPassengers(plan.capacity)}
              </p>
              <ul className="plan__features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={16} />
                    {feature}
                  </li>
                ))}
              </ul>
              {plan.vehicles.map((vehicle, index) =>
                index === 0 ? (
                  <a
                    key={vehicle}
                    className="button button--primary"
                    href={anchor(bookVehicleId(vehicle))}
                    onClick={(event) => bookVehicle(event, vehicle)}
                  >
                    Book {plan.title}
                  </a>
                ) : (
                  // A larger car on the same plan, e.g. the Innova for a group of 7.
                  <a
                    key={vehicle}
                    className="button button--outline"
                    href={anchor(bookVehicleId(vehicle))}
                    onClick={(event) => bookVehicle(event, vehicle)}
                  >
                    Book {vehicleWithSeats(vehicle)}
                  </a>
                ),
              )}
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
