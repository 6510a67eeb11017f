import { StrictMode } from "react";
import { App } from "./app";
import { mount } from "./mount";
import type { FormMessages, Messages, StaticMessages } from "./shared/i18n/messages";
import "./styles.css";

/**
 * Starts a language's page: each entry (src/entries/*.tsx) hands in its own words, how to fetch
 * its forms' words (a chunk of their own, loaded beside the forms' code), and under `vite dev`
 * only, the words of the sections a built page keeps as pre-rendered.
 */
export function start(
  messages: Messages,
  formWords: () => Promise<FormMessages>,
  staticMessages?: StaticMessages,
) {
  mount(
    <StrictMode>
      <App messages={messages} staticMessages={staticMessages} formWords={formWords} />
    </StrictMode>,
  );
}
