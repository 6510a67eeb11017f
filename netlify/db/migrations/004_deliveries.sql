-- One delivery per enquiry and operator: each operator's mail is sent, retried and recorded on
-- its own, so one refused address fails alone and every other operator gets exactly one copy.
CREATE TABLE IF NOT EXISTS deliveries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The kind's name (netlify/kinds/registry.ts) and the row's id in that kind's table.
  enquiry_kind     text NOT NULL,
  enquiry_id       bigint NOT NULL,
  operator         text NOT NULL,
  -- pending: owed a mail (new, or waiting for a retry); sending: claimed by one sender;
  -- sent: accepted by the SMTP server; failed: given up, and the alert webhook told.
  status           text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  last_error       text,
  -- When the first attempt failed: retries go on for a bounded time from here.
  failing_since    timestamptz,
  -- When the alert webhook was told that this delivery fails permanently (told once).
  alerted_at       timestamptz,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_at       timestamptz,
  sent_at          timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (enquiry_kind, enquiry_id, operator)
);

-- The retry job looks only at deliveries still owed a mail.
CREATE INDEX IF NOT EXISTS deliveries_owed
  ON deliveries (next_attempt_at)
  WHERE status IN ('pending', 'sending');

-- Enquiries stored before this migration and not yet mailed: one delivery per operator named in
-- app.operator_emails (npm run db:migrate sets it from OPERATOR_EMAILS; unset, none are made).
INSERT INTO deliveries (enquiry_kind, enquiry_id, operator)
SELECT kind, id, trim(operator)
  FROM (SELECT 'contact' AS kind, id FROM contact_messages WHERE notification_status <> 'sent'
        UNION ALL
        SELECT 'booking', id FROM booking_requests WHERE notification_status <> 'sent') AS owed,
       unnest(string_to_array(nullif(current_setting('app.operator_emails', true), ''), ',')) AS operator
ON CONFLICT DO NOTHING;

ALTER TABLE contact_messages
  DROP COLUMN IF EXISTS notification_status, DROP COLUMN IF EXISTS notify_attempts,
  DROP COLUMN IF EXISTS last_error, DROP COLUMN IF EXISTS next_attempt_at,
  DROP COLUMN IF EXISTS claimed_at, DROP COLUMN IF EXISTS sent_at;
ALTER TABLE booking_requests
  DROP COLUMN IF EXISTS notification_status, DROP COLUMN IF EXISTS notify_attempts,
  DROP COLUMN IF EXISTS last_error, DROP COLUMN IF EXISTS next_attempt_at,
  DROP COLUMN IF EXISTS claimed_at, DROP COLUMN IF EXISTS sent_at;

-- A hash of what was submitted with an Idempotency-Key: the same key with other data is refused.
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS idempotency_hash text;
ALTER TABLE booking_requests ADD COLUMN IF NOT EXISTS idempotency_hash text;
