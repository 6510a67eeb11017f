import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Page } from "../support/render";
import { BookingForm } from "../../src/features/booking/booking-form";
import { ContactForm } from "../../src/features/contact/contact-form";
import { bookingSchema } from "../../src/shared/forms/booking-schema";
import { contactSchema } from "../../src/shared/forms/contact-schema";
import { bookingsPath, contactPath } from "../../src/shared/forms/api";
import { honeypotField } from "../../src/shared/forms/fields";

/** The forms as the pre-rendered page holds them, before any script: plain HTML forms. */
function parsed(html: string) {
  const form = new DOMParser().parseFromString(html, "text/html").querySelector("form")!;
  const names = [...form.elements]
    .map((element) => element.getAttribute("name"))
    .filter((name): name is string => name !== null);
  return { form, names };
}

describe.each([
  { name: "booking", element: <BookingForm />, path: bookingsPath, schema: bookingSchema },
  { name: "contact", element: <ContactForm />, path: contactPath, schema: contactSchema },
])("the $name form before the script runs", ({ element, path, schema }) => {
  const { form, names } = parsed(renderToString(<Page>{element}</Page>));

  it("posts itself to the function, and the browser checks the required fields", () => {
    expect(form.getAttribute("action")).toBe(path);
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("novalidate")).toBe(false);
  });

  it("has a submit button that works at once: never disabled waiting for the script", () => {
    const button = form.querySelector('button[type="submit"]')!;
    expect(button.hasAttribute("disabled")).toBe(false);
  });

  it("starts every choice on the default the schema's form uses (the sedan, not the first car)", () => {
    for (const select of form.querySelectorAll("select")) {
      const chosen = select.querySelector("option[selected]") ?? select.querySelector("option");
      expect([select.name, chosen?.getAttribute("value")]).toEqual([
        select.name,
        select.name === "vehicleType" ? "sedan" : select.name === "extraStops" ? "0" : "1",
      ]);
    }
  });

  it("carries the page's language in the HTML itself, as the schema wants it", () => {
    const language = form.querySelector<HTMLInputElement>('input[name="language"]')!;
    expect(language.getAttribute("value")).toBe("en");
  });

  it("names every control as the schema does, the honeypot too", () => {
    const fields = Object.keys(schema.shape).filter((field) => field !== "distanceKm");
    expect(new Set(names)).toEqual(new Set([...fields, honeypotField]));
  });
});
