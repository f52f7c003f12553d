-- Caps per client and per visitor email (issue 54): a hold or booking records the client
-- address it came from (an IPv4 address, or an IPv6 /64), so that one address can hold at
-- most BOOKING_MAX_PER_CLIENT future bookings and one live hold, and one visitor email at most
-- BOOKING_MAX_PER_EMAIL future bookings (lib/booking-store/pg-store.ts overCaps). Rows made
-- before this migration have no client and count toward no address.

ALTER TABLE booking_slots ADD COLUMN client text;

CREATE INDEX booking_slots_client ON booking_slots (client) WHERE kind IN ('hold', 'booked');
CREATE INDEX booking_slots_visitor_email ON booking_slots (lower(visitor->>'email')) WHERE kind = 'booked';
