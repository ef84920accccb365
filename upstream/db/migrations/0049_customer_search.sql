CREATE TABLE "customer_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"customer_type" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);--> statement-breakpoint
-- The projection follows every write of a customer, whoever makes it (generic writes, merge,
-- erasure, public bookings, guest forms, imports): inserted with the customer, changed when a
-- value it holds changes, removed with the customer (the foreign key's cascade).
CREATE OR REPLACE FUNCTION "customer_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "customer_search" AS s ("id", "full_name", "email", "customer_type", "country", "created_at", "search_text")
  VALUES (NEW."id", NEW."full_name", NEW."email", NEW."customer_type", NEW."country", NEW."created_at",
    coalesce(NEW."search_text", '') || E'\x1f' || lower(coalesce(NEW."passport"->>'number', '')) || E'\x1f'
      || regexp_replace(coalesce(NEW."contact"->>'phone', ''), '[^0-9]', '', 'g'))
  ON CONFLICT ("id") DO UPDATE SET "full_name" = EXCLUDED."full_name", "email" = EXCLUDED."email",
    "customer_type" = EXCLUDED."customer_type", "country" = EXCLUDED."country", "created_at" = EXCLUDED."created_at",
    "search_text" = EXCLUDED."search_text";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customer_search_insert" AFTER INSERT ON "customers" FOR EACH ROW EXECUTE FUNCTION "customer_search_sync"();--> statement-breakpoint
CREATE TRIGGER "customer_search_update" AFTER UPDATE ON "customers" FOR EACH ROW
  WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."customer_type" IS DISTINCT FROM NEW."customer_type" OR OLD."country" IS DISTINCT FROM NEW."country"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR (OLD."passport"->>'number') IS DISTINCT FROM (NEW."passport"->>'number')
    OR (OLD."contact"->>'phone') IS DISTINCT FROM (NEW."contact"->>'phone'))
  EXECUTE FUNCTION "customer_search_sync"();--> statement-breakpoint
-- The customers there are, in name order (the order the list's search reads them in).
INSERT INTO "customer_search" ("id", "full_name", "email", "customer_type", "country", "created_at", "search_text")
  SELECT "id", "full_name", "email", "customer_type", "country", "created_at",
    coalesce("search_text", '') || E'\x1f' || lower(coalesce("passport"->>'number', '')) || E'\x1f'
      || regexp_replace(coalesce("contact"->>'phone', ''), '[^0-9]', '', 'g')
  FROM "customers" ORDER BY "full_name", "id";--> statement-breakpoint
-- The foreign key and the indexes after the copy: one pass each instead of one per row.
ALTER TABLE "customer_search" ADD CONSTRAINT "customer_search_id_customers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_search_name_order" ON "customer_search" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "customer_search_trgm" ON "customer_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "customer_search";
