import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoot, type ErrorInfo } from "react-dom/client";
import { act, waitFor } from "../support/render";
import { wordsAtHand } from "../../src/lib/messages";
import { en, enForms } from "../../src/shared/i18n/en";

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
