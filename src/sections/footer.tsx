import { anchor, legalLinks, sectionIds } from "../config/navigation";
import { site, type SocialNetwork } from "../config/site";
import { areaCodes } from "../shared/page-keys";
import { Icon } from "../components/icon";
import { SitePhoneNumber } from "../components/site-phone-number";
import { useStaticMessages } from "../lib/messages";
import { usePagePaths } from "../lib/page-paths";
import type { Frame } from "./kept";
import { NavItems } from "./nav-items";

const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  youtube: "YouTube",
};

export const footerFrame: Frame = { className: "footer" };

export function Footer() {
  const t = useStaticMessages();
  const { footer } = t;
  const { section } = usePagePaths();
  const year = new Date().getFullYear();
  const areaNames = [...areaCodes.map((code) => t.areas[code]), t.interState];
  // An icon that leads nowhere is worse than none: only configured profiles are shown.
  const socials = (Object.keys(site.social) as SocialNetwork[]).filter((key) => site.social[key]);

  return (
    <footer {...footerFrame}>
      <div className="container footer__grid">
        <div>
          <p className="footer__brand" lang="en">
            {site.name}
          </p>
          <p>{footer.tagline}</p>
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
        <nav aria-labelledby="footer-quick-links">
          <h2 className="footer__heading" id="footer-quick-links">
            {footer.quickLinks}
          </h2>
          <ul>
            <NavItems words={t.nav} />
          </ul>
        </nav>
        <nav aria-labelledby="footer-service-areas">
          <h2 className="footer__heading" id="footer-service-areas">
            {footer.serviceAreas}
          </h2>
          <ul>
            {areaNames.map((name) => (
              <li key={name}>
                <a href={section(anchor(sectionIds.services))}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer__heading">{footer.contact}</h2>
          <ul>
            <li>
              <a href={`tel:${site.phoneE164}`}>
                <SitePhoneNumber />
              </a>
            </li>
            {site.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ))}
            <li>{t.address}</li>
          </ul>
        </div>
      </div>
      <div className="container footer__bottom">
        <p>
          © {year} {site.name}. {footer.rights}
        </p>
        <ul className="footer__legal">
          {legalLinks(t.language).map((link) => (
            <li key={link.href}>
              <a href={link.href} hrefLang={link.hrefLang}>
                {t.legal[link.id]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
