-- When the passenger pressed Send on an enquiry their page kept (no network, or no answer) and
-- sent later (the page's Enquiry-Age header): the operators' mail says how long before it arrived
-- it was sent, so a message asking for a car "tomorrow" three days ago is not read as today's.
-- NULL: it arrived as it was sent, or came from a page that does not say. (Not `sent_at`, which
-- in deliveries and alerts is when a mail went out.)
ALTER TABLE contact_messages ADD COLUMN IF NOT EXISTS passenger_sent_at timestamptz;
ALTER TABLE booking_requests ADD COLUMN IF NOT EXISTS passenger_sent_at timestamptz;
