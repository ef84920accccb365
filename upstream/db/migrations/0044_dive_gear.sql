CREATE TABLE "dive_gear" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"size" text,
	"serial" text NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"product" uuid,
	"notes" text,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_gear_state" CHECK ("dive_gear"."state" IN ('available', 'rented', 'maintenance'))
);
--> statement-breakpoint
CREATE TABLE "dive_gear_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dive_gear_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gear_id" uuid NOT NULL,
	"event" text NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" uuid,
	"by_name" text,
	"plan_id" uuid,
	"customer_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "dive_gear_rentals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gear_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"billed_item" uuid
);
--> statement-breakpoint
ALTER TABLE "dive_types" ADD COLUMN "specialities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_types" ADD COLUMN "product" uuid;--> statement-breakpoint
ALTER TABLE "dive_gear_events" ADD CONSTRAINT "dive_gear_events_gear_id_dive_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."dive_gear"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_gear_rentals" ADD CONSTRAINT "dive_gear_rentals_gear_id_dive_gear_id_fk" FOREIGN KEY ("gear_id") REFERENCES "public"."dive_gear"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_gear_serial" ON "dive_gear" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "dive_gear_events_gear" ON "dive_gear_events" USING btree ("gear_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_gear_rentals_open" ON "dive_gear_rentals" USING btree ("gear_id") WHERE "dive_gear_rentals"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "dive_gear_rentals_plan" ON "dive_gear_rentals" USING btree ("plan_id","customer_id");--> statement-breakpoint
CREATE INDEX "dive_types_product_idx" ON "dive_types" USING btree ("product");