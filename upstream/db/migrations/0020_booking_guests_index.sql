-- The booking list's search by a guest's e-mail or phone (issue 14) finds the guests' customer
-- records first, then the booking rooms naming them in their guest list (jsonb containment):
-- this index makes that a lookup instead of a scan of every booking room. Custom, because the
-- schema's index builder does not express jsonb_path_ops.
CREATE INDEX IF NOT EXISTS "booking_rooms_guests" ON "booking_rooms" USING gin ("guests" jsonb_path_ops);
--> statement-breakpoint
-- The same search by phone compares digits only ("+49 170 555" finds "0049170555..."): a trigram
-- index on the customers' phone digits turns the scan of every customer into a lookup.
CREATE INDEX IF NOT EXISTS "customers_phone_digits_trgm" ON "customers" USING gin ((regexp_replace(coalesce("contact"->>'phone', ''), '[^0-9]', '', 'g')) gin_trgm_ops);
