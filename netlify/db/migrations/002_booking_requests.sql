-- Booking requests from the page's booking form. Same notification columns as contact_messages
-- (see 001), so one notifier and one retry job serve both.
CREATE TABLE IF NOT EXISTS booking_requests (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Short reference a person can read over the phone, e.g. DT-7K3Q9X.
  reference        text NOT NULL UNIQUE,
  pickup_location  text NOT NULL,
  dropoff_location text NOT NULL,
  pickup_date      date NOT NULL,
  pickup_time      time NOT NULL,
  passengers       integer NOT NULL CHECK (passengers BETWEEN 1 AND 7),
  vehicle_type     text NOT NULL,
  extra_stops      integer NOT NULL DEFAULT 0,
  name             text NOT NULL,
  phone            text NOT NULL,
  -- The estimate as computed on the server when the request arrived (null: operator quotes).
  distance_km      integer,
  fare_estimate    integer,
  idempotency_key  text UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  notification_status text NOT NULL DEFAULT 'pending'
    CHECK (notification_status IN ('pending', 'sending', 'sent', 'failed')),
  notify_attempts  integer NOT NULL DEFAULT 0,
  last_error       text,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  claimed_at       timestamptz,
  sent_at          timestamptz
);

CREATE INDEX IF NOT EXISTS booking_requests_unsent
  ON booking_requests (next_attempt_at)
  WHERE notification_status IN ('pending', 'sending');
