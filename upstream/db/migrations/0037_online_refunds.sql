CREATE TABLE "online_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"external_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"payment_id" uuid,
	"correction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN "resort" uuid;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN "vessel" uuid;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_checkout_id_online_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."online_checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_external" ON "online_refunds" USING btree ("provider_id","external_id");--> statement-breakpoint
CREATE INDEX "online_refunds_checkout" ON "online_refunds" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "payment_providers_resort_idx" ON "payment_providers" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "payment_providers_vessel_idx" ON "payment_providers" USING btree ("vessel");