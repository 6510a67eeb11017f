import { StrictMode } from "react";
import { watchBrowserPosts } from "./lib/native-submits";
import { App } from "./app";
import { mount } from "./mount";
import type { Messages, StaticMessages } from "./shared/i18n/messages";
import { formWordsOf } from "./form-words";
import "./styles.css";

/**
 * Starts a language's page: each entry (src/entries/*.tsx) hands in its own words, and under
 * `vite dev` only, the words of the sections a built page keeps as pre-rendered. The forms'
 * words come later, beside the forms' code.
 */
export function start(messages: Messages, staticMessages?: StaticMessages) {
  // Before hydration starts, so a form the browser posts at the seam is known to the form's code.
  watchBrowserPosts();
  mount(
    <StrictMode>
      <App
        messages={messages}
        staticMessages={staticMessages}
        formWords={formWordsOf[messages.language]}
      />
    </StrictMode>,
  );
}
