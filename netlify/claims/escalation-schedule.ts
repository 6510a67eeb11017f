/**
 * When everyone is alerted again about an enquiry nobody has claimed. The steps are multiples of
 * the enquiry's escalation unit: ESCALATE_AFTER_MINUTES, or less for a passenger who needs the
 * car soon, so that the last re-alert (and the webhook's alert) comes while there is still time
 * to call: no later than halfway from the moment nobody had it to the pickup.
 */
export const escalationSteps = [1, 3, 6];

/**
 * The unit in whole minutes, as SQL over the given expressions: the configured minutes, a
 * `timestamptz` since when nobody has had the enquiry, and one for when the passenger needs the
 * car (NULL for a kind without one). Never under a minute: the scheduled job runs once a minute.
 */
export function escalationUnitSql(minutes: string, unclaimedSince: string, neededAt: string) {
  const halfwayMinutes = `extract(epoch FROM ${neededAt} - ${unclaimedSince}) / 60 / 2`;
  return `least(${minutes}, greatest(1, floor(coalesce(${halfwayMinutes} / ${escalationSteps.at(-1)!}, ${minutes}))))::int`;
}
