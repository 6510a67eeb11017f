import { expect, type Page } from "@playwright/test";

/** A booking typed into the page's form, as a passenger does; tomorrow, so always in the future. */
export interface Trip {
  from: string;
  to: string;
  time: string;
  name: string;
  phone: string;
  passengers?: number;
}

export async function fillBooking(page: Page, trip: Trip, { scripted = true } = {}) {
  await page.goto("/#book-now");
  const form = page.locator("#book-now form");
  // With script, wait until it has taken the form over: a booking sent then goes as JSON.
  if (scripted) await expect(form).toHaveAttribute("novalidate", "");
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await form.getByLabel("Pickup location").fill(trip.from);
  await form.getByLabel("Drop location").fill(trip.to);
  await form.getByLabel("Pickup date").fill(tomorrow);
  await form.getByLabel("Pickup time").fill(trip.time);
  await form.getByLabel("Passengers").selectOption(String(trip.passengers ?? 1));
  await form.getByLabel("Your name").fill(trip.name);
  await form.getByLabel("Phone").fill(trip.phone);
  return form;
}
