CREATE TABLE "guest_form_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_form_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_in_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_form_files_key" UNIQUE("guest_form_id","key")
);
--> statement-breakpoint
ALTER TABLE "guest_forms" ADD COLUMN "link_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_form_files" ADD CONSTRAINT "guest_form_files_guest_form_id_guest_forms_id_fk" FOREIGN KEY ("guest_form_id") REFERENCES "public"."guest_forms"("id") ON DELETE cascade ON UPDATE no action;