CREATE TABLE "agency_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"agencies" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agency_groups_created_at_idx" ON "agency_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agency_groups_name_idx" ON "agency_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "agency_groups_is_active_idx" ON "agency_groups" USING btree ("is_active");--> statement-breakpoint
-- The search column of the generic lists (upstream/db/schema/resources/build-table.ts SEARCH_COLUMN, migration 0010).
ALTER TABLE "agency_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "agency_groups_search_trgm" ON "agency_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Calculation lines stored by the engine carried their message key twice (pricing.lines.pricing.lines.…).
UPDATE "booking_calculation_lines" SET "text_key" = substr("text_key", length('pricing.lines.') + 1) WHERE "text_key" LIKE 'pricing.lines.pricing.lines.%';
