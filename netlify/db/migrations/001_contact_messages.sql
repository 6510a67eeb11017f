-- Contact messages from the page's contact form. The row is written before any mail is sent, so
-- the notification columns record whether the operators have been told yet.
CREATE TABLE IF NOT EXISTS contact_messages (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name             text NOT NULL,
  email            text NOT NULL,
  phone            text NOT NULL,
  message          text NOT NULL,
  idempotency_key  text UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- pending: not yet sent (new, or waiting for a retry); sending: claimed by one sender;
  -- sent: delivered to the SMTP server; failed: given up (permanent error or attempt cap).
  notification_status text NOT NULL DEFAULT 'pending'
    CHECK (notification_status IN ('pending', 'sending', 'sent', 'failed')),
  notify_attempts  integer NOT NULL DEFAULT 0,
  last_error       text,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_at       timestamptz,
  sent_at          timestamptz
);

-- The retry job looks only at rows still owed a mail.
CREATE INDEX IF NOT EXISTS contact_messages_unsent
  ON contact_messages (next_attempt_at)
  WHERE notification_status IN ('pending', 'sending');

-- Per-client counters in fixed windows, for the forms' rate limit. client_key is a hash, never
-- a raw IP address.
CREATE TABLE IF NOT EXISTS rate_limit_hits (
  client_key    text NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL,
  PRIMARY KEY (client_key, window_start)
);
