import { useState, useSyncExternalStore } from "react";
import { languageInfo, readThisPageIn } from "../shared/i18n/languages";
import { Icon } from "../components/icon";
import { useMessages } from "../lib/messages";
import { offeredLanguage, rememberLanguage } from "../lib/language-choice";
import { switchLanguage } from "./language-switcher";

const noSubscription = () => () => {};

/**
 * On the English page, an offer to read it in the language the visitor chose before (or their
 * browser asks for): a bar at the foot of the screen, never a redirect (search engines and shared
 * links get the page they asked for). Fixed in place, so nothing on the page moves when it
 * appears; the pre-rendered page has none, and it appears once the script has read the choice.
 */
export function LanguageOffer() {
  const t = useMessages();
  const offered = useSyncExternalStore(noSubscription, offeredLanguage, () => undefined);
  const [dismissed, setDismissed] = useState(false);
  if (t.language !== "en" || !offered || dismissed) return null;
  const { tag } = languageInfo[offered];
  return (
    <aside className="foot-bar language-offer" lang={tag}>
      <a
        href={languageInfo[offered].path}
        onClick={(event) => switchLanguage(event, offered, languageInfo[offered].path)}
      >
        {readThisPageIn[offered]} →
      </a>
      <button
        type="button"
        className="icon-button"
        lang="en"
        onClick={() => {
          rememberLanguage("en");
          setDismissed(true);
        }}
      >
        <Icon name="close" />
        <span className="visually-hidden">{t.header.stayInEnglish}</span>
      </button>
    </aside>
  );
}
