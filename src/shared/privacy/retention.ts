/**
 * How long a passenger's details are kept, read by the privacy notice (at build time, in every
 * language) and by the server's purge, so the promise and the deletion cannot drift apart.
 * A booking counts from its trip date, a message from its receipt; past this, the enquiry is
 * anonymised (what the business counts stays, who the passenger was does not).
 */
export const retentionDays = 180;
