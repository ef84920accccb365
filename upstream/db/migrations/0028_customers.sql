CREATE TABLE "agency_links" (
	"agency_id" uuid NOT NULL,
	"system" text NOT NULL,
	"external" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_links_agency_id_system_pk" PRIMARY KEY("agency_id","system"),
	CONSTRAINT "agency_links_system_external" UNIQUE("system","external")
);
--> statement-breakpoint
CREATE TABLE "customer_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_meta" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_meta_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "customer_references" (
	"customer_id" uuid NOT NULL,
	"system" text NOT NULL,
	"external" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_references_customer_id_system_external_pk" PRIMARY KEY("customer_id","system","external"),
	CONSTRAINT "customer_references_system_external" UNIQUE("system","external")
);
--> statement-breakpoint
CREATE TABLE "customer_stats" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"stays" integer DEFAULT 0 NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"revenue" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_stay" date,
	"last_stay" date,
	"recalculated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_versions" (
	"customer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_versions_customer_id_version_pk" PRIMARY KEY("customer_id","version")
);
--> statement-breakpoint
ALTER TABLE "agency_links" ADD CONSTRAINT "agency_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_meta" ADD CONSTRAINT "customer_meta_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_references" ADD CONSTRAINT "customer_references_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_stats" ADD CONSTRAINT "customer_stats_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_versions" ADD CONSTRAINT "customer_versions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_audit_customer" ON "customer_audit" USING btree ("customer_id","created_at");
--> statement-breakpoint
-- The customer list's search by passport number (issue 18): a trigram index on the lowercased
-- number, as the phone digits have one (0020). Custom: the schema's index builder does not
-- express expression indexes with an operator class.
CREATE INDEX IF NOT EXISTS "customers_passport_number_trgm" ON "customers" USING gin ((lower(coalesce("passport"->>'number', ''))) gin_trgm_ops);
