-- A claim says someone will call; these say whether they did (netlify/claims/holder-reminder.ts).
-- called_at: when the holder marked the call made on the claim page; NULL until then, and again
-- once the enquiry changes hands. remind_at: when the claim is next looked at, if the holder has
-- not said so: first to ask them (reminded_at records when), then to tell the others
-- (others_told_at), who may then take it over. NULL when nothing more is owed. Enquiries claimed
-- before this arrives get none of it.
ALTER TABLE claims ADD COLUMN IF NOT EXISTS called_at timestamptz;
ALTER TABLE claims ADD COLUMN IF NOT EXISTS remind_at timestamptz;
ALTER TABLE claims ADD COLUMN IF NOT EXISTS reminded_at timestamptz;
ALTER TABLE claims ADD COLUMN IF NOT EXISTS others_told_at timestamptz;
CREATE INDEX IF NOT EXISTS claims_reminder_due
  ON claims (remind_at)
  WHERE remind_at IS NOT NULL;
