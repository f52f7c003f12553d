-- Where a booking shows (issue 49): a demo request booked after it was stored carries the
-- booking (its UTC times, the rep, booked or cancelled), written by the booking relay's
-- `lead-booking` job (lib/leads/pg-store.ts recordBooking); the relay's jobs gain that kind and
-- `webhook` (the booking event sent to LEAD_WEBHOOK_URL).

ALTER TABLE leads ADD COLUMN booking jsonb CHECK (booking IS NULL OR jsonb_typeof(booking) = 'object');

ALTER TABLE booking_jobs DROP CONSTRAINT booking_jobs_kind_check;
ALTER TABLE booking_jobs ADD CONSTRAINT booking_jobs_kind_check
  CHECK (kind IN ('mail', 'calendar-put', 'calendar-delete', 'lead-booking', 'webhook'));
