import table from "./popular-routes.json" with { type: "json" };
import { estimateFare } from "./fare-estimate.ts";
import { vehicleTypes, type VehicleType } from "./fares.ts";
import type { AreaCode } from "../page-keys.ts";
import type { PlaceWords } from "../i18n/messages.ts";

/**
 * The facts of a page per route and direction (Chennai → Madurai and Madurai → Chennai), read
 * from the one route table (popular-routes.json) and priced by the one estimate
 * (fare-estimate.ts), so a route page, the booking form and the operators' mail give the same
 * figure. Adding a row to the table adds its two pages in every language (plus the places'
 * names in each language's route-words.ts).
 */

/** The header's state codes, and Telangana, where Hyderabad is. */
export type StateCode = AreaCode | "TG";

export interface PlaceFacts {
  state: StateCode;
  /** A commercial airport: a pickup there adds the airport charge. */
  airport: boolean;
  /** The spelling passengers search most, when not the table's name ("bangalore"). */
  searched?: string;
}

export interface RoutePage {
  /** The table's names ("bengaluru"). */
  from: string;
  to: string;
  km: number;
  /** The states the road crosses between the two ends, in this direction (the row's fourth item). */
  through: readonly StateCode[];
  /** The page's address within a language: "bangalore-to-chennai-taxi". */
  slug: string;
}

export interface VehicleFare {
  vehicle: VehicleType;
  ratePerKm: number;
  fare: number;
}

/** [from, to, km], and the states the road crosses between them when there are any. */
type Row = [string, string, number, StateCode[]?];
const rows = table.routes as Row[];
const aliases: Record<string, string> = table.aliases;
export const placeFacts: Record<string, PlaceFacts> = table.places as Record<string, PlaceFacts>;

/** The name a route page's address and title use for a place. */
export const searchedName = (place: string) => placeFacts[place]?.searched ?? place;

export const routeSlug = (from: string, to: string) =>
  `${searchedName(from)}-to-${searchedName(to)}-taxi`;

/** Every place of the table, in the order the rows first name them. */
export const routePlaces: readonly string[] = [
  ...new Set(rows.flatMap(([from, to]) => [from, to])),
];

/** Each row in both directions, the table's direction first. */
export const routePages: readonly RoutePage[] = rows.flatMap(([from, to, km, through = []]) => [
  { from, to, km, through, slug: routeSlug(from, to) },
  { from: to, to: from, km, through: [...through].reverse(), slug: routeSlug(to, from) },
]);

export function routePageBySlug(slug: string): RoutePage | undefined {
  return routePages.find((route) => route.slug === slug);
}

/** The way back: the same row, the other direction. */
export function wayBack(route: RoutePage): RoutePage {
  return routePages.find((other) => other.from === route.to && other.to === route.from)!;
}

/** The other routes that start at a place, nearest first, without the one excluded. */
export function routesFrom(place: string, except?: RoutePage): RoutePage[] {
  return routePages
    .filter((route) => route.from === place && route !== except)
    .sort((a, b) => a.km - b.km);
}

/**
 * Each vehicle's fare for the route's distance, as the booking form estimates it for a daytime
 * pickup in town with no stop: km × the plan's rate per km.
 */
export function vehicleFares(route: RoutePage): VehicleFare[] {
  return vehicleTypes.map((vehicle) => {
    const estimate = estimateFare({
      vehicleType: vehicle,
      distanceKm: route.km,
      pickupTime: "",
      pickupLocation: "",
      extraStops: 0,
    })!;
    return { vehicle, ratePerKm: estimate.ratePerKm, fare: estimate.distanceFare };
  });
}

/**
 * Other spellings' addresses for a route ("bengaluru-to-madras-taxi"), each to be sent to the
 * route's own: every spelling of the table (its name, its aliases) for either place.
 */
export function otherSlugs(route: RoutePage): string[] {
  const spellings = (place: string) => [
    place,
    ...Object.keys(aliases).filter((alias) => aliases[alias] === place),
  ];
  return spellings(route.from)
    .flatMap((from) => spellings(route.to).map((to) => `${from}-to-${to}-taxi`))
    .filter((slug) => slug !== route.slug);
}

/** A language's names for the table's places (its route-words.ts). */
interface PlaceNames {
  places: Record<string, PlaceWords>;
}

/** A place as a language names it on route pages: the name passengers search ("Bangalore"). */
export function displayName(words: PlaceNames, place: string): string {
  const name = words.places[place];
  if (name === undefined) throw new Error(`no name for the place "${place}"`);
  return typeof name === "string" ? name : name[0];
}

/** Its official name, where a language writes that differently ("Bengaluru"). */
export function officialName(words: PlaceNames, place: string): string | undefined {
  const name = words.places[place];
  return typeof name === "string" ? undefined : name?.[1];
}
