import { anchor, sectionIds } from "../config/navigation";
import { Icon, type IconName } from "../components/icon";
import { SectionHeading } from "../components/section-heading";
import { contactMessageRequests } from "../lib/form-requests";
import { followInPageLink, isPlainClick } from "../lib/in-page-link";

interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
}

const services: readonly ServiceCard[] = [
  {
    icon: "plane",
    title: "Airport Transfers",
    description:
      "Pickups and drops at Chennai, Bengaluru, Kochi, Coimbatore and every airport we serve, timed to your flight.",
  },
  {
    icon: "route",
    title: "One-Way Drop",
    description: "Pay only for the distance you travel. No return fare for the empty trip back.",
  },
  {
    icon: "briefcase",
    title: "Corporate Services",
    description: "Reliable cars for staff and guests, with monthly billing for companies.",
  },
  {
    icon: "clock",
    title: "24/7 Availability",
    description: "Early-morning flights and late-night trains: call any hour, any day.",
  },
  {
    icon: "wallet",
    title: "Easy Payment",
    description:
      "Pay by UPI, card or cash at the end of the trip. A clear bill, no hidden charges.",
  },
  {
    icon: "map",
    title: "Local Expertise",
    description: "Drivers who know the highways, ghats and temple towns of South India.",
  },
];

/** What "Learn More" starts the contact message with. */
const learnMoreMessage = (service: string) => `I would like to know more about ${service}`;

export function Services() {
  return (
    <section id={sectionIds.services} className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading
          id="services-title"
          title="Our Services"
          intro="Whatever the trip, one call gets you a clean car and a driver who knows the road."
        />
        <ul className="cards cards--three">
          {services.map((service) => (
            <li key={service.title} className="card">
              <span className="card__icon">
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              <p>{service.description}</p>
              <a
                className="card__link"
                href={anchor(sectionIds.contact)}
                onClick={(event) => {
                  // A plain link before the script; with it, the message is started too.
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  followInPageLink(anchor(sectionIds.contact));
                  contactMessageRequests.send(learnMoreMessage(service.title));
                }}
              >
                Learn More<span className="visually-hidden"> about {service.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
