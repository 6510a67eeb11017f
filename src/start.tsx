import { StrictMode } from "react";
import { watchBrowserPosts } from "./lib/native-submits";
import { untilLoaded } from "./lib/until-loaded";
import { App } from "./app";
import { mount } from "./mount";
import type { FormMessages, Messages, RouteWords, StaticMessages } from "./shared/i18n/messages";
import "./styles.css";

/**
 * Starts a language's page: its entry (written by scripts/build/language-entries.ts) hands in its
 * own words, how to fetch its forms' words (later, beside the forms' code), and under `vite dev`
 * only, the words of the sections a built page keeps as pre-rendered (its route list's too).
 */
export function start(
  messages: Messages,
  formWords: () => Promise<FormMessages>,
  staticMessages?: StaticMessages,
  routeWords?: RouteWords,
) {
  // Before hydration starts, so a form the browser posts at the seam is known to the form's code.
  watchBrowserPosts();
  mount(
    <StrictMode>
      <App
        messages={messages}
        staticMessages={staticMessages}
        routeWords={routeWords}
        formWords={() => untilLoaded(formWords)}
      />
    </StrictMode>,
  );
}
