CREATE TABLE "booking_calculation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"text_key" text,
	"text_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"editable" boolean DEFAULT false NOT NULL,
	"deletable" boolean DEFAULT false NOT NULL,
	"custom_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_calculation_lines_booking" ON "booking_calculation_lines" USING btree ("booking_id","sort");