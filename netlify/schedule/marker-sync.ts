import type { Db } from "../platform/db";
import { digestEveryMs } from "../platform/alerts";
import { staleClaimSeconds } from "../delivery/deliveries";
import { immediateTopics } from "../delivery/alert-outbox";
import type { DueMarker, DueMarkers } from "./due-markers";

export interface MarkerSchedule {
  enquiry_kind: string;
  marker: string;
  /**
   * When the enquiry next needs a look (a re-alert, its holder's reminder, the webhook's ask
   * about its holder, a retry, a stale send); null: never.
   */
  next_due: string | null;
}

/**
 * When each enquiry next needs the scheduled job: its next re-alert, its holder's reminder, the
 * webhook's ask about its holder, its earliest owed delivery, or a send in progress going stale.
 * For the given markers, or (none given) for every enquiry that still needs a look, as the safety
 * sweep rebuilds the markers.
 */
export async function markerSchedules(db: Db, markers?: string[]): Promise<MarkerSchedule[]> {
  return db.query<MarkerSchedule>(
    `SELECT * FROM (
       SELECT c.enquiry_kind, c.marker,
              least(c.next_escalation_at, c.remind_at, c.ask_owner_at,
                    (SELECT min(CASE d.status WHEN 'pending' THEN d.next_attempt_at
                                ELSE d.claimed_at + make_interval(secs => $2) END)
                       FROM deliveries d
                      WHERE d.enquiry_kind = c.enquiry_kind AND d.enquiry_id = c.enquiry_id
                        AND d.status IN ('pending', 'sending')),
                    -- An alert not yet sent: at once, or a cause's digest an hour after its last.
                    (SELECT min(CASE WHEN a.topic = ANY($4::text[]) THEN a.created_at
                                ELSE greatest(a.created_at,
                                       (SELECT max(b.sent_at) FROM alerts b WHERE b.topic = a.topic)
                                         + make_interval(secs => $3)) END)
                       FROM alerts a
                      WHERE a.enquiry_kind = c.enquiry_kind AND a.enquiry_id = c.enquiry_id
                        AND a.sent_at IS NULL)) AS next_due
         FROM claims c
        WHERE c.marker IS NOT NULL AND ($1::text[] IS NULL OR c.marker = ANY($1::text[]))
     ) schedules
     WHERE $1::text[] IS NOT NULL OR next_due IS NOT NULL`,
    [markers ?? null, staleClaimSeconds, digestEveryMs / 1000, immediateTopics],
  );
}

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

/** Longer than a first mail takes to go out while its request is still alive. */
const quietSendSeconds = 15;

/**
 * After a replay: the request that stored the enquiry may have died after its commit, before
 * its mails went or its marker was written (its answer was lost, which is why the same enquiry
 * came again). Where a first mail is still held by a sender after `quietSendSeconds`, the
 * marker follows what the database says is owed, so the job takes it within minutes, not at
 * the next sweep; otherwise (the usual replay) it costs one query. Never throws.
 */
export async function refreshEnquiryMarker(
  deps: { db: Db; markers: DueMarkers },
  kind: string,
  enquiryId: number,
) {
  try {
    const [claim] = await deps.db.query<{ marker: string | null }>(
      `SELECT c.marker FROM claims c
        WHERE c.enquiry_kind = $1 AND c.enquiry_id = $2
          AND EXISTS (SELECT 1 FROM deliveries d
                       WHERE d.enquiry_kind = c.enquiry_kind AND d.enquiry_id = c.enquiry_id
                         AND d.status = 'sending'
                         AND d.claimed_at < now() - make_interval(secs => $3))`,
      [kind, enquiryId, quietSendSeconds],
    );
    if (claim?.marker) await refreshMarker(deps, claim.marker);
  } catch (error) {
    console.error(
      "Could not refresh a due marker:",
      error instanceof Error ? error.message : error,
    );
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
