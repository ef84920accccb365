CREATE TABLE "form_definition_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"formdef" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"elements" jsonb NOT NULL,
	"superseded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "media" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "formdef_version" integer;--> statement-breakpoint
ALTER TABLE "form_definition_versions" ADD CONSTRAINT "form_definition_versions_formdef_form_definitions_id_fk" FOREIGN KEY ("formdef") REFERENCES "public"."form_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_definition_versions_formdef_version" ON "form_definition_versions" USING btree ("formdef","version");--> statement-breakpoint
CREATE INDEX "form_definitions_version_idx" ON "form_definitions" USING btree ("version");--> statement-breakpoint
-- Forms answered before versions existed were answered under version 1.
UPDATE "forms" SET "formdef_version" = 1 WHERE "status" <> 'open';
