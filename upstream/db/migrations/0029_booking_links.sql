CREATE TABLE "booking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_booking" uuid NOT NULL,
	"to_booking" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_from_booking_bookings_id_fk" FOREIGN KEY ("from_booking") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_to_booking_bookings_id_fk" FOREIGN KEY ("to_booking") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_links_from" ON "booking_links" USING btree ("from_booking");--> statement-breakpoint
CREATE INDEX "booking_links_to" ON "booking_links" USING btree ("to_booking");