-- A holder asleep does not hear their own reminder: the alert webhook does, for a pickup near
-- enough (netlify/claims/unmarked-alert.ts). ask_owner_at: when the webhook is told that the
-- holder has not marked the passenger reached; NULL when it is not owed. owner_asked_at: when it
-- was told, once a claim, so that the holder's later mark can tell it to stand down.
ALTER TABLE claims ADD COLUMN IF NOT EXISTS ask_owner_at timestamptz;
ALTER TABLE claims ADD COLUMN IF NOT EXISTS owner_asked_at timestamptz;
CREATE INDEX IF NOT EXISTS claims_owner_ask_due
  ON claims (ask_owner_at)
  WHERE ask_owner_at IS NOT NULL;
