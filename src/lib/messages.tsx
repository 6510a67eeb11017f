import { createContext, use, useContext } from "react";
import type { FormMessages, Messages, RouteWords, StaticMessages } from "../shared/i18n/messages";

/**
 * The page's words, handed down from its entry (one per language, written by
 * scripts/build/language-entries.ts), the only module of a page that imports its language's
 * words: so a page's scripts carry its own words and no other language's.
 * No default: a component outside the provider is a mistake, and says so.
 */
export const MessagesContext = createContext<Messages | null>(null);

export function useMessages(): Messages {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error("useMessages() needs a MessagesContext around it");
  return messages;
}

/**
 * The words of the sections the browser keeps as pre-rendered (src/app.tsx): at hand at build
 * time and under `vite dev`, never in a built page's scripts.
 */
export const StaticMessagesContext = createContext<StaticMessages | null>(null);

export function useStaticMessages(): StaticMessages {
  const messages = useContext(StaticMessagesContext);
  if (!messages) throw new Error("useStaticMessages() needs a StaticMessagesContext around it");
  return messages;
}

/**
 * The route pages' words (each language's route-words.ts), for the sections that name routes:
 * the route pages' own and the home page's list. Like the static words, at hand at build time
 * and under `vite dev` only.
 */
export const RouteWordsContext = createContext<RouteWords | null>(null);

export function useRouteWords(): RouteWords {
  const words = useContext(RouteWordsContext);
  if (!words) throw new Error("useRouteWords() needs a RouteWordsContext around it");
  return words;
}

/**
 * Where the forms' words come from: in the browser a fetch of their own chunk (they travel with
 * the forms, after the first paint); at build time and in tests, words at hand (`wordsAtHand`).
 */
export type FormWordsSource = () => PromiseLike<FormMessages>;

export const FormWordsContext = createContext<FormWordsSource | null>(null);

const fetched = new WeakMap<FormWordsSource, PromiseLike<FormMessages>>();

/** Starts fetching the forms' words (once per page); the forms' placeholder calls it. */
export function formWords(source: FormWordsSource): PromiseLike<FormMessages> {
  let words = fetched.get(source);
  if (!words) fetched.set(source, (words = source()));
  return words;
}

/** A source whose words are already here: React's use() reads a fulfilled thenable at once. */
export function wordsAtHand(words: FormMessages): FormWordsSource {
  const thenable = Object.assign(Promise.resolve(words), { status: "fulfilled", value: words });
  return () => thenable;
}

/** The forms' words; suspends (inside the form's Suspense) until they have arrived. */
export function useFormWords(): FormMessages {
  const source = useContext(FormWordsContext);
  if (!source) throw new Error("useFormWords() needs a FormWordsContext around it");
  return use(formWords(source));
}
