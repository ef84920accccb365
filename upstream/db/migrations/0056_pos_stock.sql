CREATE TABLE "pos_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"since" timestamp with time zone,
	"until" timestamp with time zone NOT NULL,
	"totals" jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"product" uuid,
	"text" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"tax_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"given" bigint,
	"reverses" uuid,
	"booking_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
DROP INDEX "pos_items_product_idx";--> statement-breakpoint
DROP INDEX "pos_items_price_idx";--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "balance" integer;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "pos_items" ADD COLUMN "receipt_no" integer;--> statement-breakpoint
ALTER TABLE "pos_items" ADD COLUMN "total" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_lines" ADD CONSTRAINT "pos_lines_ticket_id_pos_items_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."pos_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_lines" ADD CONSTRAINT "pos_lines_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_ticket_id_pos_items_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."pos_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_closings_number" ON "pos_closings" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pos_lines_ticket" ON "pos_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "pos_payments_ticket" ON "pos_payments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "pos_payments_at" ON "pos_payments" USING btree ("at");--> statement-breakpoint
CREATE INDEX "inventory_movements_ref_idx" ON "inventory_movements" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_items_receipt_no_uq" ON "pos_items" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "pos_items_total_idx" ON "pos_items" USING btree ("total");--> statement-breakpoint
ALTER TABLE "pos_items" DROP COLUMN "product";--> statement-breakpoint
ALTER TABLE "pos_items" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "pos_items" DROP COLUMN "price";--> statement-breakpoint
UPDATE "inventory_movements" m SET "balance" = r.run FROM (SELECT "id", sum("quantity") OVER (PARTITION BY "product" ORDER BY "date" NULLS FIRST, "created_at", "id") AS run FROM "inventory_movements") r WHERE r."id" = m."id";--> statement-breakpoint
INSERT INTO "inventory_movements" ("reference", "product", "reason", "quantity", "balance", "date", "note", "resort", "vessel")
  SELECT 'Opening balance', p."id", 'correction', p."stock" - coalesce(s.total, 0), p."stock", now(), 'The stock the product had when the ledger began (migration 0056).', p."resort", p."vessel"
  FROM "products" p LEFT JOIN (SELECT "product", sum("quantity") AS total FROM "inventory_movements" GROUP BY "product") s ON s."product" = p."id"
  WHERE p."stock" <> coalesce(s.total, 0);--> statement-breakpoint
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "inventory_movements_no_update_delete" BEFORE UPDATE OR DELETE ON "inventory_movements" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "inventory_movements_no_truncate" BEFORE TRUNCATE ON "inventory_movements" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "pos_payments_no_update_delete" BEFORE UPDATE OR DELETE ON "pos_payments" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "pos_payments_no_truncate" BEFORE TRUNCATE ON "pos_payments" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "pos_closings_no_update_delete" BEFORE UPDATE OR DELETE ON "pos_closings" FOR EACH ROW EXECUTE FUNCTION "append_only"();--> statement-breakpoint
CREATE TRIGGER "pos_closings_no_truncate" BEFORE TRUNCATE ON "pos_closings" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"();
