import { afterEach, describe, expect, it } from "vitest";
import { act, Page, render, screen, within } from "../support/render";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/sections/header";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => scrollTo(0));

/**
 * The menu's button: a <summary>, which browsers give screen readers as a button that is expanded
 * or collapsed (Testing Library gives it no role).
 */
function menuButton(name: string) {
  const summary = screen.getByText(name).closest("summary");
  expect(summary, name).not.toBeNull();
  return summary!;
}

describe("Header", () => {
  it("has the call-us number as a tel: link and the service areas", () => {
    render(<Header />);
    expect(screen.getAllByRole("link", { name: /call/i })[0]).toHaveAttribute(
      "href",
      "tel:+919840012345",
    );
    expect(screen.getByText(/TN · KL · AP · KA · PY/)).toBeInTheDocument();
  });

  it("marks the business's English name as English on a Tamil page", () => {
    render(<Header />, { language: "ta" });
    expect(screen.getByText("South India Drop Taxi")).toHaveAttribute("lang", "en");
  });

  it("is transparent at the top and solid past 20 px", () => {
    const { container } = render(<Header />);
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(20);
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(21);
    expect(header).toHaveAttribute("data-solid", "true");
  });

  it("starts solid when the page loads already scrolled", () => {
    Object.defineProperty(window, "scrollY", { value: 500, configurable: true });
    const { container } = render(<Header />);
    expect(container.querySelector("header")).toHaveAttribute("data-solid", "true");
  });

  it("opens and closes the mobile menu, which lists the five states", async () => {
    const user = userEvent.setup();
    render(<Header />);
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(menu).not.toBeVisible();
    await user.click(menuButton("Open menu"));
    expect(menu).toBeVisible();
    for (const code of ["TN", "KL", "AP", "KA", "PY"]) {
      expect(menu).toHaveTextContent(code);
    }
    await user.click(menuButton("Close menu"));
    expect(menu).not.toBeVisible();
    expect(menuButton("Open menu")).toBeInTheDocument();
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(menuButton("Open menu"));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(menu.querySelector('a[href="#book-now"]')!);
    expect(menu).not.toBeVisible();
    expect(menuButton("Open menu")).toBeInTheDocument();
  });

  it("closes on a tap elsewhere", async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(menuButton("Open menu"));
    await user.click(screen.getByText("South India Drop Taxi"));
    expect(screen.getByRole("navigation", { name: "Mobile" })).not.toBeVisible();
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(menuButton("Open menu"));
    await user.tab();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("navigation", { name: "Mobile" })).not.toBeVisible();
    expect(menuButton("Open menu")).toHaveFocus();
  });

  it("closes when the focus moves on past it, and stays open while it moves within", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header />
        <a href="#next">After the header</a>
      </>,
    );
    await user.click(menuButton("Open menu"));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    const links = menu.querySelectorAll("a");
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
      expect(menu).toBeVisible();
    }
    await user.tab();
    expect(screen.getByRole("link", { name: "After the header" })).toHaveFocus();
    expect(menu).not.toBeVisible();
    expect(menuButton("Open menu")).toBeInTheDocument();
  });

  it("names its button Close menu when the menu was opened before the script arrived", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Page>
        <Header />
      </Page>,
    );
    document.body.append(container);
    container.querySelector<HTMLDetailsElement>("details.header__menu")!.open = true;
    // The toggle event of that tap fires before the script arrives, with nobody listening.
    await new Promise((resolve) => setTimeout(resolve));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page>
          <Header />
        </Page>,
      );
    });
    expect(within(container).getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(within(container).getByText("Close menu").closest("summary")).not.toBeNull();
    act(() => root?.unmount());
    container.remove();
  });
});
