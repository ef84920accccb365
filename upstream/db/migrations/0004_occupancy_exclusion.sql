-- No overbooking, enforced by the database (issue 4). Drizzle cannot express EXCLUDE.
-- 1. A bed is taken by at most one holding row per night.
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_no_double_bed"
  EXCLUDE USING gist ("room_id" WITH =, "bed" WITH =, daterange("date_from", "date_to", '[)') WITH &&)
  WHERE ("holds");
--> statement-breakpoint
-- 2. In a room without mixed genders, parties of different genders never overlap.
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_single_gender"
  EXCLUDE USING gist ("room_id" WITH =, daterange("date_from", "date_to", '[)') WITH &&, "gender" WITH <>)
  WHERE ("holds" AND NOT "mixed_gender");
--> statement-breakpoint
-- 3. ... and two different mixed parties ('x') never share it either.
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_single_mixed_party"
  EXCLUDE USING gist ("room_id" WITH =, daterange("date_from", "date_to", '[)') WITH &&, (coalesce("booking_id", "blocker_id")) WITH <>)
  WHERE ("holds" AND NOT "mixed_gender" AND "gender" = 'x');
