-- A claim says someone will call; these say whether they did (netlify/claims/holder-reminder.ts).
-- called_at: when the holder marked the call made on the claim page; NULL until then, and again
-- once the enquiry changes hands. remind_at: when the holder is asked whether they called, if
-- they have not said so; NULL when no reminder is owed. Enquiries claimed before this arrives
-- get none.
ALTER TABLE claims ADD COLUMN IF NOT EXISTS called_at timestamptz;
ALTER TABLE claims ADD COLUMN IF NOT EXISTS remind_at timestamptz;
CREATE INDEX IF NOT EXISTS claims_reminder_due
  ON claims (remind_at)
  WHERE remind_at IS NOT NULL;
