/**
 * Forms the browser posted itself, because the page's script had not taken them over yet (a tap
 * before hydration on a slow phone). Such a form goes on being posted by the browser: a second
 * tap at the seam then sends the same data the same way, which the function answers with the
 * first result, instead of a JSON copy with a key of its own, which would be a second booking.
 */
const postedByBrowser = new WeakSet<HTMLFormElement>();

/**
 * Watches from the moment the page's first script runs. React handles a hydrated form's submit
 * at the root, before the event reaches window, and cancels it; one that arrives uncancelled was
 * posted by the browser.
 */
export function watchBrowserPosts() {
  window.addEventListener("submit", (event) => {
    if (!event.defaultPrevented && event.target instanceof HTMLFormElement) {
      postedByBrowser.add(event.target);
    }
  });
}

export function wasPostedByBrowser(form: HTMLFormElement): boolean {
  return postedByBrowser.has(form);
}

/**
 * A submit while the form's last one is still on its way: refused, the browser's post too. The
 * button says so with aria-disabled rather than disabled, which would drop the focus of a
 * keyboard or screen-reader user to the top of the page.
 */
export function ignoredWhileSending(event: { preventDefault(): void }, sending: boolean): boolean {
  if (sending) event.preventDefault();
  return sending;
}
