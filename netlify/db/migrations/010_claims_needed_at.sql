-- When the passenger needs the car (a booking's pickup; NULL for a kind without one): re-alerts
-- about an enquiry nobody has claimed come sooner as it nears (netlify/claims/escalation-schedule.ts).
ALTER TABLE claims ADD COLUMN IF NOT EXISTS needed_at timestamptz;

-- Bookings still waiting for someone when this arrives get theirs too, so their next re-alerts
-- follow it. A pickup's date and time are India's, 5 h 30 min ahead of UTC all year.
UPDATE claims c
   SET needed_at = (b.pickup_date + b.pickup_time - interval '5 hours 30 minutes') AT TIME ZONE 'UTC'
  FROM booking_requests b
 WHERE c.enquiry_kind = 'booking' AND c.enquiry_id = b.id
   AND c.claimed_by IS NULL AND c.needed_at IS NULL;
