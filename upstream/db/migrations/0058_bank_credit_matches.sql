ALTER TABLE "bank_entry_matches" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_entry_matches" ADD COLUMN "credit_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_entry_matches" ADD COLUMN "credit_correction_id" uuid;--> statement-breakpoint
CREATE INDEX "bank_entry_matches_credit_entry" ON "bank_entry_matches" USING btree ("credit_entry_id");