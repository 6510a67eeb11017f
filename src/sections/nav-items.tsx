import { navLinks } from "../config/navigation";
import type { NavId } from "../shared/page-keys";
import { usePagePaths } from "../lib/page-paths";

/**
 * A link to each of the page's sections, in the menu's order, as list items: the header's menu,
 * the mobile menu (which closes on a tap and adds the phone) and the footer's quick links.
 */
export function NavItems({
  words,
  onClick,
}: {
  /** The language file's `nav`. */
  words: Readonly<Record<NavId, string>>;
  onClick?: () => void;
}) {
  const { section } = usePagePaths();
  return navLinks.map((link) => (
    <li key={link.href}>
      <a href={section(link.href)} onClick={onClick}>
        {words[link.id]}
      </a>
    </li>
  ));
}
