CREATE TABLE "dive_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"agency" text NOT NULL,
	"level" text NOT NULL,
	"number" text,
	"date" date,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"media" uuid,
	"verified_by" uuid,
	"verified_by_name" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_divers" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"emergency_name" text,
	"emergency_phone" text,
	"medical_date" date,
	"medical_needs_physician" boolean DEFAULT false NOT NULL,
	"physician_approved_on" date,
	"waiver_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"booking_id" uuid,
	"gas" text DEFAULT 'air' NOT NULL,
	"nitrox_percent" smallint,
	"tank_size" smallint,
	"gear" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_at" timestamp with time zone,
	"out_at" timestamp with time zone,
	"override_by" uuid,
	"override_by_name" text,
	"override_reason" text,
	"override_problems" text[],
	"override_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_participants_out_after_in" CHECK ("dive_participants"."out_at" IS NULL OR ("dive_participants"."in_at" IS NOT NULL AND "dive_participants"."out_at" >= "dive_participants"."in_at"))
);
--> statement-breakpoint
ALTER TABLE "dive_logs" ADD COLUMN "dive_plan" uuid;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD COLUMN "end" text;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD COLUMN "crew" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD COLUMN "status" text DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dive_types" ADD COLUMN "required_level" text DEFAULT 'openWater' NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_types" ADD COLUMN "divers_per_guide" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
CREATE INDEX "dive_certifications_customer" ON "dive_certifications" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_participants_plan_customer" ON "dive_participants" USING btree ("plan_id","customer_id");--> statement-breakpoint
CREATE INDEX "dive_participants_customer" ON "dive_participants" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "dive_logs_dive_plan_idx" ON "dive_logs" USING btree ("dive_plan");--> statement-breakpoint
CREATE INDEX "dive_plans_status_idx" ON "dive_plans" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dive_types_required_level_idx" ON "dive_types" USING btree ("required_level");