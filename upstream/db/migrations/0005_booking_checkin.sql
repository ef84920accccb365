ALTER TABLE "bookings" ADD COLUMN "checked_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_checked_in_idx" ON "bookings" USING btree ("checked_in");--> statement-breakpoint
CREATE INDEX "bookings_checked_out_idx" ON "bookings" USING btree ("checked_out");