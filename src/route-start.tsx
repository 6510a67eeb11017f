import { StrictMode } from "react";
import { watchBrowserPosts } from "./lib/native-submits";
import { RouteApp } from "./route-app";
import { mount } from "./mount";
import type { FormMessages, Messages } from "./shared/i18n/messages";
import "./styles.css";

/**
 * Starts a route page in a language (its entry is written by scripts/build/language-entries.ts,
 * one script per language for every route): the route comes from the pre-rendered page's root
 * (its address and the places the form starts with), so one script serves all of them.
 */
export function startRoute(messages: Messages, formWords: () => Promise<FormMessages>) {
  watchBrowserPosts();
  const root = document.getElementById("root");
  const { slug = "", pickup = "", drop = "" } = root?.dataset ?? {};
  mount(
    <StrictMode>
      <RouteApp messages={messages} formWords={formWords} trip={{ slug, pickup, drop }} />
    </StrictMode>,
  );
}
