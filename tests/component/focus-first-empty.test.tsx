import { afterEach, describe, expect, it } from "vitest";
import { focusFirstEmpty } from "../../src/lib/focus-first-empty";

afterEach(() => document.body.replaceChildren());

function form() {
  document.body.innerHTML = `<a href="#book-suv">Book SUV</a>
    <form><input name="pickup" value="Chennai"><input name="drop"><input name="website" tabindex="-1">
    <button type="submit">Book Now</button></form>`;
  return document.querySelector("form")!;
}
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;

describe("focusFirstEmpty", () => {
  it("puts the cursor in the first empty field the visitor can reach", () => {
    const booking = form();
    document.querySelector("a")!.focus();
    focusFirstEmpty(booking);
    expect(field("drop")).toHaveFocus();
  });

  it("goes to the button once every field is filled", () => {
    const booking = form();
    field("drop").value = "Madurai";
    focusFirstEmpty(booking);
    expect(document.querySelector("button")).toHaveFocus();
  });

  it("leaves the cursor of a visitor already typing in the form where it is", () => {
    const booking = form();
    // Typing the pickup when the script arrives and reads a shared #book-suv link.
    field("pickup").focus();
    focusFirstEmpty(booking);
    expect(field("pickup")).toHaveFocus();
  });
});
