-- The booking list's search by a guest's e-mail or phone (issue 14) finds the guests' customer
-- records first, then the booking rooms naming them in their guest list (jsonb containment):
-- this index makes that a lookup instead of a scan of every booking room. Custom, because the
-- schema's index builder does not express jsonb_path_ops.
CREATE INDEX IF NOT EXISTS "booking_rooms_guests" ON "booking_rooms" USING gin ("guests" jsonb_path_ops);
