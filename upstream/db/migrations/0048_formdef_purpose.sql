ALTER TABLE "form_definitions" ADD COLUMN "purpose" text;--> statement-breakpoint
CREATE INDEX "form_definitions_purpose_idx" ON "form_definitions" USING btree ("purpose");