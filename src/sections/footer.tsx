import { anchor, legalLinks, navLinks, sectionIds } from "../config/navigation";
import { interStateArea, serviceAreas, site, type SocialNetwork } from "../config/site";
import { Icon } from "../components/icon";

const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  youtube: "YouTube",
};

export function Footer() {
  const year = new Date().getFullYear();
  const areaNames = [...serviceAreas.map((area) => area.name), interStateArea];
  // An icon that leads nowhere is worse than none: only configured profiles are shown.
  const socials = (Object.keys(site.social) as SocialNetwork[]).filter((key) => site.social[key]);

  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{site.name}</p>
          <p>{site.tagline}.</p>
          {socials.length > 0 && (
            <ul className="footer__social">
              {socials.map((key) => (
                <li key={key}>
                  <a href={site.social[key]} rel="noopener noreferrer">
                    <Icon name={key} />
                    <span className="visually-hidden">{socialLabels[key]}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label="Quick links">
          <h2 className="footer__heading">Quick Links</h2>
          <ul>
            {navLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Service areas">
          <h2 className="footer__heading">Service Areas</h2>
          <ul>
            {areaNames.map((name) => (
              <li key={name}>
                <a href={anchor(sectionIds.services)}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer__heading">Contact</h2>
          <ul>
            <li>
              <a href={`tel:${site.phoneE164}`}>{site.phoneDisplay}</a>
            </li>
            {site.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
            <li>{site.address}</li>
          </ul>
        </div>
      </div>
      <div className="container footer__bottom">
        <p>
          {/* The build pre-renders its own year; the browser's may differ on New Year's Day. */}©{" "}
          <span suppressHydrationWarning>{year}</span> {site.name}. All rights reserved.
        </p>
        <ul className="footer__legal">
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
