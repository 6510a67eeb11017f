import table from "./popular-routes.json";

/**
 * Distance from the table of popular routes (popular-routes.json, data the business edits).
 * A typed location such as "Chennai Airport, Meenambakkam" is matched by the first known place
 * name it contains, so the visitor need not type it exactly.
 */

const aliases: Record<string, string> = table.aliases;
const distances = new Map<string, number>();
const places = new Set<string>();
for (const [from, to, km] of table.routes as [string, string, number][]) {
  distances.set(`${from}|${to}`, km);
  distances.set(`${to}|${from}`, km);
  places.add(from).add(to);
}
// Longest names first, so "kochi" is not found inside a longer name by mistake.
const knownNames = [...places, ...Object.keys(aliases)].sort((a, b) => b.length - a.length);

export interface PlaceMatch {
  /** The name the route table uses ("udhagamandalam"). */
  canonical: string;
  /** The name as the visitor wrote it, capitalised ("Ooty"), for short labels. */
  asTyped: string;
}

export function matchPlace(location: string): PlaceMatch | null {
  const words = ` ${location.toLowerCase().replace(/[^a-z]+/g, " ")} `;
  const name = knownNames.find((known) => words.includes(` ${known} `));
  if (!name) return null;
  return {
    canonical: aliases[name] ?? name,
    asTyped: name.charAt(0).toUpperCase() + name.slice(1),
  };
}

/** The canonical place a typed location names, or null when it names none we know. */
export function placeIn(location: string): string | null {
  return matchPlace(location)?.canonical ?? null;
}

export function routeDistanceKm(pickup: string, drop: string): number | null {
  const from = placeIn(pickup);
  const to = placeIn(drop);
  if (!from || !to || from === to) return null;
  return distances.get(`${from}|${to}`) ?? null;
}
