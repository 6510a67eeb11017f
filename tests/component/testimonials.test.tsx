import { describe, expect, it } from "vitest";
import { render, screen } from "../support/render";
import userEvent from "@testing-library/user-event";
import { fireEvent } from "../support/render";
import { Testimonials } from "../../src/sections/testimonials";

function shownSlide() {
  const slides = screen.getAllByRole("group", { hidden: true });
  const visible = slides.filter((slide) => slide.getAttribute("aria-hidden") !== "true");
  expect(visible).toHaveLength(1);
  return visible[0]!;
}

describe("Testimonials", () => {
  it("shows four entries rated 5, 5, 4, 5 with accessible star labels", () => {
    render(<Testimonials />);
    const ratings = screen
      .getAllByRole("img", { hidden: true })
      .map((stars) => stars.getAttribute("aria-label"));
    expect(ratings).toEqual([
      "Rated 5 out of 5",
      "Rated 5 out of 5",
      "Rated 4 out of 5",
      "Rated 5 out of 5",
    ]);
  });

  it("wraps from the first back to the last and from the last on to the first", async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    expect(shownSlide()).toHaveAccessibleName(/^1 of 4/);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(shownSlide()).toHaveAccessibleName(/^4 of 4/);
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(shownSlide()).toHaveAccessibleName(/^1 of 4/);
  });

  it("jumps to the entry whose dot is chosen and marks that dot current", async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    await user.click(screen.getByRole("button", { name: "Show testimonial 3 of 4" }));
    expect(shownSlide()).toHaveAccessibleName(/^3 of 4/);
    expect(screen.getByRole("button", { name: "Show testimonial 3 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("moves with the arrow keys and announces changes politely", async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    screen.getByRole("button", { name: "Next testimonial" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(shownSlide()).toHaveAccessibleName(/^3 of 4/);
    await user.keyboard("{ArrowLeft}");
    expect(shownSlide()).toHaveAccessibleName(/^2 of 4/);
    const carousel = screen.getByRole("region", { name: "Testimonials" });
    expect(carousel.querySelector(".carousel__track")).toHaveAttribute("aria-live", "polite");
  });

  it("follows a swipe left to the next entry and a swipe right back", () => {
    render(<Testimonials />);
    const viewport = document.querySelector(".carousel__viewport")!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(shownSlide()).toHaveAccessibleName(/^2 of 4/);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(shownSlide()).toHaveAccessibleName(/^1 of 4/);
    // A tap is not a swipe.
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 110 });
    expect(shownSlide()).toHaveAccessibleName(/^1 of 4/);
  });
});
