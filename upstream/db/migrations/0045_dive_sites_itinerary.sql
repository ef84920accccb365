ALTER TABLE "tours" ADD COLUMN "dive_slots" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "arrival_day_dives" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "departure_day_dives" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD COLUMN "pictures" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD COLUMN "imported_values" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_sites_external_id_uq" ON "dive_sites" USING btree ("external_id");