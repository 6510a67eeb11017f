import { useEffect, useRef, useState, type FocusEvent } from "react";
import { headerSolidAfterPx, site } from "../config/site";
import { anchor, sectionIds } from "../config/navigation";
import { areaCodes } from "../shared/page-keys";
import { Icon } from "../components/icon";
import { useScrolledPast } from "../components/use-scrolled-past";
import { useMessages } from "../lib/messages";
import { usePagePaths } from "../lib/page-paths";
import { LanguageSwitcher } from "./language-switcher";
import { NavItems } from "./nav-items";

/** "+91 98400 12345" → ["+91 ", "98400 12345"]: a narrow phone shows the number without the code. */
function splitCountryCode(phone: string): [string, string] {
  const match = /^(\+\d+\s)(.*)$/.exec(phone);
  return match ? [match[1]!, match[2]!] : ["", phone];
}

export function Header() {
  const t = useMessages();
  const { section } = usePagePaths();
  const solid = useScrolledPast(headerSolidAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);
  const menuRef = useRef<HTMLElement>(null);
  // Tabbing on past the menu's last link (or back past its button) closes it: left open, the
  // panel covered the links the focus moved on to.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node)) return;
    if (menuRef.current?.contains(next) || toggleRef.current?.contains(next)) return;
    setMenuOpen(false);
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
        <button
          ref={toggleRef}
          type="button"
          className="icon-button header__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
          onBlur={menuOpen ? closeWhenFocusLeaves : undefined}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
          <span className="visually-hidden">
            {menuOpen ? t.header.closeMenu : t.header.openMenu}
          </span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        ref={menuRef}
        onBlur={closeWhenFocusLeaves}
        className="mobile-menu"
        aria-label={t.header.mobileNav}
        hidden={!menuOpen}
      >
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
    </header>
  );
}
