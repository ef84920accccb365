CREATE TABLE "config_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"record_id" text NOT NULL,
	"label" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "config_audit_at" ON "config_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "config_audit_kind_at" ON "config_audit" USING btree ("kind","at");--> statement-breakpoint
CREATE FUNCTION "config_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'config_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "config_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "config_audit" FOR EACH ROW EXECUTE FUNCTION "config_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "config_audit_no_truncate" BEFORE TRUNCATE ON "config_audit" FOR EACH STATEMENT EXECUTE FUNCTION "config_audit_append_only"();
