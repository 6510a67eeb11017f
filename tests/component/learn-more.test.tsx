import { describe, expect, it } from "vitest";
import { render, screen } from "../support/render";
import userEvent from "@testing-library/user-event";
import { Services } from "../../src/sections/services";
import { ContactForm } from "../../src/features/contact/contact-form";
import { taStatic } from "../../src/shared/i18n/ta/words";
import { taForms } from "../../src/shared/i18n/ta/form-words";

const learnMore = (service: string) =>
  screen.getByRole("link", { name: new RegExp(`^Learn More\\s*about ${service}$`) });
const message = () => screen.getByLabelText("Message");
const renderServicesAndForm = () =>
  render(
    <>
      <Services />
      <ContactForm />
    </>,
  );

describe("Learn More on a service", () => {
  it("links to the contact section, starts the message with the service and focuses the form", async () => {
    const user = userEvent.setup();
    renderServicesAndForm();
    expect(learnMore("Airport Transfers")).toHaveAttribute("href", "#contact-us");
    await user.click(learnMore("Airport Transfers"));
    expect(message()).toHaveValue("I would like to know more about Airport Transfers");
    expect(screen.getByLabelText("Name")).toHaveFocus();

    // Untouched, it follows the visitor's next choice.
    await user.click(learnMore("Corporate Services"));
    expect(message()).toHaveValue("I would like to know more about Corporate Services");
  });

  it("never overwrites what the visitor typed", async () => {
    const user = userEvent.setup();
    renderServicesAndForm();
    await user.type(screen.getByLabelText("Name"), "Priya");
    await user.type(message(), "We are 5 people on Friday.");
    await user.click(learnMore("Airport Transfers"));
    expect(message()).toHaveValue(
      "We are 5 people on Friday.\nI would like to know more about Airport Transfers",
    );
    expect(screen.getByLabelText("Email")).toHaveFocus();
    await user.click(learnMore("Airport Transfers"));
    expect(message()).toHaveValue(
      "We are 5 people on Friday.\nI would like to know more about Airport Transfers",
    );
  });

  it("reaches a form whose code arrives after the click", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Services />);
    await user.click(learnMore("Easy Payment"));
    rerender(
      <>
        <Services />
        <ContactForm />
      </>,
    );
    expect(message()).toHaveValue("I would like to know more about Easy Payment");
  });

  it('starts a sentence of the page\'s language, not a card title glued to "about"', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Services />
        <ContactForm />
      </>,
      { language: "ta" },
    );
    const { cards, learnMore, learnMoreAbout, messages } = taStatic.services;
    // Easy Payment's Tamil title is a clause ("you can pay easily"): its message names the ways to pay.
    await user.click(
      screen.getByRole("link", { name: learnMore + learnMoreAbout(cards.payment.title) }),
    );
    const typed = screen.getByLabelText(taForms.contact.labels.message);
    expect(typed).toHaveValue(messages.payment);
    expect(messages.payment).not.toContain(cards.payment.title);
  });
});
