CREATE TABLE "resorts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text,
	"destination" uuid,
	"street" text,
	"zip" text,
	"city" text,
	"country" text,
	"email" text,
	"phone" text,
	"website" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vessel" uuid NOT NULL,
	"kind" text DEFAULT 'manifest' NOT NULL,
	"columns" text[] DEFAULT '{}'::text[] NOT NULL,
	"template" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text,
	"destination" uuid,
	"home_port" uuid,
	"flag" text,
	"length_in_m" numeric(16, 4),
	"build_year" integer,
	"max_guests" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bed_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"sleeps" integer DEFAULT 1 NOT NULL,
	"width_in_cm" integer,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"room_type" uuid NOT NULL,
	"price" uuid,
	"valid_from" date,
	"valid_to" date,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"per_night" boolean DEFAULT true NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"default_no_of_pax" integer DEFAULT 2 NOT NULL,
	"min_no_of_pax" integer DEFAULT 1 NOT NULL,
	"max_no_of_pax" integer DEFAULT 2 NOT NULL,
	"max_no_of_o_t_a_pax" integer DEFAULT 2 NOT NULL,
	"available_to_o_t_a" integer DEFAULT -1 NOT NULL,
	"room_type_o_t_a" text DEFAULT 'Double' NOT NULL,
	"size_in_sqm" integer DEFAULT -1 NOT NULL,
	"surcharge" numeric(16, 4) DEFAULT 0 NOT NULL,
	"surcharge_type" text DEFAULT 'percent' NOT NULL,
	"hide" boolean DEFAULT false NOT NULL,
	"collapse" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"room_type" uuid,
	"internal_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"deck" uuid,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"bed_type" uuid,
	"additional_bed_types" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"configuration" jsonb DEFAULT '{"maxNoOfPax":2,"minNoOfPax":1,"defaultNoOfPax":2,"single":false,"double":false,"fan":false,"acc":false,"seaview":false,"warmwater":false,"beds":[]}'::jsonb NOT NULL,
	"allow_shared_room" boolean DEFAULT false NOT NULL,
	"allow_mixed_gender" boolean DEFAULT false NOT NULL,
	"hide" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"usage_state" text DEFAULT 'clean' NOT NULL,
	"available_beds" integer DEFAULT 2 NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vessel_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"vessel" uuid NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"plan_image" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tour" uuid,
	"vessel" uuid,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"embark_port" uuid,
	"disembark_port" uuid,
	"price" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"max_pax" integer,
	"is_visible" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text,
	"vessel" uuid,
	"destination" uuid,
	"embark_port" uuid,
	"disembark_port" uuid,
	"nights" integer DEFAULT 7 NOT NULL,
	"dives_included" integer,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'travel' NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"street" text,
	"zip" text,
	"city" text,
	"country" text,
	"website" text,
	"commission" uuid,
	"terms_of_payment" uuid,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"credit_limit" integer,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"customer_type" text DEFAULT 'customer' NOT NULL,
	"master_data" jsonb DEFAULT '{"gender":"u"}'::jsonb NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passport" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"country" text,
	"agency" uuid,
	"language" text DEFAULT 'de' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"description" text,
	"color" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"description" text,
	"color" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" numeric(16, 4) NOT NULL,
	"mode" text DEFAULT 'PerCent' NOT NULL,
	"target" text DEFAULT 'commissionable' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"customer" uuid NOT NULL,
	"related_customer" uuid NOT NULL,
	"relation" text DEFAULT 'other' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"code" text,
	"referrer" uuid,
	"referred_customer" uuid,
	"booking" uuid,
	"reward" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"percent" numeric(16, 4),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"mode" text DEFAULT 'Absolute' NOT NULL,
	"rule_base" text DEFAULT 'PerPerson' NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_of_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deposit_percent" numeric(16, 4) DEFAULT 30 NOT NULL,
	"deposit_due_days" integer DEFAULT 7 NOT NULL,
	"rest_due_days_before_arrival" integer DEFAULT 30 NOT NULL,
	"cancellation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arrivals_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_name" text NOT NULL,
	"direction" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"flight_no" text,
	"airline" uuid,
	"airport" uuid,
	"booking" uuid,
	"customer" uuid,
	"no_of_pax" integer DEFAULT 1 NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"note" text,
	"resort" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking" uuid NOT NULL,
	"text" text NOT NULL,
	"author" text,
	"is_internal" boolean DEFAULT true NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"request_no" text,
	"schedule" uuid,
	"room_type" uuid,
	"date_from" date,
	"date_to" date,
	"no_of_pax" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"message" text,
	"booking" uuid,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text,
	"reservation_no" text,
	"offer_no" text,
	"title" text,
	"type" text DEFAULT 'resort' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"tour" uuid,
	"schedule" uuid,
	"source" uuid,
	"category" uuid,
	"agency" uuid,
	"customer" uuid,
	"room_price" uuid,
	"terms_of_payment" uuid,
	"commission" uuid,
	"tax" uuid,
	"no_of_pax" integer DEFAULT 1 NOT NULL,
	"date_from" date,
	"date_to" date,
	"booking_date" timestamp with time zone,
	"reservation_date" timestamp with time zone,
	"cancelation_date" timestamp with time zone,
	"resolved_date" timestamp with time zone,
	"freed_date" timestamp with time zone,
	"deleted_date" timestamp with time zone,
	"system_reference" text,
	"language" text DEFAULT 'de' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"resolved" boolean DEFAULT false NOT NULL,
	"has_open_todos" boolean DEFAULT false NOT NULL,
	"has_exceeded_due_date" boolean DEFAULT false NOT NULL,
	"expenses" integer DEFAULT 0 NOT NULL,
	"references" text[] DEFAULT '{}'::text[] NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"start" text,
	"end" text,
	"capacity" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resort" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"customer" uuid,
	"date" date NOT NULL,
	"no_of_pax" integer DEFAULT 1 NOT NULL,
	"activity" text,
	"day_event" uuid,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"note" text,
	"resort" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system" text NOT NULL,
	"external_id" text NOT NULL,
	"booking_no" text NOT NULL,
	"customer_name" text,
	"date_from" date,
	"date_to" date,
	"state" text DEFAULT 'draft' NOT NULL,
	"no_of_pax" integer DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text,
	"text" text NOT NULL,
	"due" date,
	"open" boolean DEFAULT true NOT NULL,
	"definition" text,
	"rule" jsonb,
	"close_on_abort" boolean DEFAULT false NOT NULL,
	"edited_by" text,
	"predefined" boolean DEFAULT false NOT NULL,
	"booking" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"type" text,
	"calculation_type" text DEFAULT 'complete' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"terms_of_payment" uuid,
	"default_terms_of_payment" uuid,
	"commission" uuid,
	"surcharge" numeric(16, 4) DEFAULT 0 NOT NULL,
	"surcharge_type" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(16, 4) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'PerCent' NOT NULL,
	"use_onsite_currency" boolean DEFAULT false NOT NULL,
	"currencies" text[] DEFAULT '{"EUR"}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"included_services" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"excluded_services" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_available_to_o_t_a" boolean DEFAULT false NOT NULL,
	"variants" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"supplements" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"periods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax" jsonb DEFAULT '{"status":"aborted","value":0,"inclusive":true}'::jsonb NOT NULL,
	"base_price" integer,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"calculation_mode" text DEFAULT 'complete' NOT NULL,
	"price_base" text DEFAULT 'All' NOT NULL,
	"discount" numeric(16, 4) DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'PerCent' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'special' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"group" uuid,
	"valid_from" date,
	"valid_to" date,
	"rule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applies_to" text DEFAULT 'Booking' NOT NULL,
	"discount" text DEFAULT 'PerCent' NOT NULL,
	"discount_value" numeric(16, 4) DEFAULT 0 NOT NULL,
	"reduce" text DEFAULT 'full booking' NOT NULL,
	"replace_matching_room_price" boolean DEFAULT false NOT NULL,
	"auto_add" boolean DEFAULT false NOT NULL,
	"unique" boolean DEFAULT false NOT NULL,
	"deletable" boolean DEFAULT true NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"exclude_from_tax" boolean DEFAULT false NOT NULL,
	"exclude_from_commission" boolean DEFAULT false NOT NULL,
	"include_specials_with_same_rule" boolean DEFAULT false NOT NULL,
	"include_in" text[] DEFAULT '{"Booking","AgentDirectBooking","CustomerDirectBooking","OTABooking"}'::text[] NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specials_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"product" uuid NOT NULL,
	"reason" text DEFAULT 'purchase' NOT NULL,
	"quantity" integer NOT NULL,
	"date" timestamp with time zone,
	"note" text,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"product" uuid,
	"booking" uuid,
	"customer" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent" uuid,
	"color" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"category" uuid,
	"supplier" uuid,
	"kind" text DEFAULT 'ConsumptionGood' NOT NULL,
	"unit" text DEFAULT 'Piece' NOT NULL,
	"rule_base" text DEFAULT 'PerPerson' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"cost" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"tax_percent" numeric(16, 4) DEFAULT 0 NOT NULL,
	"track_stock" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer,
	"bookable_online" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"street" text,
	"zip" text,
	"city" text,
	"country" text,
	"website" text,
	"tax_id" text,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_boats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration" text,
	"capacity" integer,
	"color" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"start" text,
	"end" text,
	"type" uuid,
	"customer" uuid,
	"depth" numeric(16, 4),
	"boat" uuid,
	"dive_site" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"crew" text[] DEFAULT '{}'::text[] NOT NULL,
	"dive_guide" uuid,
	"rental_gear" text[] DEFAULT '{}'::text[] NOT NULL,
	"tank_size" integer,
	"air_mix" text,
	"comment" text,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"start" text,
	"dive_site" uuid,
	"boat" uuid,
	"type" uuid,
	"dive_guide" uuid,
	"max_divers" integer,
	"notes" text,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"destination" uuid,
	"country" text,
	"min_depth" integer,
	"max_depth" integer,
	"difficulty" text DEFAULT 'easy' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" numeric(16, 4),
	"longitude" numeric(16, 4),
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"color" text,
	"counts_as_dive" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"provider" text DEFAULT 'imap' NOT NULL,
	"imap_host" text,
	"imap_port" integer DEFAULT 993 NOT NULL,
	"smtp_host" text,
	"smtp_port" integer DEFAULT 587 NOT NULL,
	"username" text,
	"secure" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"to" text NOT NULL,
	"template" uuid,
	"booking" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"planned_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"template" uuid NOT NULL,
	"trigger" text DEFAULT 'beforeArrival' NOT NULL,
	"offset_days" integer DEFAULT 7 NOT NULL,
	"time" text DEFAULT '09:00' NOT NULL,
	"language" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"kind" text DEFAULT 'Text' NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attach_invoice" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"account" uuid,
	"folder" text DEFAULT 'INBOX' NOT NULL,
	"from" text,
	"to" text[] DEFAULT '{}'::text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"body" text,
	"date" timestamp with time zone,
	"read" boolean DEFAULT false NOT NULL,
	"booking" uuid,
	"customer" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_block_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text,
	"group" uuid,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"folder" uuid,
	"kind" text DEFAULT 'image' NOT NULL,
	"mime_type" text,
	"size_in_bytes" integer,
	"url" text,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"parent" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"bank" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"counterparty" text,
	"iban" text,
	"reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"booking" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bank_name" text,
	"account_holder" text,
	"iban" text,
	"bic" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"opening_balance" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"currencies" text[] DEFAULT '{"EUR"}'::text[] NOT NULL,
	"fee_percent" numeric(16, 4) DEFAULT 0 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"booking" uuid,
	"customer" uuid,
	"provider" uuid,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"method" text DEFAULT 'transfer' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" numeric(16, 4) DEFAULT 0 NOT NULL,
	"inclusive" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'aborted' NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xero_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"booking" uuid,
	"xero_invoice_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"synced_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prize" text,
	"valid_from" date,
	"valid_to" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"formdef" uuid NOT NULL,
	"customer" uuid,
	"booking" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"booking" uuid,
	"customer" uuid,
	"kind" text DEFAULT 'single' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"system" text NOT NULL,
	"url" text,
	"username" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"kind" text DEFAULT 'booking' NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"position" text,
	"department" text,
	"user" uuid,
	"is_guide" boolean DEFAULT false NOT NULL,
	"hourly_rate" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity" text NOT NULL,
	"employee" uuid NOT NULL,
	"date" date NOT NULL,
	"start" text,
	"end" text,
	"hours" numeric(16, 4),
	"booking" uuid,
	"note" text,
	"resort" uuid,
	"vessel" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resorts_created_at_idx" ON "resorts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resorts_name_idx" ON "resorts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "resorts_name_trgm" ON "resorts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resorts_internal_id_idx" ON "resorts" USING btree ("internal_id");--> statement-breakpoint
CREATE INDEX "resorts_internal_id_trgm" ON "resorts" USING gin ("internal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resorts_destination_idx" ON "resorts" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "resorts_city_idx" ON "resorts" USING btree ("city");--> statement-breakpoint
CREATE INDEX "resorts_city_trgm" ON "resorts" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resorts_country_idx" ON "resorts" USING btree ("country");--> statement-breakpoint
CREATE INDEX "resorts_email_trgm" ON "resorts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resorts_currency_idx" ON "resorts" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "resorts_is_active_idx" ON "resorts" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "resorts_is_visible_idx" ON "resorts" USING btree ("is_visible");--> statement-breakpoint
CREATE INDEX "vessel_lists_created_at_idx" ON "vessel_lists" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vessel_lists_name_idx" ON "vessel_lists" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vessel_lists_name_trgm" ON "vessel_lists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessel_lists_vessel_idx" ON "vessel_lists" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "vessel_lists_kind_idx" ON "vessel_lists" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "vessel_lists_sort_idx" ON "vessel_lists" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "vessel_lists_is_active_idx" ON "vessel_lists" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "vessels_created_at_idx" ON "vessels" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vessels_name_idx" ON "vessels" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vessels_name_trgm" ON "vessels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_internal_id_idx" ON "vessels" USING btree ("internal_id");--> statement-breakpoint
CREATE INDEX "vessels_internal_id_trgm" ON "vessels" USING gin ("internal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_destination_idx" ON "vessels" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "vessels_home_port_idx" ON "vessels" USING btree ("home_port");--> statement-breakpoint
CREATE INDEX "vessels_flag_idx" ON "vessels" USING btree ("flag");--> statement-breakpoint
CREATE INDEX "vessels_length_in_m_idx" ON "vessels" USING btree ("length_in_m");--> statement-breakpoint
CREATE INDEX "vessels_build_year_idx" ON "vessels" USING btree ("build_year");--> statement-breakpoint
CREATE INDEX "vessels_max_guests_idx" ON "vessels" USING btree ("max_guests");--> statement-breakpoint
CREATE INDEX "vessels_currency_idx" ON "vessels" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "vessels_is_active_idx" ON "vessels" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "vessels_is_visible_idx" ON "vessels" USING btree ("is_visible");--> statement-breakpoint
CREATE INDEX "bed_types_created_at_idx" ON "bed_types" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bed_types_name_idx" ON "bed_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "bed_types_name_trgm" ON "bed_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bed_types_key_idx" ON "bed_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bed_types_key_trgm" ON "bed_types" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bed_types_sleeps_idx" ON "bed_types" USING btree ("sleeps");--> statement-breakpoint
CREATE INDEX "bed_types_is_active_idx" ON "bed_types" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "room_prices_created_at_idx" ON "room_prices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "room_prices_name_idx" ON "room_prices" USING btree ("name");--> statement-breakpoint
CREATE INDEX "room_prices_name_trgm" ON "room_prices" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_prices_room_type_idx" ON "room_prices" USING btree ("room_type");--> statement-breakpoint
CREATE INDEX "room_prices_price_idx" ON "room_prices" USING btree ("price");--> statement-breakpoint
CREATE INDEX "room_prices_valid_from_idx" ON "room_prices" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "room_prices_valid_to_idx" ON "room_prices" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "room_prices_amount_idx" ON "room_prices" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "room_prices_currency_idx" ON "room_prices" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "room_prices_resort_idx" ON "room_prices" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "room_prices_vessel_idx" ON "room_prices" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "room_types_created_at_idx" ON "room_types" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "room_types_name_idx" ON "room_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "room_types_name_trgm" ON "room_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_types_key_idx" ON "room_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "room_types_key_trgm" ON "room_types" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_types_default_no_of_pax_idx" ON "room_types" USING btree ("default_no_of_pax");--> statement-breakpoint
CREATE INDEX "room_types_max_no_of_pax_idx" ON "room_types" USING btree ("max_no_of_pax");--> statement-breakpoint
CREATE INDEX "room_types_size_in_sqm_idx" ON "room_types" USING btree ("size_in_sqm");--> statement-breakpoint
CREATE INDEX "room_types_surcharge_type_idx" ON "room_types" USING btree ("surcharge_type");--> statement-breakpoint
CREATE INDEX "room_types_hide_idx" ON "room_types" USING btree ("hide");--> statement-breakpoint
CREATE INDEX "room_types_is_visible_idx" ON "room_types" USING btree ("is_visible");--> statement-breakpoint
CREATE INDEX "room_types_resort_idx" ON "room_types" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "room_types_vessel_idx" ON "room_types" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "rooms_created_at_idx" ON "rooms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rooms_name_idx" ON "rooms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "rooms_name_trgm" ON "rooms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_type_idx" ON "rooms" USING btree ("type");--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type");--> statement-breakpoint
CREATE INDEX "rooms_internal_id_idx" ON "rooms" USING btree ("internal_id");--> statement-breakpoint
CREATE INDEX "rooms_internal_id_trgm" ON "rooms" USING gin ("internal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_is_active_idx" ON "rooms" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "rooms_is_visible_idx" ON "rooms" USING btree ("is_visible");--> statement-breakpoint
CREATE INDEX "rooms_deck_idx" ON "rooms" USING btree ("deck");--> statement-breakpoint
CREATE INDEX "rooms_blocked_idx" ON "rooms" USING btree ("blocked");--> statement-breakpoint
CREATE INDEX "rooms_bed_type_idx" ON "rooms" USING btree ("bed_type");--> statement-breakpoint
CREATE INDEX "rooms_allow_shared_room_idx" ON "rooms" USING btree ("allow_shared_room");--> statement-breakpoint
CREATE INDEX "rooms_hide_idx" ON "rooms" USING btree ("hide");--> statement-breakpoint
CREATE INDEX "rooms_usage_state_idx" ON "rooms" USING btree ("usage_state");--> statement-breakpoint
CREATE INDEX "rooms_available_beds_idx" ON "rooms" USING btree ("available_beds");--> statement-breakpoint
CREATE INDEX "rooms_resort_idx" ON "rooms" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "rooms_vessel_idx" ON "rooms" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "vessel_decks_created_at_idx" ON "vessel_decks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vessel_decks_name_idx" ON "vessel_decks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "vessel_decks_name_trgm" ON "vessel_decks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessel_decks_vessel_idx" ON "vessel_decks" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "vessel_decks_level_idx" ON "vessel_decks" USING btree ("level");--> statement-breakpoint
CREATE INDEX "schedules_created_at_idx" ON "schedules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "schedules_name_idx" ON "schedules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "schedules_name_trgm" ON "schedules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_tour_idx" ON "schedules" USING btree ("tour");--> statement-breakpoint
CREATE INDEX "schedules_vessel_idx" ON "schedules" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "schedules_date_from_idx" ON "schedules" USING btree ("date_from");--> statement-breakpoint
CREATE INDEX "schedules_date_to_idx" ON "schedules" USING btree ("date_to");--> statement-breakpoint
CREATE INDEX "schedules_embark_port_idx" ON "schedules" USING btree ("embark_port");--> statement-breakpoint
CREATE INDEX "schedules_disembark_port_idx" ON "schedules" USING btree ("disembark_port");--> statement-breakpoint
CREATE INDEX "schedules_price_idx" ON "schedules" USING btree ("price");--> statement-breakpoint
CREATE INDEX "schedules_status_idx" ON "schedules" USING btree ("status");--> statement-breakpoint
CREATE INDEX "schedules_max_pax_idx" ON "schedules" USING btree ("max_pax");--> statement-breakpoint
CREATE INDEX "schedules_is_visible_idx" ON "schedules" USING btree ("is_visible");--> statement-breakpoint
CREATE INDEX "tours_created_at_idx" ON "tours" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tours_name_idx" ON "tours" USING btree ("name");--> statement-breakpoint
CREATE INDEX "tours_name_trgm" ON "tours" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_internal_id_idx" ON "tours" USING btree ("internal_id");--> statement-breakpoint
CREATE INDEX "tours_internal_id_trgm" ON "tours" USING gin ("internal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_vessel_idx" ON "tours" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "tours_destination_idx" ON "tours" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "tours_embark_port_idx" ON "tours" USING btree ("embark_port");--> statement-breakpoint
CREATE INDEX "tours_disembark_port_idx" ON "tours" USING btree ("disembark_port");--> statement-breakpoint
CREATE INDEX "tours_nights_idx" ON "tours" USING btree ("nights");--> statement-breakpoint
CREATE INDEX "tours_is_active_idx" ON "tours" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "tours_is_visible_idx" ON "tours" USING btree ("is_visible");--> statement-breakpoint
CREATE INDEX "agencies_created_at_idx" ON "agencies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agencies_name_idx" ON "agencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "agencies_name_trgm" ON "agencies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_type_idx" ON "agencies" USING btree ("type");--> statement-breakpoint
CREATE INDEX "agencies_contact_name_trgm" ON "agencies" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_email_idx" ON "agencies" USING btree ("email");--> statement-breakpoint
CREATE INDEX "agencies_email_trgm" ON "agencies" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_city_idx" ON "agencies" USING btree ("city");--> statement-breakpoint
CREATE INDEX "agencies_city_trgm" ON "agencies" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_country_idx" ON "agencies" USING btree ("country");--> statement-breakpoint
CREATE INDEX "agencies_commission_idx" ON "agencies" USING btree ("commission");--> statement-breakpoint
CREATE INDEX "agencies_terms_of_payment_idx" ON "agencies" USING btree ("terms_of_payment");--> statement-breakpoint
CREATE INDEX "agencies_language_idx" ON "agencies" USING btree ("language");--> statement-breakpoint
CREATE INDEX "agencies_is_active_idx" ON "agencies" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customers_full_name_idx" ON "customers" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "customers_full_name_trgm" ON "customers" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_customer_type_idx" ON "customers" USING btree ("customer_type");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "customers_agency_idx" ON "customers" USING btree ("agency");--> statement-breakpoint
CREATE INDEX "customers_language_idx" ON "customers" USING btree ("language");--> statement-breakpoint
CREATE INDEX "booking_categories_created_at_idx" ON "booking_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_categories_name_idx" ON "booking_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "booking_categories_name_trgm" ON "booking_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_categories_key_idx" ON "booking_categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "booking_categories_key_trgm" ON "booking_categories" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_categories_sort_idx" ON "booking_categories" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "booking_categories_is_active_idx" ON "booking_categories" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "booking_sources_created_at_idx" ON "booking_sources" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_sources_name_idx" ON "booking_sources" USING btree ("name");--> statement-breakpoint
CREATE INDEX "booking_sources_name_trgm" ON "booking_sources" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_sources_key_idx" ON "booking_sources" USING btree ("key");--> statement-breakpoint
CREATE INDEX "booking_sources_key_trgm" ON "booking_sources" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_sources_sort_idx" ON "booking_sources" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "booking_sources_is_active_idx" ON "booking_sources" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "commissions_created_at_idx" ON "commissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "commissions_name_idx" ON "commissions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "commissions_name_trgm" ON "commissions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commissions_value_idx" ON "commissions" USING btree ("value");--> statement-breakpoint
CREATE INDEX "commissions_mode_idx" ON "commissions" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "commissions_target_idx" ON "commissions" USING btree ("target");--> statement-breakpoint
CREATE INDEX "commissions_valid_from_idx" ON "commissions" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "commissions_valid_to_idx" ON "commissions" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "commissions_is_active_idx" ON "commissions" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "customer_relations_created_at_idx" ON "customer_relations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_relations_name_idx" ON "customer_relations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customer_relations_name_trgm" ON "customer_relations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_relations_customer_idx" ON "customer_relations" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "customer_relations_related_customer_idx" ON "customer_relations" USING btree ("related_customer");--> statement-breakpoint
CREATE INDEX "customer_relations_relation_idx" ON "customer_relations" USING btree ("relation");--> statement-breakpoint
CREATE INDEX "referrals_created_at_idx" ON "referrals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "referrals_name_idx" ON "referrals" USING btree ("name");--> statement-breakpoint
CREATE INDEX "referrals_name_trgm" ON "referrals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_email_trgm" ON "referrals" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_code_idx" ON "referrals" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_code_trgm" ON "referrals" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer");--> statement-breakpoint
CREATE INDEX "referrals_referred_customer_idx" ON "referrals" USING btree ("referred_customer");--> statement-breakpoint
CREATE INDEX "referrals_booking_idx" ON "referrals" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "referrals_status_idx" ON "referrals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "supplements_created_at_idx" ON "supplements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "supplements_name_idx" ON "supplements" USING btree ("name");--> statement-breakpoint
CREATE INDEX "supplements_name_trgm" ON "supplements" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplements_amount_idx" ON "supplements" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "supplements_currency_idx" ON "supplements" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "supplements_mode_idx" ON "supplements" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "supplements_rule_base_idx" ON "supplements" USING btree ("rule_base");--> statement-breakpoint
CREATE INDEX "supplements_mandatory_idx" ON "supplements" USING btree ("mandatory");--> statement-breakpoint
CREATE INDEX "supplements_is_active_idx" ON "supplements" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "supplements_resort_idx" ON "supplements" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "supplements_vessel_idx" ON "supplements" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "terms_of_payment_created_at_idx" ON "terms_of_payment" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "terms_of_payment_name_idx" ON "terms_of_payment" USING btree ("name");--> statement-breakpoint
CREATE INDEX "terms_of_payment_name_trgm" ON "terms_of_payment" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terms_of_payment_deposit_percent_idx" ON "terms_of_payment" USING btree ("deposit_percent");--> statement-breakpoint
CREATE INDEX "terms_of_payment_is_default_idx" ON "terms_of_payment" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "terms_of_payment_is_active_idx" ON "terms_of_payment" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "arrivals_departures_created_at_idx" ON "arrivals_departures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "arrivals_departures_guest_name_idx" ON "arrivals_departures" USING btree ("guest_name");--> statement-breakpoint
CREATE INDEX "arrivals_departures_guest_name_trgm" ON "arrivals_departures" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arrivals_departures_direction_idx" ON "arrivals_departures" USING btree ("direction");--> statement-breakpoint
CREATE INDEX "arrivals_departures_date_idx" ON "arrivals_departures" USING btree ("date");--> statement-breakpoint
CREATE INDEX "arrivals_departures_time_idx" ON "arrivals_departures" USING btree ("time");--> statement-breakpoint
CREATE INDEX "arrivals_departures_flight_no_trgm" ON "arrivals_departures" USING gin ("flight_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arrivals_departures_airline_idx" ON "arrivals_departures" USING btree ("airline");--> statement-breakpoint
CREATE INDEX "arrivals_departures_airport_idx" ON "arrivals_departures" USING btree ("airport");--> statement-breakpoint
CREATE INDEX "arrivals_departures_booking_idx" ON "arrivals_departures" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "arrivals_departures_customer_idx" ON "arrivals_departures" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "arrivals_departures_transfer_idx" ON "arrivals_departures" USING btree ("transfer");--> statement-breakpoint
CREATE INDEX "arrivals_departures_resort_idx" ON "arrivals_departures" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "booking_comments_created_at_idx" ON "booking_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_comments_booking_idx" ON "booking_comments" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "booking_comments_text_trgm" ON "booking_comments" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_comments_author_trgm" ON "booking_comments" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_comments_is_internal_idx" ON "booking_comments" USING btree ("is_internal");--> statement-breakpoint
CREATE INDEX "booking_comments_pinned_idx" ON "booking_comments" USING btree ("pinned");--> statement-breakpoint
CREATE INDEX "booking_requests_created_at_idx" ON "booking_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_name_idx" ON "booking_requests" USING btree ("name");--> statement-breakpoint
CREATE INDEX "booking_requests_name_trgm" ON "booking_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_email_idx" ON "booking_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "booking_requests_email_trgm" ON "booking_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_request_no_idx" ON "booking_requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "booking_requests_request_no_trgm" ON "booking_requests" USING gin ("request_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_schedule_idx" ON "booking_requests" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "booking_requests_room_type_idx" ON "booking_requests" USING btree ("room_type");--> statement-breakpoint
CREATE INDEX "booking_requests_date_from_idx" ON "booking_requests" USING btree ("date_from");--> statement-breakpoint
CREATE INDEX "booking_requests_date_to_idx" ON "booking_requests" USING btree ("date_to");--> statement-breakpoint
CREATE INDEX "booking_requests_language_idx" ON "booking_requests" USING btree ("language");--> statement-breakpoint
CREATE INDEX "booking_requests_status_idx" ON "booking_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "booking_requests_booking_idx" ON "booking_requests" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "booking_requests_resort_idx" ON "booking_requests" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "booking_requests_vessel_idx" ON "booking_requests" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_no_uq" ON "bookings" USING btree ("booking_no");--> statement-breakpoint
CREATE INDEX "bookings_booking_no_trgm" ON "bookings" USING gin ("booking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_reservation_no_idx" ON "bookings" USING btree ("reservation_no");--> statement-breakpoint
CREATE INDEX "bookings_reservation_no_trgm" ON "bookings" USING gin ("reservation_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_offer_no_idx" ON "bookings" USING btree ("offer_no");--> statement-breakpoint
CREATE INDEX "bookings_offer_no_trgm" ON "bookings" USING gin ("offer_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_title_idx" ON "bookings" USING btree ("title");--> statement-breakpoint
CREATE INDEX "bookings_title_trgm" ON "bookings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_type_idx" ON "bookings" USING btree ("type");--> statement-breakpoint
CREATE INDEX "bookings_state_idx" ON "bookings" USING btree ("state");--> statement-breakpoint
CREATE INDEX "bookings_tour_idx" ON "bookings" USING btree ("tour");--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings" USING btree ("schedule");--> statement-breakpoint
CREATE INDEX "bookings_source_idx" ON "bookings" USING btree ("source");--> statement-breakpoint
CREATE INDEX "bookings_category_idx" ON "bookings" USING btree ("category");--> statement-breakpoint
CREATE INDEX "bookings_agency_idx" ON "bookings" USING btree ("agency");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "bookings_room_price_idx" ON "bookings" USING btree ("room_price");--> statement-breakpoint
CREATE INDEX "bookings_terms_of_payment_idx" ON "bookings" USING btree ("terms_of_payment");--> statement-breakpoint
CREATE INDEX "bookings_commission_idx" ON "bookings" USING btree ("commission");--> statement-breakpoint
CREATE INDEX "bookings_tax_idx" ON "bookings" USING btree ("tax");--> statement-breakpoint
CREATE INDEX "bookings_no_of_pax_idx" ON "bookings" USING btree ("no_of_pax");--> statement-breakpoint
CREATE INDEX "bookings_date_from_idx" ON "bookings" USING btree ("date_from");--> statement-breakpoint
CREATE INDEX "bookings_date_to_idx" ON "bookings" USING btree ("date_to");--> statement-breakpoint
CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date");--> statement-breakpoint
CREATE INDEX "bookings_system_reference_trgm" ON "bookings" USING gin ("system_reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_language_idx" ON "bookings" USING btree ("language");--> statement-breakpoint
CREATE INDEX "bookings_currency_idx" ON "bookings" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "bookings_resolved_idx" ON "bookings" USING btree ("resolved");--> statement-breakpoint
CREATE INDEX "bookings_has_open_todos_idx" ON "bookings" USING btree ("has_open_todos");--> statement-breakpoint
CREATE INDEX "bookings_has_exceeded_due_date_idx" ON "bookings" USING btree ("has_exceeded_due_date");--> statement-breakpoint
CREATE INDEX "bookings_resort_idx" ON "bookings" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "bookings_vessel_idx" ON "bookings" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "day_events_created_at_idx" ON "day_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "day_events_name_idx" ON "day_events" USING btree ("name");--> statement-breakpoint
CREATE INDEX "day_events_name_trgm" ON "day_events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "day_events_date_idx" ON "day_events" USING btree ("date");--> statement-breakpoint
CREATE INDEX "day_events_resort_idx" ON "day_events" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "day_guests_created_at_idx" ON "day_guests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "day_guests_name_idx" ON "day_guests" USING btree ("name");--> statement-breakpoint
CREATE INDEX "day_guests_name_trgm" ON "day_guests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "day_guests_customer_idx" ON "day_guests" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "day_guests_date_idx" ON "day_guests" USING btree ("date");--> statement-breakpoint
CREATE INDEX "day_guests_activity_trgm" ON "day_guests" USING gin ("activity" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "day_guests_day_event_idx" ON "day_guests" USING btree ("day_event");--> statement-breakpoint
CREATE INDEX "day_guests_paid_idx" ON "day_guests" USING btree ("paid");--> statement-breakpoint
CREATE INDEX "day_guests_resort_idx" ON "day_guests" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "master_bookings_created_at_idx" ON "master_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "master_bookings_system_idx" ON "master_bookings" USING btree ("system");--> statement-breakpoint
CREATE INDEX "master_bookings_external_id_trgm" ON "master_bookings" USING gin ("external_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_bookings_booking_no_idx" ON "master_bookings" USING btree ("booking_no");--> statement-breakpoint
CREATE INDEX "master_bookings_booking_no_trgm" ON "master_bookings" USING gin ("booking_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_bookings_customer_name_idx" ON "master_bookings" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "master_bookings_customer_name_trgm" ON "master_bookings" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_bookings_date_from_idx" ON "master_bookings" USING btree ("date_from");--> statement-breakpoint
CREATE INDEX "master_bookings_date_to_idx" ON "master_bookings" USING btree ("date_to");--> statement-breakpoint
CREATE INDEX "master_bookings_state_idx" ON "master_bookings" USING btree ("state");--> statement-breakpoint
CREATE INDEX "todos_created_at_idx" ON "todos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "todos_group_idx" ON "todos" USING btree ("group");--> statement-breakpoint
CREATE INDEX "todos_group_trgm" ON "todos" USING gin ("group" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "todos_text_idx" ON "todos" USING btree ("text");--> statement-breakpoint
CREATE INDEX "todos_text_trgm" ON "todos" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "todos_due_idx" ON "todos" USING btree ("due");--> statement-breakpoint
CREATE INDEX "todos_open_idx" ON "todos" USING btree ("open");--> statement-breakpoint
CREATE INDEX "todos_predefined_idx" ON "todos" USING btree ("predefined");--> statement-breakpoint
CREATE INDEX "todos_booking_idx" ON "todos" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_lists_name_idx" ON "price_lists" USING btree ("name");--> statement-breakpoint
CREATE INDEX "price_lists_name_trgm" ON "price_lists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_lists_internal_id_idx" ON "price_lists" USING btree ("internal_id");--> statement-breakpoint
CREATE INDEX "price_lists_internal_id_trgm" ON "price_lists" USING gin ("internal_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_lists_status_idx" ON "price_lists" USING btree ("status");--> statement-breakpoint
CREATE INDEX "price_lists_type_idx" ON "price_lists" USING btree ("type");--> statement-breakpoint
CREATE INDEX "price_lists_calculation_type_idx" ON "price_lists" USING btree ("calculation_type");--> statement-breakpoint
CREATE INDEX "price_lists_valid_from_idx" ON "price_lists" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "price_lists_valid_to_idx" ON "price_lists" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "price_lists_terms_of_payment_idx" ON "price_lists" USING btree ("terms_of_payment");--> statement-breakpoint
CREATE INDEX "price_lists_default_terms_of_payment_idx" ON "price_lists" USING btree ("default_terms_of_payment");--> statement-breakpoint
CREATE INDEX "price_lists_commission_idx" ON "price_lists" USING btree ("commission");--> statement-breakpoint
CREATE INDEX "price_lists_surcharge_type_idx" ON "price_lists" USING btree ("surcharge_type");--> statement-breakpoint
CREATE INDEX "price_lists_discount_type_idx" ON "price_lists" USING btree ("discount_type");--> statement-breakpoint
CREATE INDEX "price_lists_is_available_to_o_t_a_idx" ON "price_lists" USING btree ("is_available_to_o_t_a");--> statement-breakpoint
CREATE INDEX "price_lists_base_price_idx" ON "price_lists" USING btree ("base_price");--> statement-breakpoint
CREATE INDEX "price_lists_resort_idx" ON "price_lists" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "price_lists_vessel_idx" ON "price_lists" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "price_variants_created_at_idx" ON "price_variants" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_variants_name_idx" ON "price_variants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "price_variants_name_trgm" ON "price_variants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_variants_key_idx" ON "price_variants" USING btree ("key");--> statement-breakpoint
CREATE INDEX "price_variants_key_trgm" ON "price_variants" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_variants_calculation_mode_idx" ON "price_variants" USING btree ("calculation_mode");--> statement-breakpoint
CREATE INDEX "price_variants_price_base_idx" ON "price_variants" USING btree ("price_base");--> statement-breakpoint
CREATE INDEX "price_variants_discount_type_idx" ON "price_variants" USING btree ("discount_type");--> statement-breakpoint
CREATE INDEX "price_variants_is_active_idx" ON "price_variants" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "specials_created_at_idx" ON "specials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "specials_name_idx" ON "specials" USING btree ("name");--> statement-breakpoint
CREATE INDEX "specials_name_trgm" ON "specials" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specials_type_idx" ON "specials" USING btree ("type");--> statement-breakpoint
CREATE INDEX "specials_status_idx" ON "specials" USING btree ("status");--> statement-breakpoint
CREATE INDEX "specials_group_idx" ON "specials" USING btree ("group");--> statement-breakpoint
CREATE INDEX "specials_valid_from_idx" ON "specials" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "specials_valid_to_idx" ON "specials" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "specials_applies_to_idx" ON "specials" USING btree ("applies_to");--> statement-breakpoint
CREATE INDEX "specials_discount_idx" ON "specials" USING btree ("discount");--> statement-breakpoint
CREATE INDEX "specials_reduce_idx" ON "specials" USING btree ("reduce");--> statement-breakpoint
CREATE INDEX "specials_auto_add_idx" ON "specials" USING btree ("auto_add");--> statement-breakpoint
CREATE INDEX "specials_include_in_gin" ON "specials" USING gin ("include_in");--> statement-breakpoint
CREATE INDEX "specials_groups_created_at_idx" ON "specials_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "specials_groups_name_idx" ON "specials_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "specials_groups_name_trgm" ON "specials_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specials_groups_sort_idx" ON "specials_groups" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "specials_groups_is_active_idx" ON "specials_groups" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "inventory_movements_created_at_idx" ON "inventory_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_movements_reference_idx" ON "inventory_movements" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "inventory_movements_reference_trgm" ON "inventory_movements" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_movements_product_idx" ON "inventory_movements" USING btree ("product");--> statement-breakpoint
CREATE INDEX "inventory_movements_reason_idx" ON "inventory_movements" USING btree ("reason");--> statement-breakpoint
CREATE INDEX "inventory_movements_quantity_idx" ON "inventory_movements" USING btree ("quantity");--> statement-breakpoint
CREATE INDEX "inventory_movements_date_idx" ON "inventory_movements" USING btree ("date");--> statement-breakpoint
CREATE INDEX "inventory_movements_resort_idx" ON "inventory_movements" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "inventory_movements_vessel_idx" ON "inventory_movements" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "pos_items_created_at_idx" ON "pos_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pos_items_name_idx" ON "pos_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "pos_items_name_trgm" ON "pos_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pos_items_product_idx" ON "pos_items" USING btree ("product");--> statement-breakpoint
CREATE INDEX "pos_items_booking_idx" ON "pos_items" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "pos_items_customer_idx" ON "pos_items" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "pos_items_price_idx" ON "pos_items" USING btree ("price");--> statement-breakpoint
CREATE INDEX "pos_items_status_idx" ON "pos_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pos_items_paid_at_idx" ON "pos_items" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "pos_items_resort_idx" ON "pos_items" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "pos_items_vessel_idx" ON "pos_items" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_categories_name_idx" ON "product_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "product_categories_name_trgm" ON "product_categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "product_categories_sort_idx" ON "product_categories" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "product_categories_is_active_idx" ON "product_categories" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_sku_trgm" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier");--> statement-breakpoint
CREATE INDEX "products_kind_idx" ON "products" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "products_unit_idx" ON "products" USING btree ("unit");--> statement-breakpoint
CREATE INDEX "products_rule_base_idx" ON "products" USING btree ("rule_base");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_currency_idx" ON "products" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "products_track_stock_idx" ON "products" USING btree ("track_stock");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock");--> statement-breakpoint
CREATE INDEX "products_bookable_online_idx" ON "products" USING btree ("bookable_online");--> statement-breakpoint
CREATE INDEX "products_is_active_idx" ON "products" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "products_resort_idx" ON "products" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "products_vessel_idx" ON "products" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "suppliers_created_at_idx" ON "suppliers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm" ON "suppliers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_contact_name_trgm" ON "suppliers" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_email_trgm" ON "suppliers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_city_idx" ON "suppliers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "suppliers_city_trgm" ON "suppliers" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_country_idx" ON "suppliers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "suppliers_is_active_idx" ON "suppliers" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "dive_boats_created_at_idx" ON "dive_boats" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dive_boats_name_idx" ON "dive_boats" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dive_boats_name_trgm" ON "dive_boats" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_boats_registration_trgm" ON "dive_boats" USING gin ("registration" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_boats_capacity_idx" ON "dive_boats" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "dive_boats_is_active_idx" ON "dive_boats" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "dive_boats_resort_idx" ON "dive_boats" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "dive_boats_vessel_idx" ON "dive_boats" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "dive_logs_created_at_idx" ON "dive_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dive_logs_date_idx" ON "dive_logs" USING btree ("date");--> statement-breakpoint
CREATE INDEX "dive_logs_start_idx" ON "dive_logs" USING btree ("start");--> statement-breakpoint
CREATE INDEX "dive_logs_type_idx" ON "dive_logs" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dive_logs_customer_idx" ON "dive_logs" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "dive_logs_depth_idx" ON "dive_logs" USING btree ("depth");--> statement-breakpoint
CREATE INDEX "dive_logs_boat_idx" ON "dive_logs" USING btree ("boat");--> statement-breakpoint
CREATE INDEX "dive_logs_dive_site_idx" ON "dive_logs" USING btree ("dive_site");--> statement-breakpoint
CREATE INDEX "dive_logs_sort_idx" ON "dive_logs" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "dive_logs_dive_guide_idx" ON "dive_logs" USING btree ("dive_guide");--> statement-breakpoint
CREATE INDEX "dive_logs_air_mix_idx" ON "dive_logs" USING btree ("air_mix");--> statement-breakpoint
CREATE INDEX "dive_logs_comment_trgm" ON "dive_logs" USING gin ("comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_logs_resort_idx" ON "dive_logs" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "dive_logs_vessel_idx" ON "dive_logs" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "dive_plans_created_at_idx" ON "dive_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dive_plans_name_idx" ON "dive_plans" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dive_plans_name_trgm" ON "dive_plans" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_plans_date_idx" ON "dive_plans" USING btree ("date");--> statement-breakpoint
CREATE INDEX "dive_plans_start_idx" ON "dive_plans" USING btree ("start");--> statement-breakpoint
CREATE INDEX "dive_plans_dive_site_idx" ON "dive_plans" USING btree ("dive_site");--> statement-breakpoint
CREATE INDEX "dive_plans_boat_idx" ON "dive_plans" USING btree ("boat");--> statement-breakpoint
CREATE INDEX "dive_plans_type_idx" ON "dive_plans" USING btree ("type");--> statement-breakpoint
CREATE INDEX "dive_plans_dive_guide_idx" ON "dive_plans" USING btree ("dive_guide");--> statement-breakpoint
CREATE INDEX "dive_plans_resort_idx" ON "dive_plans" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "dive_plans_vessel_idx" ON "dive_plans" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "dive_sites_created_at_idx" ON "dive_sites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dive_sites_name_idx" ON "dive_sites" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dive_sites_name_trgm" ON "dive_sites" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_sites_destination_idx" ON "dive_sites" USING btree ("destination");--> statement-breakpoint
CREATE INDEX "dive_sites_country_idx" ON "dive_sites" USING btree ("country");--> statement-breakpoint
CREATE INDEX "dive_sites_max_depth_idx" ON "dive_sites" USING btree ("max_depth");--> statement-breakpoint
CREATE INDEX "dive_sites_difficulty_idx" ON "dive_sites" USING btree ("difficulty");--> statement-breakpoint
CREATE INDEX "dive_sites_tags_gin" ON "dive_sites" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "dive_sites_is_active_idx" ON "dive_sites" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "dive_types_created_at_idx" ON "dive_types" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "dive_types_name_idx" ON "dive_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "dive_types_name_trgm" ON "dive_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_types_key_idx" ON "dive_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "dive_types_key_trgm" ON "dive_types" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_types_counts_as_dive_idx" ON "dive_types" USING btree ("counts_as_dive");--> statement-breakpoint
CREATE INDEX "dive_types_sort_idx" ON "dive_types" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "dive_types_is_active_idx" ON "dive_types" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "mail_accounts_created_at_idx" ON "mail_accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_accounts_name_idx" ON "mail_accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mail_accounts_name_trgm" ON "mail_accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_accounts_email_idx" ON "mail_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_accounts_email_trgm" ON "mail_accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_accounts_provider_idx" ON "mail_accounts" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "mail_accounts_is_default_idx" ON "mail_accounts" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "mail_accounts_is_active_idx" ON "mail_accounts" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "mail_queue_created_at_idx" ON "mail_queue" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_queue_subject_idx" ON "mail_queue" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "mail_queue_subject_trgm" ON "mail_queue" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_queue_to_idx" ON "mail_queue" USING btree ("to");--> statement-breakpoint
CREATE INDEX "mail_queue_to_trgm" ON "mail_queue" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_queue_template_idx" ON "mail_queue" USING btree ("template");--> statement-breakpoint
CREATE INDEX "mail_queue_booking_idx" ON "mail_queue" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "mail_queue_status_idx" ON "mail_queue" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mail_queue_planned_at_idx" ON "mail_queue" USING btree ("planned_at");--> statement-breakpoint
CREATE INDEX "mail_queue_sent_at_idx" ON "mail_queue" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "mail_schedules_created_at_idx" ON "mail_schedules" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_schedules_name_idx" ON "mail_schedules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mail_schedules_name_trgm" ON "mail_schedules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_schedules_template_idx" ON "mail_schedules" USING btree ("template");--> statement-breakpoint
CREATE INDEX "mail_schedules_trigger_idx" ON "mail_schedules" USING btree ("trigger");--> statement-breakpoint
CREATE INDEX "mail_schedules_language_idx" ON "mail_schedules" USING btree ("language");--> statement-breakpoint
CREATE INDEX "mail_schedules_is_active_idx" ON "mail_schedules" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "mail_templates_created_at_idx" ON "mail_templates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_templates_name_idx" ON "mail_templates" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mail_templates_name_trgm" ON "mail_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_templates_key_idx" ON "mail_templates" USING btree ("key");--> statement-breakpoint
CREATE INDEX "mail_templates_key_trgm" ON "mail_templates" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_templates_kind_idx" ON "mail_templates" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "mail_templates_is_active_idx" ON "mail_templates" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "mails_created_at_idx" ON "mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mails_subject_idx" ON "mails" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "mails_subject_trgm" ON "mails" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mails_account_idx" ON "mails" USING btree ("account");--> statement-breakpoint
CREATE INDEX "mails_folder_idx" ON "mails" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "mails_from_idx" ON "mails" USING btree ("from");--> statement-breakpoint
CREATE INDEX "mails_from_trgm" ON "mails" USING gin ("from" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mails_date_idx" ON "mails" USING btree ("date");--> statement-breakpoint
CREATE INDEX "mails_read_idx" ON "mails" USING btree ("read");--> statement-breakpoint
CREATE INDEX "mails_booking_idx" ON "mails" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "mails_customer_idx" ON "mails" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "text_block_groups_created_at_idx" ON "text_block_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_block_groups_name_idx" ON "text_block_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "text_block_groups_name_trgm" ON "text_block_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "text_block_groups_sort_idx" ON "text_block_groups" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "text_blocks_created_at_idx" ON "text_blocks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_blocks_name_idx" ON "text_blocks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "text_blocks_name_trgm" ON "text_blocks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "text_blocks_key_idx" ON "text_blocks" USING btree ("key");--> statement-breakpoint
CREATE INDEX "text_blocks_key_trgm" ON "text_blocks" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "text_blocks_group_idx" ON "text_blocks" USING btree ("group");--> statement-breakpoint
CREATE INDEX "text_blocks_sort_idx" ON "text_blocks" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_name_idx" ON "media" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_name_trgm" ON "media" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_folder_idx" ON "media" USING btree ("folder");--> statement-breakpoint
CREATE INDEX "media_kind_idx" ON "media" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "media_mime_type_idx" ON "media" USING btree ("mime_type");--> statement-breakpoint
CREATE INDEX "media_size_in_bytes_idx" ON "media" USING btree ("size_in_bytes");--> statement-breakpoint
CREATE INDEX "media_tags_gin" ON "media" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "media_folders_created_at_idx" ON "media_folders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_folders_name_idx" ON "media_folders" USING btree ("name");--> statement-breakpoint
CREATE INDEX "media_folders_name_trgm" ON "media_folders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_folders_parent_idx" ON "media_folders" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "media_folders_sort_idx" ON "media_folders" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "bank_entries_created_at_idx" ON "bank_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bank_entries_purpose_idx" ON "bank_entries" USING btree ("purpose");--> statement-breakpoint
CREATE INDEX "bank_entries_purpose_trgm" ON "bank_entries" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_entries_bank_idx" ON "bank_entries" USING btree ("bank");--> statement-breakpoint
CREATE INDEX "bank_entries_date_idx" ON "bank_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "bank_entries_amount_idx" ON "bank_entries" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "bank_entries_currency_idx" ON "bank_entries" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "bank_entries_counterparty_idx" ON "bank_entries" USING btree ("counterparty");--> statement-breakpoint
CREATE INDEX "bank_entries_counterparty_trgm" ON "bank_entries" USING gin ("counterparty" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_entries_iban_trgm" ON "bank_entries" USING gin ("iban" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_entries_reference_trgm" ON "bank_entries" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_entries_status_idx" ON "bank_entries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bank_entries_booking_idx" ON "bank_entries" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "banks_created_at_idx" ON "banks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banks_name_idx" ON "banks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "banks_name_trgm" ON "banks" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_bank_name_trgm" ON "banks" USING gin ("bank_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_iban_idx" ON "banks" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "banks_iban_trgm" ON "banks" USING gin ("iban" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_currency_idx" ON "banks" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "banks_is_active_idx" ON "banks" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "payment_providers_created_at_idx" ON "payment_providers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_providers_name_idx" ON "payment_providers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "payment_providers_name_trgm" ON "payment_providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_providers_provider_idx" ON "payment_providers" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "payment_providers_currencies_gin" ON "payment_providers" USING gin ("currencies");--> statement-breakpoint
CREATE INDEX "payment_providers_sort_idx" ON "payment_providers" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "payment_providers_is_default_idx" ON "payment_providers" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "payment_providers_is_active_idx" ON "payment_providers" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_reference_trgm" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "payments_provider_idx" ON "payments" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "payments_currency_idx" ON "payments" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "taxes_created_at_idx" ON "taxes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "taxes_name_idx" ON "taxes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "taxes_name_trgm" ON "taxes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "taxes_value_idx" ON "taxes" USING btree ("value");--> statement-breakpoint
CREATE INDEX "taxes_inclusive_idx" ON "taxes" USING btree ("inclusive");--> statement-breakpoint
CREATE INDEX "taxes_status_idx" ON "taxes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "taxes_country_idx" ON "taxes" USING btree ("country");--> statement-breakpoint
CREATE INDEX "xero_invoices_created_at_idx" ON "xero_invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "xero_invoices_invoice_no_idx" ON "xero_invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "xero_invoices_invoice_no_trgm" ON "xero_invoices" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xero_invoices_booking_idx" ON "xero_invoices" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "xero_invoices_xero_invoice_id_trgm" ON "xero_invoices" USING gin ("xero_invoice_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xero_invoices_status_idx" ON "xero_invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "xero_invoices_amount_idx" ON "xero_invoices" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "xero_invoices_synced_at_idx" ON "xero_invoices" USING btree ("synced_at");--> statement-breakpoint
CREATE INDEX "contests_created_at_idx" ON "contests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contests_name_idx" ON "contests" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contests_name_trgm" ON "contests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contests_valid_from_idx" ON "contests" USING btree ("valid_from");--> statement-breakpoint
CREATE INDEX "contests_valid_to_idx" ON "contests" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "contests_status_idx" ON "contests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "form_definitions_created_at_idx" ON "form_definitions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_definitions_name_idx" ON "form_definitions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "form_definitions_name_trgm" ON "form_definitions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_definitions_is_active_idx" ON "form_definitions" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forms_name_idx" ON "forms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "forms_name_trgm" ON "forms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_formdef_idx" ON "forms" USING btree ("formdef");--> statement-breakpoint
CREATE INDEX "forms_customer_idx" ON "forms" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "forms_booking_idx" ON "forms" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "forms_status_idx" ON "forms" USING btree ("status");--> statement-breakpoint
CREATE INDEX "forms_submitted_at_idx" ON "forms" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "guest_forms_created_at_idx" ON "guest_forms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "guest_forms_name_idx" ON "guest_forms" USING btree ("name");--> statement-breakpoint
CREATE INDEX "guest_forms_name_trgm" ON "guest_forms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guest_forms_booking_idx" ON "guest_forms" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "guest_forms_customer_idx" ON "guest_forms" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "guest_forms_kind_idx" ON "guest_forms" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "guest_forms_status_idx" ON "guest_forms" USING btree ("status");--> statement-breakpoint
CREATE INDEX "guest_forms_submitted_at_idx" ON "guest_forms" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "system_connections_created_at_idx" ON "system_connections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_connections_name_idx" ON "system_connections" USING btree ("name");--> statement-breakpoint
CREATE INDEX "system_connections_name_trgm" ON "system_connections" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_connections_system_idx" ON "system_connections" USING btree ("system");--> statement-breakpoint
CREATE INDEX "system_connections_system_trgm" ON "system_connections" USING gin ("system" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_connections_is_active_idx" ON "system_connections" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "widgets_created_at_idx" ON "widgets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "widgets_name_idx" ON "widgets" USING btree ("name");--> statement-breakpoint
CREATE INDEX "widgets_name_trgm" ON "widgets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_slug_uq" ON "widgets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "widgets_slug_trgm" ON "widgets" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "widgets_kind_idx" ON "widgets" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "widgets_language_idx" ON "widgets" USING btree ("language");--> statement-breakpoint
CREATE INDEX "widgets_is_active_idx" ON "widgets" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "widgets_resort_idx" ON "widgets" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "widgets_vessel_idx" ON "widgets" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "employees_created_at_idx" ON "employees" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("name");--> statement-breakpoint
CREATE INDEX "employees_name_trgm" ON "employees" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_trgm" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_position_idx" ON "employees" USING btree ("position");--> statement-breakpoint
CREATE INDEX "employees_position_trgm" ON "employees" USING gin ("position" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("department");--> statement-breakpoint
CREATE INDEX "employees_user_idx" ON "employees" USING btree ("user");--> statement-breakpoint
CREATE INDEX "employees_is_guide_idx" ON "employees" USING btree ("is_guide");--> statement-breakpoint
CREATE INDEX "employees_start_date_idx" ON "employees" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "employees_end_date_idx" ON "employees" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "employees_is_active_idx" ON "employees" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "employees_resort_idx" ON "employees" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "employees_vessel_idx" ON "employees" USING btree ("vessel");--> statement-breakpoint
CREATE INDEX "work_logs_created_at_idx" ON "work_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "work_logs_activity_idx" ON "work_logs" USING btree ("activity");--> statement-breakpoint
CREATE INDEX "work_logs_activity_trgm" ON "work_logs" USING gin ("activity" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_logs_employee_idx" ON "work_logs" USING btree ("employee");--> statement-breakpoint
CREATE INDEX "work_logs_date_idx" ON "work_logs" USING btree ("date");--> statement-breakpoint
CREATE INDEX "work_logs_hours_idx" ON "work_logs" USING btree ("hours");--> statement-breakpoint
CREATE INDEX "work_logs_booking_idx" ON "work_logs" USING btree ("booking");--> statement-breakpoint
CREATE INDEX "work_logs_resort_idx" ON "work_logs" USING btree ("resort");--> statement-breakpoint
CREATE INDEX "work_logs_vessel_idx" ON "work_logs" USING btree ("vessel");