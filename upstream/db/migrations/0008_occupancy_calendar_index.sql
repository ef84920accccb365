-- The calendars read every occupancy row (holding or released) of an asset's rooms that overlaps
-- a month. The exclusion constraints' GiST indexes only cover holding rows, so that read was a
-- sequential scan of the whole table (500 ms on three years of bookings, docs/benchmarks.md);
-- this index answers it from the rooms' overlapping nights (~70 ms). Drizzle cannot express it.
CREATE INDEX IF NOT EXISTS "occupancy_room_nights" ON "occupancy" USING gist ("room_id", daterange("date_from", "date_to", '[)'));
