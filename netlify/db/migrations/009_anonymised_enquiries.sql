-- Enquiries past their retention period, or erased on request, are anonymised in place (who the
-- passenger was is cleared; what the business counts stays): netlify/privacy/anonymise.ts.
-- anonymised_at marks the row, so the claim and thank-you pages say the details were removed;
-- anonymised_by says why ('retention', 'request', or 'operator <address>' from the claim page).
-- Cleared text columns hold '' (they stay NOT NULL) and the idempotency key is NULL, so no two
-- cleared rows collide on its UNIQUE constraint.
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS anonymised_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS anonymised_by text;
ALTER TABLE booking_requests ADD COLUMN IF NOT EXISTS anonymised_at timestamptz;
ALTER TABLE booking_requests ADD COLUMN IF NOT EXISTS anonymised_by text;

-- The purge looks only at rows not yet anonymised, by the date their retention counts from.
CREATE INDEX IF NOT EXISTS contact_messages_retained
  ON contact_messages (created_at) WHERE anonymised_at IS NULL;
CREATE INDEX IF NOT EXISTS booking_requests_retained
  ON booking_requests (pickup_date) WHERE anonymised_at IS NULL;
-- An access or erasure request finds a person's enquiries by phone (and a message by e-mail).
CREATE INDEX IF NOT EXISTS contact_messages_phone ON contact_messages (phone);
CREATE INDEX IF NOT EXISTS contact_messages_email ON contact_messages (lower(email));
CREATE INDEX IF NOT EXISTS booking_requests_phone ON booking_requests (phone);
