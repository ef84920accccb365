CREATE TABLE "online_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"level" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "widget_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"widget_id" uuid NOT NULL,
	"visit" text NOT NULL,
	"action" text NOT NULL,
	"day" date NOT NULL,
	"amount" bigint,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN "secret_key" text;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "widget_events" ADD CONSTRAINT "widget_events_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_checkouts_external" ON "online_checkouts" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE INDEX "online_checkouts_booking" ON "online_checkouts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "widget_events_widget_day" ON "widget_events" USING btree ("widget_id","day");