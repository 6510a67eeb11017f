import { honeypotField } from "../shared/forms/fields";
import { leavingForLanguage } from "../lib/language-choice";

/**
 * What the passenger typed into the forms goes along to the same page in another language: the
 * switch is a page load, which would otherwise empty both forms. Only the fields the passenger
 * changed go (a route page's places stay as the new page writes them, in its own script), in
 * this tab's sessionStorage for that one load: taken as the new page's forms start, and left
 * alone once a minute old.
 */

const storageKey = "drop-taxi:typed";
const freshForMs = 60_000;
/** Not the passenger's: the page's language (the new page's own) and the honeypot. */
const notCarried = new Set(["language", honeypotField]);

type Carried = { at: number; forms: Record<string, Record<string, string>> };
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: unknown): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** The value a field had as the page was built: a select's chosen option, an input's own. */
function initialValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = Array.from(field.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

const formKey = (form: HTMLFormElement) => form.getAttribute("action") ?? "";

function fieldsOf(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter(
    (element): element is Field =>
      isField(element) &&
      element.name !== "" &&
      element.type !== "hidden" &&
      !notCarried.has(element.name),
  );
}

function keepTyping() {
  const forms: Carried["forms"] = {};
  for (const form of Array.from(document.forms)) {
    const changed = fieldsOf(form).filter((field) => field.value !== initialValue(field));
    if (changed.length === 0) continue;
    forms[formKey(form)] = Object.fromEntries(changed.map((field) => [field.name, field.value]));
  }
  if (Object.keys(forms).length === 0) return;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ at: Date.now(), forms }));
  } catch {
    // Storage refused (private browsing, full): the new page starts empty, as before.
  }
}

function takeTyping(): Carried["forms"] | null {
  try {
    const carried = JSON.parse(sessionStorage.getItem(storageKey) ?? "null") as Carried | null;
    sessionStorage.removeItem(storageKey);
    const age = Date.now() - (carried?.at ?? 0);
    return carried && age >= 0 && age < freshForMs ? carried.forms : null;
  } catch {
    return null;
  }
}

let started = false;

/**
 * Called by each form's module as it loads, before React takes its pre-rendered form over (the
 * forms take in what their fields hold then, as for typing before the script arrived): fills in
 * what the page before carried, where the passenger has not typed anew, and from then on keeps
 * the typing when the language switcher leaves the page.
 */
export function carryTypingAcrossLanguages() {
  // Pre-rendering loads the forms' modules too, with no page to fill.
  if (started || typeof document === "undefined") return;
  started = true;
  const carried = takeTyping();
  for (const form of carried ? Array.from(document.forms) : []) {
    const values = carried?.[formKey(form)] ?? {};
    for (const field of fieldsOf(form)) {
      const value = values[field.name];
      if (value !== undefined && field.value === initialValue(field)) field.value = value;
    }
  }
  window.addEventListener(leavingForLanguage, keepTyping);
}
