-- When the passenger needs the car (a booking's pickup; NULL for a kind without one): re-alerts
-- about an enquiry nobody has claimed come sooner as it nears (netlify/claims/escalation-schedule.ts).
ALTER TABLE claims ADD COLUMN IF NOT EXISTS needed_at timestamptz;
