-- The language of the page an enquiry was sent from, so the operators call back in it (the mail
-- says "Prefers: Tamil"). Which languages exist is the site's business (src/shared/i18n), checked
-- by the shared schema before any row is written; the table keeps only the shape of a code, so a
-- new language needs no migration. Enquiries from before this column were all sent in English.
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en';
ALTER TABLE booking_requests ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en';
ALTER TABLE contact_messages DROP CONSTRAINT IF EXISTS contact_messages_language_code;
ALTER TABLE contact_messages
  ADD CONSTRAINT contact_messages_language_code CHECK (language ~ '^[a-z]{2,3}$');
ALTER TABLE booking_requests DROP CONSTRAINT IF EXISTS booking_requests_language_code;
ALTER TABLE booking_requests
  ADD CONSTRAINT booking_requests_language_code CHECK (language ~ '^[a-z]{2,3}$');
