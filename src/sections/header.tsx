import { useEffect, useRef, useState, type FocusEvent } from "react";
import { headerSolidAfterPx, site } from "../config/site";
import { anchor, sectionIds } from "../config/navigation";
import { areaCodes } from "../shared/page-keys";
import { Icon } from "../components/icon";
import { splitCountryCode } from "../components/site-phone-number";
import { useClosingDisclosure } from "../components/use-closing-disclosure";
import { useScrolledPast } from "../components/use-scrolled-past";
import { useMessages } from "../lib/messages";
import { usePagePaths } from "../lib/page-paths";
import { LanguageSwitcher } from "./language-switcher";
import { NavItems } from "./nav-items";

export function Header() {
  const t = useMessages();
  const { section } = usePagePaths();
  const solid = useScrolledPast(headerSolidAfterPx);
  // The menu is a <details>, so the button opens it before the script has arrived on a slow
  // phone, and without script at all; the script closes it as a menu would and names the button.
  const menuRef = useRef<HTMLDetailsElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useClosingDisclosure(menuRef);
  // Opened before the script arrived, it is open already.
  useEffect(() => setMenuOpen(menuRef.current?.open ?? false), []);

  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };
  // Tabbing on past the menu's last link (or back past its button) closes it: left open, the
  // panel covered the links the focus moved on to.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !menuRef.current?.contains(next)) closeMenu();
  };
  const [countryCode, localNumber] = splitCountryCode(site.phoneDisplay);
  const solidClass = solid || menuOpen ? " header--solid" : "";

  return (
    <header className={`header${solidClass}`} data-solid={solid ? "true" : "false"}>
      <div className="header__bar container">
        <a className="header__brand" href={section(anchor(sectionIds.home))}>
          <span className="header__logo">
            <Icon name="taxi" />
          </span>
          {/* The business's name is English on every page: read in an English voice. */}
          <span className="header__name" lang="en">
            {site.name}
          </span>
        </a>
        <nav className="header__nav" aria-label={t.header.mainNav}>
          <ul>
            <NavItems words={t.nav} />
          </ul>
        </nav>
        <div className="header__contact">
          <a className="header__phone" href={`tel:${site.phoneE164}`}>
            <Icon name="phone" size={18} />
            <span>
              <span className="visually-hidden">{t.header.callUs}</span>
              <span className="header__country-code">{countryCode}</span>
              {localNumber}
            </span>
          </a>
          <p className="header__areas">
            <span className="visually-hidden">{t.header.serviceAreas}</span>
            {areaCodes.join(" · ")}
          </p>
        </div>
        <LanguageSwitcher />
        {/* Open already if tapped before the script arrived: React leaves that as it is. */}
        <details
          className="header__menu"
          ref={menuRef}
          suppressHydrationWarning
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          onBlur={closeWhenFocusLeaves}
        >
          <summary className="icon-button header__toggle">
            {/* Both drawn, CSS showing the one for the state: right before the script too. */}
            <span className="header__toggle-open">
              <Icon name="menu" />
            </span>
            <span className="header__toggle-close">
              <Icon name="close" />
            </span>
            <span className="visually-hidden">
              {menuOpen ? t.header.closeMenu : t.header.openMenu}
            </span>
          </summary>
          <nav id="mobile-menu" className="mobile-menu" aria-label={t.header.mobileNav}>
            <ul className="container">
              <NavItems words={t.nav} onClick={closeMenu} />
              <li>
                <a href={`tel:${site.phoneE164}`} onClick={closeMenu}>
                  {t.header.call(site.phoneDisplay)}
                </a>
              </li>
            </ul>
            <p className="mobile-menu__areas container">
              {t.header.weServe}{" "}
              {areaCodes.map((code) => (
                <abbr key={code} title={t.areas[code]}>
                  {code}
                </abbr>
              ))}
            </p>
          </nav>
        </details>
      </div>
    </header>
  );
}
