-- Alerts to a person (the alert webhook), kept until they have gone out: an alert is recorded in
-- the same statement as the change it reports, and marked sent only once the webhook took it, so
-- a scheduled run cut off half way loses none (the next run sends what is left; sent twice at
-- worst). What an alert says is worded when it is sent, from the enquiry as it is then.
CREATE TABLE IF NOT EXISTS alerts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'unanswered' (nobody claimed it after the last re-alert) and 'unreached' (no operator could
  -- be mailed) are about one enquiry and always go out on their own. Any other topic names a
  -- cause ('mailbox <address>'): its first alert goes out at once, later ones within the hour
  -- are folded into one digest.
  topic         text NOT NULL,
  enquiry_kind  text NOT NULL,
  enquiry_id    bigint NOT NULL,
  -- The failure as the mail server put it, for a cause.
  detail        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz,
  UNIQUE (topic, enquiry_kind, enquiry_id)
);

CREATE INDEX IF NOT EXISTS alerts_unsent ON alerts (created_at) WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS alerts_last_sent ON alerts (topic, sent_at) WHERE sent_at IS NOT NULL;

-- A re-alert that has not gone out when somebody claims the enquiry is cancelled, never sent.
ALTER TABLE deliveries DROP CONSTRAINT IF EXISTS deliveries_status_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled'));
