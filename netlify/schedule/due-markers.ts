import type { Store } from "@netlify/blobs";
import { withDeadline } from "../platform/deadline";

/**
 * Due markers: one small Netlify Blobs entry per enquiry that needs a later look (a mail to
 * retry, an enquiry to escalate if nobody claims it), so the every-minute job can tell whether
 * anything is due without a database connection, and Neon's compute can sleep while nobody
 * books. The due time is part of the key (`due/<kind>/<marker>/<epoch ms>`), so one list call
 * reads every marker and its time; moving a marker writes the new key and deletes the old.
 * A `sweep/<epoch ms>/<team>` entry records the last full check of Postgres and the operators
 * it was made for (a fingerprint of their addresses), so a change to them is noticed.
 */
/** The Blobs store the markers live in. */
export const dueMarkerStore = "due-markers";

export interface DueMarker {
  kind: string;
  marker: string;
  dueAt: Date;
  key: string;
}

export interface MarkerList {
  markers: DueMarker[];
  lastSweep: Date | null;
  /** The operators the last sweep was made for (`recordSweep`'s `team`), if it says. */
  lastTeam: string | null;
  /** Every sweep/ key, so an old one can be removed when a new one is written. */
  sweepKeys: string[];
}

export interface DueMarkers {
  list(): Promise<MarkerList>;
  /**
   * Sets the marker's next due time, or removes it (null). `known` are the keys of this marker
   * already listed (none for a new enquiry); otherwise they are listed by prefix.
   */
  schedule(kind: string, marker: string, dueAt: Date | null, known?: DueMarker[]): Promise<void>;
  recordSweep(at: Date, previous: string[], team: string): Promise<void>;
}

function parse(key: string): DueMarker | null {
  const [prefix, kind, marker, epoch] = key.split("/");
  if (prefix !== "due" || !kind || !marker || !/^\d+$/.test(epoch ?? "")) return null;
  return { kind, marker, dueAt: new Date(Number(epoch)), key };
}

/**
 * How long one marker operation may take. Blobs' client retries a refused or failing call five
 * times, 5 s apart, and waits forever on a connection that never answers; nothing that waits on
 * a marker may inherit that. A marker that misses it is made good by the next safety sweep.
 */
export const markerDeadlineMs = 3_000;

/**
 * A fetch for the Blobs client that gives up on one HTTP request after `ms`, so a Blobs
 * endpoint that accepts and never answers holds no socket open for ever.
 */
export function timedFetch(ms = markerDeadlineMs): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(ms) });
}

export function blobsDueMarkers(
  store: () => Promise<Store>,
  deadlineMs = markerDeadlineMs,
): DueMarkers {
  const markers = unboundedMarkers(store);
  return {
    list: () => withDeadline(markers.list(), deadlineMs, "Listing the due markers"),
    schedule: (...args) =>
      withDeadline(markers.schedule(...args), deadlineMs, "Writing a due marker"),
    recordSweep: (...args) =>
      withDeadline(markers.recordSweep(...args), deadlineMs, "Recording the sweep"),
  };
}

function unboundedMarkers(store: () => Promise<Store>): DueMarkers {
  return {
    async list() {
      const { blobs } = await (await store()).list();
      const markers: DueMarker[] = [];
      const sweepKeys: string[] = [];
      for (const { key } of blobs) {
        if (key.startsWith("sweep/")) sweepKeys.push(key);
        const marker = parse(key);
        if (marker) markers.push(marker);
      }
      const [last] = sweepKeys
        .map((key) => key.slice("sweep/".length).split("/"))
        .map(([epoch, team]) => ({ at: Number(epoch), team: team ?? null }))
        .filter(({ at }) => at > 0)
        .sort((a, b) => b.at - a.at);
      return {
        markers,
        lastSweep: last ? new Date(last.at) : null,
        lastTeam: last?.team ?? null,
        sweepKeys,
      };
    },
    async schedule(kind, marker, dueAt, known) {
      const prefix = `due/${kind}/${marker}/`;
      const blobs = await store();
      const current =
        known ?? (await blobs.list({ prefix })).blobs.map(({ key }) => parse(key)!).filter(Boolean);
      const next = dueAt ? `${prefix}${dueAt.getTime()}` : null;
      if (next && !current.some((existing) => existing.key === next)) await blobs.set(next, "");
      await Promise.all(
        current.filter((existing) => existing.key !== next).map(({ key }) => blobs.delete(key)),
      );
    },
    async recordSweep(at, previous, team) {
      const blobs = await store();
      await blobs.set(`sweep/${at.getTime()}/${team}`, "");
      await Promise.all(previous.map((key) => blobs.delete(key)));
    },
  };
}

/**
 * The site's marker store on Netlify (and under the dev plugin's emulation), read with strong
 * consistency. The client is loaded on first use, off the function's start.
 */
export function netlifyDueMarkers(): DueMarkers {
  let store: Promise<Store> | undefined;
  return blobsDueMarkers(
    () =>
      (store ??= import("@netlify/blobs").then(({ getStore }) =>
        getStore({ name: dueMarkerStore, consistency: "strong", fetch: timedFetch() }),
      )),
  );
}
