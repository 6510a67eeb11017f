import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "../support/render";
import userEvent from "@testing-library/user-event";
import { Header } from "../../src/sections/header";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => scrollTo(0));

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
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    for (const code of ["TN", "KL", "AP", "KA", "PY"]) {
      expect(menu).toHaveTextContent(code);
    }
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(menu.querySelector('a[href="#book-now"]')!);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.tab();
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when the focus moves on past it, and stays open while it moves within", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header />
        <a href="#next">After the header</a>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    const links = menu.querySelectorAll("a");
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
      expect(screen.getByRole("button", { name: "Close menu" })).toBeInTheDocument();
    }
    await user.tab();
    expect(screen.getByRole("link", { name: "After the header" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
