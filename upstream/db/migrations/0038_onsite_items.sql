CREATE TABLE "booking_onsite_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_room_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"guest_idx" smallint NOT NULL,
	"customer" uuid,
	"product" uuid,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"rule_base" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"tax_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"service_date" text,
	"dive_participant_ids" uuid[],
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" uuid,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"moved_to" uuid,
	"moved_from" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_onsite_items_status" CHECK ("booking_onsite_items"."status" IN ('open', 'paid', 'void', 'moved')),
	CONSTRAINT "booking_onsite_items_paid" CHECK (("booking_onsite_items"."status" = 'paid') = ("booking_onsite_items"."payment_id" IS NOT NULL)),
	CONSTRAINT "booking_onsite_items_void" CHECK (("booking_onsite_items"."status" = 'void') = ("booking_onsite_items"."void_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "booking_onsite_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	CONSTRAINT "booking_onsite_payments_status" CHECK ("booking_onsite_payments"."status" IN ('paid', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "booking_onsite_items" ADD CONSTRAINT "booking_onsite_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_onsite_items" ADD CONSTRAINT "booking_onsite_items_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_onsite_items" ADD CONSTRAINT "booking_onsite_items_payment_id_booking_onsite_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_onsite_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_onsite_payments" ADD CONSTRAINT "booking_onsite_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_onsite_items_booking" ON "booking_onsite_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_onsite_payments_booking" ON "booking_onsite_payments" USING btree ("booking_id");