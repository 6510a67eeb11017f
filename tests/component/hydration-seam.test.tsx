import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, Page, waitFor } from "../support/render";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { BookingForm } from "../../src/features/booking/booking-form";
import { watchBrowserPosts } from "../../src/lib/native-submits";
import { estimateFare } from "../../src/shared/fares/fare-estimate";
import { routeDistanceKm } from "../../src/shared/fares/route-distance";
import { enForms } from "../../src/shared/i18n/en/form-words";
import { tomorrow } from "../../scripts/harness/enquiry-bodies";

/**
 * The seam at hydration: a form the browser posted itself before its script arrived (a tap on a
 * slow phone) goes on being posted by the browser when tapped again after hydration, never as a
 * second, JSON copy. msw answers no request here, so a JSON post would fail the test.
 */
let root: Root | undefined;
/** Whether each submit that reached window had been cancelled (taken over by the script). */
const cancelled: boolean[] = [];

beforeAll(() => {
  watchBrowserPosts();
  // After the watcher, so it sees each event as the watcher did; then stops jsdom's navigation.
  window.addEventListener("submit", (event) => {
    cancelled.push(event.defaultPrevented);
    event.preventDefault();
  });
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  cancelled.length = 0;
});

const page = () => (
  <Page>
    <BookingForm />
  </Page>
);

/** The pre-rendered form, as the page's HTML holds it before any script. */
function prerendered() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  return { container, form: container.querySelector("form")! };
}

/** The script arrives: React takes over the pre-rendered form. */
async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, page());
  });
}

describe("a tap at the hydration seam", () => {
  it("before hydration is the browser's post; after it, the same form is still the browser's", async () => {
    const { container, form } = prerendered();
    // Filled in, or the browser's own checks would not let it post at all.
    for (const [name, value] of Object.entries({
      pickupLocation: "Chennai",
      dropoffLocation: "Vellore",
      pickupDate: tomorrow,
      pickupTime: "10:00",
      name: "Arun",
      phone: "9003012345",
    })) {
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    }
    form.requestSubmit();
    await hydrate(container);
    form.requestSubmit();
    expect(cancelled).toEqual([false, false]);
  });

  it("on a form nobody posted before hydration, is the script's (cancelled for the browser)", async () => {
    const { container, form } = prerendered();
    await hydrate(container);
    await act(async () => form.requestSubmit());
    expect(cancelled).toEqual([true]);
  });
});

describe("what a passenger typed and chose before the script arrived", () => {
  it("is priced as soon as the script takes the form over", async () => {
    const { container, form } = prerendered();
    (form.elements.namedItem("pickupLocation") as HTMLInputElement).value = "Chennai";
    (form.elements.namedItem("dropoffLocation") as HTMLInputElement).value = "Madurai";
    (form.elements.namedItem("vehicleType") as HTMLSelectElement).value = "suv";
    await hydrate(container);
    const suv = estimateFare({
      vehicleType: "suv",
      distanceKm: routeDistanceKm("Chennai", "Madurai"),
      pickupTime: "",
      pickupLocation: "Chennai",
      extraStops: 0,
    })!;
    const estimate = container.querySelector('[data-testid="fare-estimate"]')!;
    expect(estimate.textContent).toContain(`Estimated fare: ${enForms.format.rupees(suv.total)}`);
  });

  it("is not told the party is too big for the car a plan link chose on arrival", async () => {
    window.history.replaceState(null, "", "/#book-suv");
    try {
      const { container, form } = prerendered();
      (form.elements.namedItem("passengers") as HTMLSelectElement).value = "6";
      await hydrate(container);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(form.elements.namedItem("vehicleType")).toHaveProperty("value", "suv");
      expect(form.elements.namedItem("passengers")).not.toHaveAttribute("aria-invalid", "true");
      expect(container.textContent).not.toContain("seats up to");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("hears at once that the party is too big for the car, not first on Book", async () => {
    const { container, form } = prerendered();
    (form.elements.namedItem("passengers") as HTMLSelectElement).value = "6";
    await hydrate(container);
    const passengers = form.elements.namedItem("passengers") as HTMLSelectElement;
    await waitFor(() => expect(passengers).toHaveAttribute("aria-invalid", "true"));
    expect(container.textContent).toContain("The Sedan seats up to 4. For 6 passengers choose");
  });
});

describe("a plan link followed before the script arrives", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("chooses its car when the script comes, unless the passenger chose one by hand meanwhile", async () => {
    window.history.replaceState(null, "", "/#book-hatchback");
    const untouched = prerendered();
    await hydrate(untouched.container);
    expect(untouched.form.elements.namedItem("vehicleType")).toHaveProperty("value", "hatchback");
    act(() => root?.unmount());
    document.body.innerHTML = "";

    const chosen = prerendered();
    (chosen.form.elements.namedItem("vehicleType") as HTMLSelectElement).value = "suv";
    await hydrate(chosen.container);
    expect(chosen.form.elements.namedItem("vehicleType")).toHaveProperty("value", "suv");
  });
});
