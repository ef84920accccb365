ALTER TABLE "guest_forms" ADD COLUMN "agency" uuid;--> statement-breakpoint
CREATE INDEX "guest_forms_agency_idx" ON "guest_forms" USING btree ("agency");--> statement-breakpoint
-- Guest forms stored before: the agency of their booking.
UPDATE "guest_forms" g SET "agency" = b."agency" FROM "bookings" b WHERE b."id" = g."booking" AND g."agency" IS NULL;
