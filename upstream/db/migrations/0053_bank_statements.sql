CREATE TABLE "bank_entry_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"payment_id" uuid,
	"amount" bigint NOT NULL,
	"rate" text,
	"rate_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	"correction_id" uuid
);
--> statement-breakpoint
ALTER TABLE "bank_entries" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "csv_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "bank_entry_matches" ADD CONSTRAINT "bank_entry_matches_entry_id_bank_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entry_matches" ADD CONSTRAINT "bank_entry_matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_entry_matches_entry" ON "bank_entry_matches" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "bank_entry_matches_booking" ON "bank_entry_matches" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bank_entry_matches_payment" ON "bank_entry_matches" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_entries_source_idx" ON "bank_entries" USING btree ("source");--> statement-breakpoint
-- An imported entry is identified by the bank's reference or a hash of its content: a second import
-- of the same statement adds nothing (modules/banks/store-entries.ts, ON CONFLICT DO NOTHING).
CREATE UNIQUE INDEX "bank_entries_bank_dedupe" ON "bank_entries" USING btree ("bank","dedupe_key") WHERE "dedupe_key" IS NOT NULL;
