-- Claimed bookings older than 010 get their pickup time too: a claim held by an operator since
-- taken off the list is handed back only while its pickup is ahead (netlify/claims/gone-holders.ts),
-- and without one such a booking would count as a message (open for a day after its claim).
-- Those 005 took as handled keep none: nobody is to be re-alerted about them.
UPDATE claims c
   SET needed_at = (b.pickup_date + b.pickup_time - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'
  FROM booking_requests b
 WHERE c.enquiry_kind = 'booking' AND c.enquiry_id = b.id AND c.needed_at IS NULL
   AND c.claimed_by IS DISTINCT FROM 'before claims existed';
