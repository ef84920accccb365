CREATE TABLE "mail_schedule_customer_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_schedule_customer_sends_once" ON "mail_schedule_customer_sends" USING btree ("schedule_id","customer_id","year");--> statement-breakpoint
CREATE INDEX "mail_schedule_customer_sends_customer" ON "mail_schedule_customer_sends" USING btree ("customer_id");