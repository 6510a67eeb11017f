import { useRef, type MouseEvent } from "react";
import { languageInfo, languages, type Language } from "../shared/i18n/languages";
import { Icon } from "../components/icon";
import { useClosingDisclosure } from "../components/use-closing-disclosure";
import { useMessages } from "../lib/messages";
import { isPlainClick } from "../lib/in-page-link";
import { leavingForLanguage, pageAtSection, rememberLanguage } from "../lib/language-choice";
import { usePagePaths } from "../lib/page-paths";

/** Goes to this page in another language at the section being read, and remembers the choice. */
export function switchLanguage(
  event: MouseEvent<HTMLAnchorElement>,
  language: Language,
  page: string,
) {
  rememberLanguage(language);
  if (!isPlainClick(event)) return;
  event.preventDefault();
  // The forms keep what was typed for the new page (components/typing-across-languages.ts).
  window.dispatchEvent(new Event(leavingForLanguage));
  window.location.assign(pageAtSection(page));
}

/**
 * The language switcher in the header bar, there on a phone without opening the menu. A
 * <details> list of plain links, so it opens and works before any script; the script adds the
 * section and the memory. Each language is named in its own script, and marked with its lang.
 */
export function LanguageSwitcher() {
  const t = useMessages();
  const paths = usePagePaths();
  const ref = useRef<HTMLDetailsElement>(null);

  useClosingDisclosure(ref);

  return (
    // Open already if tapped before the script arrived: React leaves that as it is.
    <details className="languages" ref={ref} suppressHydrationWarning>
      <summary className="languages__toggle">
        <Icon name="language" />
        <span className="visually-hidden">{t.header.language}</span>
        <span className="languages__current">{languageInfo[t.language].name}</span>
      </summary>
      <ul className="languages__list">
        {languages.map((code) => {
          const { tag, name } = languageInfo[code];
          const path = paths.languages[code];
          return (
            <li key={code}>
              <a
                href={path}
                lang={tag}
                hrefLang={tag}
                aria-current={code === t.language ? "page" : undefined}
                onClick={(event) => switchLanguage(event, code, path)}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
