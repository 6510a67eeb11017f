import type { Db } from "./db";
import { markerSchedules, type MarkerSchedule } from "./claims";
import type { DueMarker, DueMarkers } from "./due-markers";

/**
 * Moves each marker to its enquiry's next due time, or removes it when nothing is left. `listed`
 * are the marker keys already read; without them each marker's keys are listed by prefix.
 */
async function apply(markers: DueMarkers, schedules: MarkerSchedule[], listed?: DueMarker[]) {
  await Promise.all(
    schedules.map(({ enquiry_kind, marker, next_due }) =>
      markers.schedule(
        enquiry_kind,
        marker,
        next_due ? new Date(next_due) : null,
        listed?.filter((known) => known.marker === marker),
      ),
    ),
  );
}

/**
 * After a change made outside the scheduled job (a mail that failed at submission, a claim, a
 * hand-back): the enquiry's marker follows its new next due time. Never throws: a marker left
 * behind costs one early wake of the job, and the safety sweep repairs a missing one.
 */
export async function refreshMarker(deps: { db: Db; markers: DueMarkers }, marker: string) {
  try {
    await apply(deps.markers, await markerSchedules(deps.db, [marker]));
  } catch (error) {
    console.error("Could not move a due marker:", error instanceof Error ? error.message : error);
  }
}

/**
 * After the job has done what was due: every marker it found due follows its enquiry (a marker
 * whose enquiry was never stored is removed: by its due time the insert has long ended). A
 * sweep also writes a marker for every enquiry that still needs a look and has none.
 */
export async function syncMarkers(
  deps: { db: Db; markers: DueMarkers },
  listed: DueMarker[],
  due: DueMarker[],
  sweep: boolean,
) {
  const schedules = await markerSchedules(deps.db, sweep ? undefined : due.map((m) => m.marker));
  const known = new Set(schedules.map((schedule) => schedule.marker));
  const orphans = due
    .filter((marker) => !known.has(marker.marker))
    .map(({ kind, marker }) => ({ enquiry_kind: kind, marker, next_due: null }));
  await apply(deps.markers, [...schedules, ...orphans], listed);
}
