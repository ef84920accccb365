CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "airlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"iata_code" text,
	"icao_code" text,
	"country" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"region" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"city" text,
	"country" text,
	"destination" uuid,
	"latitude" numeric(16, 4),
	"longitude" numeric(16, 4),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "airlines_created_at_idx" ON "airlines" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "airlines_name_idx" ON "airlines" USING btree ("name");--> statement-breakpoint
CREATE INDEX "airlines_name_trgm" ON "airlines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airlines_iata_code_idx" ON "airlines" USING btree ("iata_code");--> statement-breakpoint
CREATE INDEX "airlines_iata_code_trgm" ON "airlines" USING gin ("iata_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airlines_icao_code_idx" ON "airlines" USING btree ("icao_code");--> statement-breakpoint
CREATE INDEX "airlines_icao_code_trgm" ON "airlines" USING gin ("icao_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airlines_country_idx" ON "airlines" USING btree ("country");--> statement-breakpoint
CREATE INDEX "airlines_is_active_idx" ON "airlines" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "destinations_created_at_idx" ON "destinations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "destinations_name_idx" ON "destinations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "destinations_name_trgm" ON "destinations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_country_idx" ON "destinations" USING btree ("country");--> statement-breakpoint
CREATE INDEX "destinations_region_idx" ON "destinations" USING btree ("region");--> statement-breakpoint
CREATE INDEX "destinations_region_trgm" ON "destinations" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_is_active_idx" ON "destinations" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "ports_created_at_idx" ON "ports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ports_name_idx" ON "ports" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ports_name_trgm" ON "ports" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_code_idx" ON "ports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ports_code_trgm" ON "ports" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_city_idx" ON "ports" USING btree ("city");--> statement-breakpoint
CREATE INDEX "ports_city_trgm" ON "ports" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_country_idx" ON "ports" USING btree ("country");--> statement-breakpoint
CREATE INDEX "ports_destination_idx" ON "ports" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "ports_is_active_idx" ON "ports" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "airports_name_idx" ON "airports" USING btree ("name");--> statement-breakpoint
CREATE INDEX "airports_city_idx" ON "airports" USING btree ("city");--> statement-breakpoint
CREATE INDEX "airports_country_idx" ON "airports" USING btree ("country");--> statement-breakpoint
CREATE INDEX "airports_name_trgm" ON "airports" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airports_city_trgm" ON "airports" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airports_code_trgm" ON "airports" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_name_idx" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE INDEX "countries_name_trgm" ON "countries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_code_trgm" ON "countries" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_currencies_gin" ON "countries" USING gin ("currencies");