-- A booking's jobs found by their booking: the team room's lead page reads one booking's
-- history (LeadStore's jobs(bookingId)), the calendar comparison looks up the calendar jobs of
-- the bookings it reads, and deleting a booking slot (an expired hold pruned, ON DELETE CASCADE)
-- finds its jobs by this column. Without an index each of those scanned every job.
-- Never edit once shipped.
CREATE INDEX booking_jobs_booking ON booking_jobs (booking, created_at);
