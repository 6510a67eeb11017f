import { fares } from "../../fares/fares.ts";
import { clockLabel } from "./words.ts";
import { format } from "./form-words.ts";

/**
 * The words of the route pages (one per route and direction) and of the home page's list of
 * them: build time only, part of `enStatic` (the browser keeps these sections as built). English
 * defines the shape; each language's route-words.ts has the same keys.
 */

/** A place's name as passengers search it, and its official name where that differs. */
export type PlaceWords = string | readonly [searched: string, official: string];

/** Every place of the route table (popular-routes.json), by its name there. */
const places: Record<string, PlaceWords> = {
  chennai: "Chennai",
  mamallapuram: ["Mahabalipuram", "Mamallapuram"],
  kanchipuram: "Kanchipuram",
  tirupati: "Tirupati",
  vellore: "Vellore",
  puducherry: ["Pondicherry", "Puducherry"],
  tiruvannamalai: "Tiruvannamalai",
  kumbakonam: "Kumbakonam",
  tiruchirappalli: ["Trichy", "Tiruchirappalli"],
  salem: "Salem",
  thanjavur: "Thanjavur",
  bengaluru: ["Bangalore", "Bengaluru"],
  madurai: "Madurai",
  mysuru: ["Mysore", "Mysuru"],
  coimbatore: "Coimbatore",
  udhagamandalam: ["Ooty", "Udhagamandalam"],
  rameswaram: "Rameswaram",
  hyderabad: "Hyderabad",
  kochi: "Kochi",
  kanyakumari: "Kanyakumari",
  thiruvananthapuram: ["Trivandrum", "Thiruvananthapuram"],
  munnar: "Munnar",
};

export const enRoutes = {
  places,
  /** Hyderabad's state; the header's five are the language file's `areas`. */
  telangana: "Telangana",
  /** The page's title (before the business's name) and every link to the page. */
  title: (from: string, to: string) => `${from} to ${to} Taxi`,
  description: (from: string, to: string, km: string, fare: string) =>
    `One-way drop taxi from ${from} to ${to}: ${km} km by road, ${fare} in a Sedan, no return fare. Book online or call 24/7.`,
  heading: (from: string, to: string) => `${from} to ${to} drop taxi`,
  lead: (from: string, to: string, km: string) =>
    `${km} km by road from ${from} to ${to}. You pay for one way only: no return fare for the car's drive back.`,
  official: (name: string, official: string) => `${name}'s official name is ${official}.`,
  faresTitle: (from: string, to: string) => `Fares from ${from} to ${to}`,
  faresNote:
    "The same figure the booking form estimates and our operators quote, before the charges below.",
  book: "Book this trip",
  chargesTitle: "Charges that may apply",
  airport: (place: string, amount: string) =>
    `Pickup at ${place} airport: ${amount} added to the fare.`,
  night: (amount: string) =>
    `Pickup between ${clockLabel(fares.night.from)} and ${clockLabel(fares.night.until)}: ${amount} more on the Sedan fare above.`,
  stops: (from: string, to: string, amount: string) =>
    `A stop on the way from ${from} to ${to}: ${amount} each.`,
  tolls: (from: string, to: string) =>
    `Tolls and parking between ${from} and ${to} are paid as they come, beyond the fare.`,
  /** `through`: the states the road crosses between the two ends, in order (often none). */
  permit: (fromState: string, toState: string, ...through: string[]) =>
    `This trip crosses from ${fromState}${through.length > 0 ? ` through ${format.and(through)}` : ""} into ${toState}: the interstate permit is extra, as per state rules.`,
  moreTitle: "More routes",
  wayBack: "The way back",
  moreFrom: (place: string) => `Other routes from ${place}`,
  popularTitle: "Popular routes",
  popularIntro: "Each route's distance and fare for every car, in both directions.",
};

export type RouteWords = typeof enRoutes;
