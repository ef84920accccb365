CREATE TABLE "booking_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"room_type_id" uuid,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"beds" smallint[] NOT NULL,
	"guests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant" text,
	"locked" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rooms_dates" CHECK ("booking_rooms"."date_to" > "booking_rooms"."date_from")
);
--> statement-breakpoint
CREATE TABLE "booking_versions" (
	"booking_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_versions_booking_id_version_pk" PRIMARY KEY("booking_id","version")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "occupancy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"bed" smallint NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"booking_id" uuid,
	"booking_room_id" uuid,
	"blocker_id" uuid,
	"kind" text NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	"gender" text DEFAULT 'u' NOT NULL,
	"mixed_gender" boolean DEFAULT true NOT NULL,
	CONSTRAINT "occupancy_dates" CHECK ("occupancy"."date_to" > "occupancy"."date_from")
);
--> statement-breakpoint
CREATE TABLE "room_blockers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"type" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blockers_dates" CHECK ("room_blockers"."date_to" > "room_blockers"."date_from")
);
--> statement-breakpoint
CREATE INDEX "booking_rooms_booking" ON "booking_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_rooms_room_dates" ON "booking_rooms" USING btree ("room_id","date_from");--> statement-breakpoint
CREATE INDEX "occupancy_booking" ON "occupancy" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "occupancy_blocker" ON "occupancy" USING btree ("blocker_id");--> statement-breakpoint
CREATE INDEX "occupancy_room_from" ON "occupancy" USING btree ("room_id","date_from");--> statement-breakpoint
CREATE INDEX "room_blockers_room" ON "room_blockers" USING btree ("room_id","date_from");