CREATE TABLE "customer_data_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"owner_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "groups" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_data_groups_created_at_idx" ON "customer_data_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_data_groups_name_idx" ON "customer_data_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customer_data_groups_sort_idx" ON "customer_data_groups" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "customer_data_groups_is_active_idx" ON "customer_data_groups" USING btree ("is_active");--> statement-breakpoint
ALTER TABLE "customer_data_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "customer_data_groups_search_trgm" ON "customer_data_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_groups_created_at_idx" ON "customer_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_groups_name_idx" ON "customer_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customer_groups_is_active_idx" ON "customer_groups" USING btree ("is_active");--> statement-breakpoint
ALTER TABLE "customer_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
CREATE INDEX "customer_groups_search_trgm" ON "customer_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_filters_kind_owner" ON "saved_filters" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE INDEX "customers_groups_gin" ON "customers" USING gin ("groups");--> statement-breakpoint
CREATE INDEX "customer_stats_stays" ON "customer_stats" USING btree ("stays");--> statement-breakpoint
CREATE INDEX "customer_stats_last_stay" ON "customer_stats" USING btree ("last_stay");--> statement-breakpoint
CREATE INDEX "customer_stats_revenue_eur" ON "customer_stats" USING btree (((revenue->>'EUR')::bigint));--> statement-breakpoint
CREATE INDEX "customers_birthday_month_day" ON "customers" USING btree ((substring(master_data->>'birthday' from 6 for 5)));
