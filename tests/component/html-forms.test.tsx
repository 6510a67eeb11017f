import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Page, render, screen, waitFor } from "../support/render";
import { lastPickupDate } from "../../src/shared/pickup-time";
import { BookingForm } from "../../src/features/booking/booking-form";
import { ContactForm } from "../../src/features/contact/contact-form";
import { bookingSchema } from "../../src/shared/forms/booking-schema";
import { contactSchema } from "../../src/shared/forms/contact-schema";
import { bookingsPath, contactPath } from "../../src/shared/forms/api";
import { honeypotField } from "../../src/shared/forms/fields";
import { validBodyOf } from "../../scripts/harness/enquiry-bodies";

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
])("the $name form before the script runs", ({ name, element, path, schema }) => {
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

  // Before the script, the browser's own check is all a passenger gets ahead of the post: a field
  // the schema needs but the HTML does not mark costs a round trip to the problem page, and one
  // marked that the schema lets go empty would stop a good enquiry in the browser.
  it("marks required exactly the fields the schema refuses empty", () => {
    const valid = validBodyOf(name);
    const typed = [...form.querySelectorAll("input:not([type=hidden]), textarea")].filter(
      (control) => control.getAttribute("name") !== honeypotField,
    );
    expect(typed.length).toBeGreaterThan(3);
    for (const control of typed) {
      const field = control.getAttribute("name")!;
      const refusedEmpty = !schema.safeParse({ ...valid, [field]: "" }).success;
      expect([field, control.hasAttribute("required")]).toEqual([field, refusedEmpty]);
    }
  });

  it("names every control as the schema does, the honeypot too", () => {
    const fields = Object.keys(schema.shape).filter((field) => field !== "distanceKm");
    expect(new Set(names)).toEqual(new Set([...fields, honeypotField]));
  });
});

describe("the booking form's date picker", () => {
  it("has no last day before the script: the build's would refuse days the server takes", async () => {
    const html = renderToString(
      <Page>
        <BookingForm />
      </Page>,
    );
    const date = parsed(html).form.querySelector('input[name="pickupDate"]')!;
    expect(date.hasAttribute("max")).toBe(false);
    // Once the page runs, today's last day goes in.
    render(<BookingForm />);
    const live = await screen.findByLabelText("Pickup date");
    await waitFor(() => expect(live).toHaveAttribute("max", lastPickupDate()));
  });
});
