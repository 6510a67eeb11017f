import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Icon } from "./icon";
import { useFormWords } from "../lib/messages";

/** What became of an enquiry kept on the phone, in one line: the form's notice says the rest. */
export interface KeptNews {
  text: string;
  failed: boolean;
}

/**
 * An enquiry kept on the phone settles when a connection comes: on a later visit, or while the
 * passenger reads another part of the page, so its notice under the form's button is often far
 * out of sight. Then a bar at the foot of the screen says it in a line, with a button that brings
 * the notice into view; it goes once the notice is seen. The bar is not a live region: the
 * form's status region already reads the notice out.
 *
 * `statusRef` goes on the form's status region; `tell` is called with the news as the form tells it.
 */
export function useKeptNews() {
  const statusRef = useRef<HTMLDivElement>(null);
  const [news, setNews] = useState<KeptNews | null>(null);
  const [unseen, setUnseen] = useState<KeptNews | null>(null);
  /** The news, or null when the form's notices are cleared (a press): what the bar said goes. */
  const tell = (next: KeptNews | null) => {
    setNews(next);
    if (!next) setUnseen(null);
  };

  useEffect(() => {
    // The newest notice: the forms show theirs newest first.
    const notice = statusRef.current?.firstElementChild;
    // No observer (jsdom, very old browsers): the notice alone, as before.
    if (!news || !notice || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setUnseen(null);
          observer.disconnect();
        } else setUnseen(news);
      },
      // Seen: below the fixed header, and clear of the screen's foot where the bar sits.
      { rootMargin: `-${headerHeight()}px 0px -20% 0px` },
    );
    observer.observe(notice);
    return () => observer.disconnect();
  }, [news]);

  const show = () => {
    const region = statusRef.current;
    region?.firstElementChild?.scrollIntoView({ block: "start" });
    // The bar goes with the button: focus moves to the notice, whose links come next.
    region?.focus({ preventScroll: true });
    setUnseen(null);
  };

  return {
    statusRef,
    tell,
    bar: unseen && <KeptNewsBar news={unseen} onShow={show} onClose={() => setUnseen(null)} />,
  };
}

/** The fixed header's height as drawn (it wraps taller on a narrow screen with large text). */
function headerHeight() {
  return Math.round(document.querySelector(".header")?.getBoundingClientRect().height ?? 0);
}

function KeptNewsBar({
  news,
  onShow,
  onClose,
}: {
  news: KeptNews;
  onShow: () => void;
  onClose: () => void;
}) {
  const { keptNews: words } = useFormWords();
  // Close takes the bar, and the focus in it, away: focus goes back where it came from, not to
  // the start of the page.
  const cameFrom = useRef<HTMLElement | null>(null);
  const noteWhence = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };
  const close = () => {
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
    onClose();
  };
  return (
    <aside
      className={`foot-bar kept-news${news.failed ? " kept-news--failed" : ""}`}
      onFocus={noteWhence}
    >
      <p>{news.text}</p>
      <button type="button" className="kept-news__show" onClick={onShow}>
        {words.show}
      </button>
      <button type="button" className="icon-button" onClick={close}>
        <Icon name="close" />
        <span className="visually-hidden">{words.close}</span>
      </button>
    </aside>
  );
}
