import { sectionIds } from "../config/navigation";
import { site } from "../config/site";
import { Icon } from "../components/icon";
import { SitePhoneNumber } from "../components/site-phone-number";
import { SectionHeading } from "../components/section-heading";
import { lazy } from "react";
import { LazyForm } from "../components/lazy-form";
import { MapPanel } from "../features/map/map-panel";
import { useMessages } from "../lib/messages";
import { untilLoaded } from "../lib/until-loaded";

// Form code is fetched right after the first paint, not before it: see LazyForm.
const ContactForm = lazy(() =>
  untilLoaded(() => import("../features/contact/contact-form")).then((module) => ({
    default: module.ContactForm,
  })),
);

export function Contact() {
  const { contact } = useMessages();
  return (
    <section id={sectionIds.contact} className="section" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading id="contact-title" title={contact.title} intro={contact.intro} />
        <div className="contact">
          <LazyForm minHeight={560}>
            <ContactForm />
          </LazyForm>
          <div className="contact__info">
            <h3>{contact.infoTitle}</h3>
            <ul className="contact__list">
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:${site.phoneE164}`}>
                  <SitePhoneNumber />
                </a>
              </li>
              <li>
                <Icon name="whatsapp" size={20} />
                <a href={`https://wa.me/${site.whatsappNumber}`} rel="noopener noreferrer">
                  {contact.whatsapp}
                </a>
              </li>
              {site.emails.map((email) => (
                <li key={email}>
                  <Icon name="mail" size={20} />
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              ))}
              <li>
                <Icon name="map" size={20} />
                <span>{contact.areas}</span>
              </li>
              <li>
                <Icon name="clock" size={20} />
                <span>{contact.hours}</span>
              </li>
            </ul>
            <MapPanel />
          </div>
        </div>
      </div>
    </section>
  );
}
