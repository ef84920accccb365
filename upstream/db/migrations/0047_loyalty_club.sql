CREATE TABLE "contest_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_name" text
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"amount" bigint,
	"currency" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text,
	CONSTRAINT "loyalty_entries_kind" CHECK ("loyalty_entries"."kind" IN ('earn', 'redeem', 'correction', 'earn_correction'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_program" (
	"id" text PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"basis" text DEFAULT 'night' NOT NULL,
	"points_per_unit" integer DEFAULT 10 NOT NULL,
	"revenue_step" integer DEFAULT 10000 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"point_value" integer DEFAULT 10 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text
);
--> statement-breakpoint
ALTER TABLE "contest_subscriptions" ADD CONSTRAINT "contest_subscriptions_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_subscriptions" ADD CONSTRAINT "contest_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_cards" ADD CONSTRAINT "loyalty_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_subscriptions_once" ON "contest_subscriptions" USING btree ("contest_id","customer_id");--> statement-breakpoint
CREATE INDEX "contest_subscriptions_customer" ON "contest_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_cards_token" ON "loyalty_cards" USING btree ("token");--> statement-breakpoint
CREATE INDEX "loyalty_cards_customer" ON "loyalty_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "loyalty_entries_customer" ON "loyalty_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_one_earning" ON "loyalty_entries" USING btree ("booking_id") WHERE kind = 'earn';