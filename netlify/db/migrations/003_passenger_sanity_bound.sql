-- How many passengers a booking may have is the business's rule: the vehicles' capacities in
-- src/shared/fares/fare-config.ts, enforced by the shared schema before any row is written. 002 copied
-- the largest capacity (7) into a CHECK, a second copy that a bigger car would have turned into a
-- refused booking. The table keeps only a sanity bound, wide of any taxi; a test holds the
-- configured capacities inside it (tests/integration/bookings.test.ts).
ALTER TABLE booking_requests DROP CONSTRAINT IF EXISTS booking_requests_passengers_check;
ALTER TABLE booking_requests DROP CONSTRAINT IF EXISTS booking_requests_passengers_sane;
ALTER TABLE booking_requests
  ADD CONSTRAINT booking_requests_passengers_sane CHECK (passengers BETWEEN 1 AND 20);
