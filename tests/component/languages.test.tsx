import { afterEach, describe, expect, it } from "vitest";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { formatDay } from "../../src/shared/india-dates";
import { render, screen, within } from "../support/render";
import { server } from "../support/msw-server";
import { Header } from "../../src/sections/header";
import { LanguageOffer } from "../../src/sections/language-offer";
import { BookingForm } from "../../src/features/booking/booking-form";
import { ContactForm } from "../../src/features/contact/contact-form";
import { bookingsPath } from "../../src/shared/forms/api";
import { taForms } from "../../src/shared/i18n/ta/form-words";
import { knForms } from "../../src/shared/i18n/kn/form-words";

afterEach(() => localStorage.clear());

describe("The language switcher", () => {
  it("names each language in its own script, marked with its lang, the page's own current", () => {
    const { container } = render(<Header />, { language: "ta" });
    const switcher = container.querySelector<HTMLElement>("details.languages")!;
    const links = within(switcher).getAllByRole("link", { hidden: true });
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute("href"),
        link.getAttribute("lang"),
        link.getAttribute("aria-current"),
      ]),
    ).toEqual([
      ["English", "/", "en-IN", null],
      ["தமிழ்", "/ta/", "ta-IN", "page"],
      ["മലയാളം", "/ml/", "ml-IN", null],
      ["తెలుగు", "/te/", "te-IN", null],
      ["ಕನ್ನಡ", "/kn/", "kn-IN", null],
    ]);
  });

  it("is in the header bar, not in the menu a phone has to open", () => {
    const { container } = render(<Header />);
    const switcher = container.querySelector("details.languages")!;
    expect(switcher.closest(".header__bar")).not.toBeNull();
    expect(switcher.closest("#mobile-menu")).toBeNull();
    expect(within(switcher as HTMLElement).getByText("Language:")).toBeInTheDocument();
  });
});

describe("The English page's offer", () => {
  it("offers, in Tamil, the Tamil page to a visitor who chose it before", async () => {
    localStorage.setItem("language", "ta");
    const user = userEvent.setup();
    render(<LanguageOffer />);
    const offer = screen.getByRole("link", { name: /தமிழில் படிக்க/ });
    expect(offer).toHaveAttribute("href", "/ta/");
    expect(offer.closest("[lang]")).toHaveAttribute("lang", "ta-IN");
    await user.click(screen.getByRole("button", { name: "Stay in English" }));
    expect(screen.queryByRole("link")).toBeNull();
    expect(localStorage.getItem("language")).toBe("en");
  });

  it("offers nothing to a visitor who chose English, and nothing on another language's page", () => {
    localStorage.setItem("language", "en");
    const { unmount } = render(<LanguageOffer />);
    expect(screen.queryByRole("link")).toBeNull();
    unmount();
    localStorage.setItem("language", "kn");
    render(<LanguageOffer />, { language: "ta" });
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("The forms in the page's language", () => {
  it("say what each empty field needs in Tamil", async () => {
    const user = userEvent.setup();
    render(<BookingForm />, { language: "ta" });
    await user.click(screen.getByRole("button", { name: taForms.booking.submit }));
    const { fieldErrors } = taForms;
    expect(await screen.findByText(fieldErrors.pickupLocation.required as string)).toBeVisible();
    expect(screen.getByText(fieldErrors.pickupDate.required as string)).toBeVisible();
    expect(screen.getByText(fieldErrors.name.required as string)).toBeVisible();
    expect(screen.getByLabelText(taForms.booking.labels.name)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("say it in Kannada in the contact form", async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { language: "kn" });
    await user.click(screen.getByRole("button", { name: knForms.contact.submit }));
    expect(await screen.findByText(knForms.fieldErrors.email.required as string)).toBeVisible();
  });

  it("price a trip typed in Tamil script, in Tamil", async () => {
    const user = userEvent.setup();
    const { labels } = taForms.booking;
    render(<BookingForm />, { language: "ta" });
    await user.type(screen.getByLabelText(labels.pickupLocation), "சென்னை விமான நிலையம்");
    await user.type(screen.getByLabelText(labels.dropoffLocation), "மதுரை");
    // A Mini by default: 462 km × ₹15, and the airport pickup (விமான நிலையம்) ₹250.
    expect(screen.getByTestId("fare-estimate")).toHaveTextContent(/₹7,180 \(சுமார் 462 /);
  });

  it("send the page's language, and keep the WhatsApp prefill in English naming it", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(bookingsPath, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ok: true, id: "3", reference: "DT-TAMIL2" }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { labels } = taForms.booking;
    render(<BookingForm retryDelaysMs={[0, 0]} />, { language: "ta" });
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    await user.type(screen.getByLabelText(labels.pickupLocation), "Madurai");
    await user.type(screen.getByLabelText(labels.dropoffLocation), "Rameswaram");
    await user.type(screen.getByLabelText(labels.pickupDate), tomorrow);
    await user.type(screen.getByLabelText(labels.pickupTime), "06:00");
    await user.type(screen.getByLabelText(labels.name), "அருண்");
    await user.type(screen.getByLabelText(labels.phone), "9840012345");
    await user.selectOptions(screen.getByLabelText(labels.extraStops), "1");
    await user.click(screen.getByRole("button", { name: taForms.booking.submit }));
    const status = await screen.findByRole("status");
    await screen.findByText(taForms.booking.thanks);
    expect(sent).toMatchObject({ language: "ta" });
    // The trip as the passenger reads dates: Tamil month names.
    expect(status.textContent).toMatch(
      /Madurai → Rameswaram, .*(ஜன|பிப்|மார்|ஏப்|மே|ஜூ|ஆக|செப்|அக்|நவ|டிச)/,
    );
    const whatsapp = screen.getByRole("link", { name: taForms.booking.sendOnWhatsapp });
    const prefill = new URL(whatsapp.getAttribute("href")!).searchParams.get("text");
    expect(prefill).toContain("Booking DT-TAMIL2\nFrom: Madurai\nTo: Rameswaram");
    // The pickup as the operators' mail writes it, in India time, whatever the page's language.
    expect(prefill).toContain(`\nWhen: ${formatDay(tomorrow)}, 06:00 IST\n`);
    expect(prefill).toContain("\nExtra stops: 1\n");
    expect(prefill).toMatch(/\nLanguage: Tamil$/);
  });
});
