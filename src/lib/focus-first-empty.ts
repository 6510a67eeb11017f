type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLButtonElement;

/**
 * Puts the cursor where the visitor has to type next: the first empty field the visitor can
 * reach (never the honeypot), or the submit button once everything is filled in. No scrolling
 * of its own: the link that led here has already brought the form into view.
 */
export function focusFirstEmpty(form: HTMLFormElement) {
  const reachable = [...form.elements].filter(
    (element): element is Control =>
      isControl(element) && !element.disabled && element.tabIndex >= 0,
  );
  const empty = reachable.find(
    (control) => !(control instanceof HTMLButtonElement) && control.value.trim() === "",
  );
  const next = empty ?? reachable.find((control) => control.type === "submit");
  next?.focus({ preventScroll: true });
}

/** Whether any of the element is on screen: a form that arrives late takes focus only then. */
export function isOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}
