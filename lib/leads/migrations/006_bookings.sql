-- Demo bookings (issue 49): the holds and meetings of the sales reps, and the work each
-- booking leaves for the relay (invitation mails, calendar writes). lib/booking-store/pg-store.ts.

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One row per hold or booking. What keeps a rep from being booked twice is the exclusion
-- constraint below, not a check in the application followed by an insert: of any number of
-- transactions inserting (or moving) overlapping live rows for one rep, exactly one commits;
-- the others fail with exclusion_violation (23P01), which the store reports as "taken".
-- blocked_until is the meeting's end plus the rep's buffer, so the buffer is kept by the same rule.
-- A hold stops counting when it expires; expired holds are deleted in the same transaction
-- that inserts a row over them, because a constraint cannot compare with now().
CREATE TABLE booking_slots (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('hold', 'booked', 'cancelled')),
  request text NOT NULL,
  rep text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  blocked_until timestamptz NOT NULL,
  expires_at timestamptz,
  uid text,
  sequence integer NOT NULL DEFAULT 0,
  booked_at timestamptz,
  cancelled_at timestamptz,
  visitor jsonb,
  CHECK (starts_at < ends_at AND ends_at <= blocked_until),
  CHECK ((kind = 'hold') = (expires_at IS NOT NULL)),
  CHECK (kind = 'hold' OR (uid IS NOT NULL AND booked_at IS NOT NULL AND visitor IS NOT NULL)),
  CONSTRAINT booking_slots_no_overlap
    EXCLUDE USING gist (rep WITH =, tstzrange(starts_at, blocked_until) WITH &&)
    WHERE (kind <> 'cancelled')
);

-- One live booking per demo request, and one live hold.
CREATE UNIQUE INDEX booking_slots_one_booking_per_request ON booking_slots (request) WHERE kind = 'booked';
CREATE UNIQUE INDEX booking_slots_one_hold_per_request ON booking_slots (request) WHERE kind = 'hold';
CREATE INDEX booking_slots_rep_booked ON booking_slots (rep, booked_at DESC) WHERE kind = 'booked';

CREATE TABLE booking_jobs (
  id uuid PRIMARY KEY,
  booking uuid NOT NULL REFERENCES booking_slots (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('mail', 'calendar-put', 'calendar-delete')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_error text,
  leased_by text,
  leased_until timestamptz
);

CREATE INDEX booking_jobs_due ON booking_jobs (next_attempt_at) WHERE state = 'pending';
