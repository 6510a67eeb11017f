import { expect, type Page } from "@playwright/test";
import { languageInfo, type Language } from "../../src/shared/i18n/languages";
import { formMessagesFor } from "../../src/shared/i18n/form-messages-for";

/** A booking typed into the page's form, as a passenger does; tomorrow, so always in the future. */
export interface Trip {
  from: string;
  to: string;
  time: string;
  name: string;
  phone: string;
  passengers?: number;
}

/** `language`: the page it is typed into (its labels are that language's). */
export async function fillBooking(
  page: Page,
  trip: Trip,
  { scripted = true, language = "en" as Language } = {},
) {
  const labels = formMessagesFor(language).booking.labels;
  await page.goto(`${languageInfo[language].path}#book-now`);
  const form = page.locator("#book-now form");
  // With script, wait until it has taken the form over: a booking sent then goes as JSON.
  if (scripted) await expect(form).toHaveAttribute("novalidate", "");
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await form.getByLabel(labels.pickupLocation, { exact: true }).fill(trip.from);
  await form.getByLabel(labels.dropoffLocation, { exact: true }).fill(trip.to);
  await form.getByLabel(labels.pickupDate, { exact: true }).fill(tomorrow);
  await form.getByLabel(labels.pickupTime, { exact: true }).fill(trip.time);
  await form
    .getByLabel(labels.passengers, { exact: true })
    .selectOption(String(trip.passengers ?? 1));
  await form.getByLabel(labels.name, { exact: true }).fill(trip.name);
  await form.getByLabel(labels.phone, { exact: true }).fill(trip.phone);
  return form;
}
