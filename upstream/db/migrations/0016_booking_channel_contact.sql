ALTER TABLE "bookings" ADD COLUMN "channel" text DEFAULT 'backoffice' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_message" text;--> statement-breakpoint
CREATE INDEX "bookings_channel_idx" ON "bookings" USING btree ("channel");--> statement-breakpoint
DROP INDEX IF EXISTS "bookings_search_trgm";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN IF EXISTS "search_text";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("booking_no", '') || E'\x1f' || coalesce("reservation_no", '') || E'\x1f' || coalesce("offer_no", '') || E'\x1f' || coalesce("title", '') || E'\x1f' || coalesce("contact_email", '') || E'\x1f' || coalesce("contact_phone", '') || E'\x1f' || coalesce("system_reference", ''))) STORED;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);
