-- Who is calling back about each enquiry. The first operator to claim it wins; while nobody has
-- it the retry job re-alerts every operator at escalation times, and after the last one the
-- enquiry stays marked unanswered.
CREATE TABLE IF NOT EXISTS claims (
  enquiry_kind        text NOT NULL,
  enquiry_id          bigint NOT NULL,
  claimed_by          text,
  claimed_at          timestamptz,
  -- Since when nobody has had it (received, or handed back), and the re-alerts sent since.
  unclaimed_since     timestamptz,
  escalations         integer NOT NULL DEFAULT 0,
  -- When the next re-alert is due; null while claimed or after the last one.
  next_escalation_at  timestamptz,
  -- Set when the last re-alert went unanswered (the alert webhook was told).
  unanswered_since    timestamptz,
  PRIMARY KEY (enquiry_kind, enquiry_id)
);

CREATE INDEX IF NOT EXISTS claims_escalation_due
  ON claims (next_escalation_at)
  WHERE next_escalation_at IS NOT NULL;

-- Every enquiry already stored is taken as handled: only new ones are escalated.
INSERT INTO claims (enquiry_kind, enquiry_id, claimed_by, claimed_at)
SELECT 'contact', id, 'before claims existed', created_at FROM contact_messages
UNION ALL
SELECT 'booking', id, 'before claims existed', created_at FROM booking_requests
ON CONFLICT DO NOTHING;

-- Follow-up mails (taken, handed back, unanswered) ride the same deliveries as the first mail,
-- so they are retried and recorded the same way. `purpose` says which mail a delivery is;
-- `note` is its first line ("Taken by Meena at 05:31 IST").
ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS purpose text NOT NULL DEFAULT 'enquiry';
ALTER TABLE deliveries ADD COLUMN IF NOT EXISTS note text;
ALTER TABLE deliveries DROP CONSTRAINT IF EXISTS deliveries_enquiry_kind_enquiry_id_operator_key;
CREATE UNIQUE INDEX IF NOT EXISTS deliveries_one_per_purpose
  ON deliveries (enquiry_kind, enquiry_id, operator, purpose);
