import { StrictMode } from "react";
import { watchBrowserPosts } from "./lib/native-submits";
import { untilLoaded } from "./lib/until-loaded";
import { RouteApp } from "./route-app";
import { mount } from "./mount";
import type { RoutePage } from "./shared/fares/route-pages";
import type { FormMessages, Messages, RouteWords, StaticMessages } from "./shared/i18n/messages";
import "./styles.css";

/** Under `vite dev` only, which pre-renders nothing: what the kept sections are rendered from. */
interface Unbuilt {
  staticMessages: StaticMessages;
  routeWords: RouteWords;
  routeOf: (slug: string) => RoutePage | undefined;
}

/**
 * Starts a route page in a language (its entry is written by scripts/build/language-entries.ts,
 * one script per language for every route): the route comes from the page's root (its address
 * and the places the form starts with), so one script serves all of them.
 */
export function startRoute(
  messages: Messages,
  formWords: () => Promise<FormMessages>,
  unbuilt?: Unbuilt,
) {
  watchBrowserPosts();
  const root = document.getElementById("root");
  const { slug = "", pickup = "", drop = "" } = root?.dataset ?? {};
  mount(
    <StrictMode>
      <RouteApp
        messages={messages}
        formWords={() => untilLoaded(formWords)}
        trip={{ slug, pickup, drop }}
        staticMessages={unbuilt?.staticMessages}
        routeWords={unbuilt?.routeWords}
        route={unbuilt?.routeOf(slug)}
      />
    </StrictMode>,
  );
}
