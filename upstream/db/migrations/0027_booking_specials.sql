CREATE TABLE "booking_specials" (
	"booking_id" uuid NOT NULL,
	"special_id" uuid NOT NULL,
	"ignore_rules" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_specials_booking_id_special_id_pk" PRIMARY KEY("booking_id","special_id")
);
--> statement-breakpoint
CREATE INDEX "booking_specials_special" ON "booking_specials" USING btree ("special_id");