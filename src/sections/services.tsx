import { anchor, sectionIds } from "../config/navigation";
import { serviceIds, type ServiceId } from "../shared/page-keys";
import { Icon, type IconName } from "../components/icon";
import { SectionHeading } from "../components/section-heading";
import { useStaticMessages } from "../lib/messages";
import type { Frame } from "./kept";

const icons: Record<ServiceId, IconName> = {
  airport: "plane",
  oneWay: "route",
  corporate: "briefcase",
  allDay: "clock",
  payment: "wallet",
  local: "map",
};

export const servicesFrame: Frame = {
  id: sectionIds.services,
  className: "section",
  "aria-labelledby": "services-title",
};

export function Services() {
  const { services } = useStaticMessages();
  return (
    <section {...servicesFrame}>
      <div className="container">
        <SectionHeading id="services-title" title={services.title} intro={services.intro} />
        <ul className="cards cards--three">
          {serviceIds.map((id) => {
            const { title, description } = services.cards[id];
            return (
              <li key={id} className="card">
                <span className="card__icon">
                  <Icon name={icons[id]} />
                </span>
                <h3>{title}</h3>
                <p>{description}</p>
                {/* A plain link before the script; with it, the message is started too
                    (lib/in-page-requests.ts). */}
                <a
                  className="card__link"
                  href={anchor(sectionIds.contact)}
                  data-message={services.messages[id]}
                >
                  {services.learnMore}
                  <span className="visually-hidden">{services.learnMoreAbout(title)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
