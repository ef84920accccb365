CREATE TABLE "mail_schedule_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "status" SET DEFAULT 'planned';--> statement-breakpoint
ALTER TABLE "mail_accounts" ADD COLUMN "smtp_password" text;--> statement-breakpoint
ALTER TABLE "mail_accounts" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "mail_accounts" ADD COLUMN "use_for_sending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "customer" uuid;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "schedule" uuid;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "from" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD COLUMN "resort" uuid;--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD COLUMN "vessel" uuid;--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD COLUMN "states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD COLUMN "without_completed_guest_form" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD COLUMN "recipients" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_schedule_sends_once" ON "mail_schedule_sends" USING btree ("schedule_id","booking_id");--> statement-breakpoint
CREATE INDEX "mail_schedule_sends_booking" ON "mail_schedule_sends" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mail_accounts_use_for_sending_idx" ON "mail_accounts" USING btree ("use_for_sending");--> statement-breakpoint
CREATE INDEX "mail_queue_customer_idx" ON "mail_queue" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "mail_queue_schedule_idx" ON "mail_queue" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "mail_queue_kind_idx" ON "mail_queue" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "mail_schedules_resort_idx" ON "mail_schedules" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "mail_schedules_vessel_idx" ON "mail_schedules" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "mail_schedules_recipients_idx" ON "mail_schedules" USING btree ("recipients");--> statement-breakpoint
UPDATE "mail_queue" SET "status" = 'planned' WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("planned_at") WHERE "status" = 'planned';--> statement-breakpoint
ALTER TABLE "mail_schedule_sends" ADD CONSTRAINT "mail_schedule_sends_schedule_fk" FOREIGN KEY ("schedule_id") REFERENCES "mail_schedules"("id") ON DELETE CASCADE;
