-- The name of each enquiry's due marker in Netlify Blobs (netlify/schedule/due-markers.ts): the
-- scheduled job reads the markers to learn whether anything is due without waking the database.
ALTER TABLE claims ADD COLUMN IF NOT EXISTS marker text;
CREATE INDEX IF NOT EXISTS claims_marker ON claims (marker) WHERE marker IS NOT NULL;
