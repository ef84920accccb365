CREATE TABLE "booking_countries" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "booking_line_totals" (
	"booking_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "booking_line_totals_booking_id_currency_pk" PRIMARY KEY("booking_id","currency")
);
--> statement-breakpoint
ALTER TABLE "booking_countries" ADD CONSTRAINT "booking_countries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Kept in the transaction that changes the lines: statement triggers add the changed lines' sums
-- (old ones subtracted, new ones added) per booking and currency. Adding deltas (not recounting)
-- keeps concurrent writers right: each one's ON CONFLICT update waits for the other's row lock.
CREATE FUNCTION booking_line_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO booking_line_totals AS t (booking_id, currency, amount, lines)
      SELECT booking_id, currency, -sum(amount), -count(*) FROM old_lines GROUP BY booking_id, currency
      ON CONFLICT (booking_id, currency) DO UPDATE SET amount = t.amount + EXCLUDED.amount, lines = t.lines + EXCLUDED.lines;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO booking_line_totals AS t (booking_id, currency, amount, lines)
      SELECT booking_id, currency, sum(amount), count(*) FROM new_lines GROUP BY booking_id, currency
      ON CONFLICT (booking_id, currency) DO UPDATE SET amount = t.amount + EXCLUDED.amount, lines = t.lines + EXCLUDED.lines;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM booking_line_totals t USING (SELECT DISTINCT booking_id, currency FROM old_lines) o
      WHERE t.booking_id = o.booking_id AND t.currency = o.currency AND t.lines = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_line_totals_ins AFTER INSERT ON booking_calculation_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION booking_line_totals_apply();
--> statement-breakpoint
CREATE TRIGGER booking_line_totals_upd AFTER UPDATE ON booking_calculation_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION booking_line_totals_apply();
--> statement-breakpoint
CREATE TRIGGER booking_line_totals_del AFTER DELETE ON booking_calculation_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION booking_line_totals_apply();
--> statement-breakpoint
INSERT INTO booking_line_totals (booking_id, currency, amount, lines)
  SELECT booking_id, currency, sum(amount), count(*) FROM booking_calculation_lines GROUP BY booking_id, currency;
--> statement-breakpoint
-- The lead customer's country, as topCountries counted it from customers: its country field, else
-- its address's, upper case; null when neither (or no customer).
-- FOR SHARE: a booking written while its customer's country changes waits for that change and
-- reads the new country (the customer's trigger, a statement later, sees this booking).
CREATE FUNCTION booking_countries_from_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v text;
BEGIN
  SELECT upper(coalesce(nullif(c.country, ''), nullif(c.address->>'country', ''))) INTO v FROM customers c WHERE c.id = NEW.customer FOR SHARE;
  INSERT INTO booking_countries AS k (booking_id, country) VALUES (NEW.id, v)
    ON CONFLICT (booking_id) DO UPDATE SET country = EXCLUDED.country WHERE k.country IS DISTINCT FROM EXCLUDED.country;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_countries_ins AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION booking_countries_from_booking();
--> statement-breakpoint
CREATE TRIGGER booking_countries_upd AFTER UPDATE OF customer ON bookings FOR EACH ROW
  WHEN (OLD.customer IS DISTINCT FROM NEW.customer) EXECUTE FUNCTION booking_countries_from_booking();
--> statement-breakpoint
CREATE FUNCTION booking_countries_from_customer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cid uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  v text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE upper(coalesce(nullif(NEW.country, ''), nullif(NEW.address->>'country', ''))) END;
BEGIN
  UPDATE booking_countries k SET country = v
    FROM bookings b WHERE b.customer = cid AND k.booking_id = b.id AND k.country IS DISTINCT FROM v;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_countries_customer_upd AFTER UPDATE OF country, address ON customers FOR EACH ROW
  WHEN (OLD.country IS DISTINCT FROM NEW.country OR OLD.address->>'country' IS DISTINCT FROM NEW.address->>'country')
  EXECUTE FUNCTION booking_countries_from_customer();
--> statement-breakpoint
CREATE TRIGGER booking_countries_customer_ins_del AFTER INSERT OR DELETE ON customers FOR EACH ROW EXECUTE FUNCTION booking_countries_from_customer();
--> statement-breakpoint
INSERT INTO booking_countries (booking_id, country)
  SELECT b.id, upper(coalesce(nullif(c.country, ''), nullif(c.address->>'country', ''))) FROM bookings b LEFT JOIN customers c ON c.id = b.customer;
--> statement-breakpoint
-- topRooms looks up all holding bed-nights of the bookings it shares revenue over.
CREATE INDEX "occupancy_booking_holding" ON "occupancy" ("booking_id") INCLUDE ("date_from", "date_to") WHERE kind = 'booking' AND holds;
