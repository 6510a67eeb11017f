-- When the operator holding a booking is asked once more, shortly before the pickup, whether the
-- passenger has been called (netlify/claims/holder-reminder.ts); NULL when none is owed: nobody
-- has it, it has gone, or the booking has no time to be near. Bookings claimed before this
-- arrives get none.
ALTER TABLE claims ADD COLUMN IF NOT EXISTS remind_at timestamptz;
CREATE INDEX IF NOT EXISTS claims_reminder_due
  ON claims (remind_at)
  WHERE remind_at IS NOT NULL;
