type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLButtonElement;

/**
 * Puts the cursor where the visitor has to type next: the first empty field the visitor can
 * reach (never the honeypot), or the submit button once everything is filled in. No scrolling
 * of its own: the link that led here has already brought the form into view. A visitor already
 * typing in the form (it arrived before its script, which then reads the link) keeps their
 * cursor: moving it mid-word sent the rest of an address into another field.
 */
export function focusFirstEmpty(form: HTMLFormElement) {
  if (document.activeElement !== form && form.contains(document.activeElement)) return;
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
