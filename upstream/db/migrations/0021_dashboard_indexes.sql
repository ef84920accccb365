-- The dashboard (GET /api/dashboard) asks which booking rooms have a night between yesterday and
-- tomorrow, and which departures' cabins are booked, without naming a room. The occupancy's GiST
-- indexes lead with the room (or bed), so that question walked most of them (60-300 ms on three
-- years of bookings); a GiST index on the nights alone answers it from the few rooms concerned.
-- Drizzle cannot express it.
CREATE INDEX IF NOT EXISTS "booking_rooms_nights" ON "booking_rooms" USING gist (daterange("date_from", "date_to", '[)'));
