import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoot, type ErrorInfo } from "react-dom/client";
import { act, waitFor } from "../support/render";
import { wordsAtHand } from "../../src/lib/messages";
import { en } from "../../src/shared/i18n/en/words";
import { enForms } from "../../src/shared/i18n/en/form-words";

/**
 * The built page keeps the sections nobody acts on as the build wrote them and gives the browser
 * neither their code nor their words (src/sections/kept.tsx). A section that reads those words
 * but is not kept works under `vite dev` and breaks only in the built page; a form inside a kept
 * section would never come to life. Both are caught here, in the ordinary test run, by loading
 * the app as the built page does.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  document.body.innerHTML = "";
});

/** The app module as the built page's script runs it (production, in the browser). */
async function builtPageApp() {
  vi.stubEnv("PROD", true);
  vi.stubEnv("SSR", false);
  vi.resetModules();
  return (await import("../../src/app")).App;
}

const formActions = (root: ParentNode) =>
  [...root.querySelectorAll("form")].map((form) => form.getAttribute("action")).sort();

describe("the built page", () => {
  it("renders every section without the kept sections' words: a section that needs them is kept", async () => {
    const App = await builtPageApp();
    const errors: string[] = [];
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container, {
      onUncaughtError: (error: unknown, info: ErrorInfo) =>
        errors.push(`${String(error)} in${info.componentStack ?? ""}`),
    });
    act(() => root.render(<App messages={en} formWords={wordsAtHand(enForms)} />));
    act(() => root.unmount());
    // On failure this names the section (its component stack) that read the kept words.
    expect(errors).toEqual([]);
  });

  it("keeps no form inside a kept section: every form of the whole page is alive in it", async () => {
    const { pages } = await import("../../src/prerender");
    const whole = document.createElement("div");
    whole.innerHTML = await pages["index.html"]!();
    expect(formActions(whole).length).toBeGreaterThan(0);

    const App = await builtPageApp();
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    await act(async () => root.render(<App messages={en} formWords={wordsAtHand(enForms)} />));
    await waitFor(() => expect(formActions(container)).toEqual(formActions(whole)));
    act(() => root.unmount());
  });
});

describe("a built route page", () => {
  const trip = { slug: "chennai-to-madurai-taxi", pickup: "Chennai", drop: "Madurai" };

  async function builtRouteApp() {
    vi.stubEnv("PROD", true);
    vi.stubEnv("SSR", false);
    vi.resetModules();
    return (await import("../../src/route-app")).RouteApp;
  }

  it("renders with its page's words and its trip alone: the route's facts are kept", async () => {
    const RouteApp = await builtRouteApp();
    const errors: string[] = [];
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container, {
      onUncaughtError: (error: unknown, info: ErrorInfo) =>
        errors.push(`${String(error)} in${info.componentStack ?? ""}`),
    });
    act(() => root.render(<RouteApp messages={en} formWords={wordsAtHand(enForms)} trip={trip} />));
    act(() => root.unmount());
    expect(errors).toEqual([]);
  });

  it("keeps its booking form alive, as the pre-rendered page has it", async () => {
    const { routePages } = await import("../../src/prerender");
    const page = routePages.find((route) => route.file === `${trip.slug}/index.html`)!;
    const whole = document.createElement("div");
    whole.innerHTML = await page.render();
    expect(formActions(whole)).toEqual(["/api/bookings"]);

    const RouteApp = await builtRouteApp();
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    await act(async () =>
      root.render(<RouteApp messages={en} formWords={wordsAtHand(enForms)} trip={trip} />),
    );
    await waitFor(() => expect(formActions(container)).toEqual(formActions(whole)));
    act(() => root.unmount());
  });
});
