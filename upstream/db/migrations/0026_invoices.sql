CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"booking_line_id" uuid,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"references_invoice" uuid,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"service_from" date,
	"service_to" date,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"recipient" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"tax_breakdown" jsonb NOT NULL,
	"net" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"amount_due" integer NOT NULL,
	"public_token" text NOT NULL,
	"public_provider" text,
	"public_level" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_reference_kind" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."references_invoice" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_seq_uq" ON "invoices" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_public_token_uq" ON "invoices" USING btree ("public_token");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_uq" ON "invoices" USING btree ("references_invoice") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_booking" ON "invoices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date" ON "invoices" USING btree ("issue_date");