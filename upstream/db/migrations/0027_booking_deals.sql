CREATE TABLE "booking_specials" (
	"booking_id" uuid NOT NULL,
	"special_id" uuid NOT NULL,
	"ignore_rules" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_specials_booking_id_special_id_pk" PRIMARY KEY("booking_id","special_id")
);
--> statement-breakpoint
ALTER TABLE "terms_of_payment" ADD COLUMN "deposit_amount" integer;--> statement-breakpoint
ALTER TABLE "terms_of_payment" ADD COLUMN "deposit_due_from" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_specials_special" ON "booking_specials" USING btree ("special_id");--> statement-breakpoint
CREATE INDEX "terms_of_payment_deposit_due_from_idx" ON "terms_of_payment" USING btree ("deposit_due_from");