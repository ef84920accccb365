-- Foreign keys on the core tables (issue 13, "One owner per table"): the booking core and the
-- records hanging off a booking, a booking's references, and the inventory with its prices. A
-- delete of a record that others use is refused by references.ts with a 409 naming the holder;
-- these constraints are the database's backstop (23503, mapped to the same 409). Occupancy rows
-- are derived from booking rooms and blockers and go with them. Rows left dangling by earlier
-- versions (no constraint existed) are cleaned first: derived rows whose owner is gone are
-- removed, optional references to missing records are cleared. PostgreSQL 15 compatible.
-- Not in the Drizzle tables (like the exclusion constraints of 0004): kept here only.
DELETE FROM "booking_rooms" WHERE ("booking_rooms"."booking_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "booking_rooms"."booking_id")) OR ("booking_rooms"."room_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "rooms" x WHERE x."id" = "booking_rooms"."room_id"));
--> statement-breakpoint
DELETE FROM "room_blockers" WHERE ("room_blockers"."room_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "rooms" x WHERE x."id" = "room_blockers"."room_id"));
--> statement-breakpoint
DELETE FROM "occupancy" WHERE ("occupancy"."room_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "rooms" x WHERE x."id" = "occupancy"."room_id")) OR ("occupancy"."booking_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "occupancy"."booking_id")) OR ("occupancy"."booking_room_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "booking_rooms" x WHERE x."id" = "occupancy"."booking_room_id")) OR ("occupancy"."blocker_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "room_blockers" x WHERE x."id" = "occupancy"."blocker_id"));
--> statement-breakpoint
DELETE FROM "booking_calculation_lines" WHERE ("booking_calculation_lines"."booking_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "booking_calculation_lines"."booking_id"));
--> statement-breakpoint
DELETE FROM "booking_versions" WHERE ("booking_versions"."booking_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "booking_versions"."booking_id"));
--> statement-breakpoint
UPDATE "booking_rooms" SET "room_type_id" = NULL WHERE "booking_rooms"."room_type_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "room_types" x WHERE x."id" = "booking_rooms"."room_type_id");
--> statement-breakpoint
UPDATE "payments" SET "booking" = NULL WHERE "payments"."booking" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "payments"."booking");
--> statement-breakpoint
UPDATE "payments" SET "customer" = NULL WHERE "payments"."customer" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "customers" x WHERE x."id" = "payments"."customer");
--> statement-breakpoint
UPDATE "booking_comments" SET "booking" = NULL WHERE "booking_comments"."booking" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "booking_comments"."booking");
--> statement-breakpoint
UPDATE "guest_forms" SET "booking" = NULL WHERE "guest_forms"."booking" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "guest_forms"."booking");
--> statement-breakpoint
UPDATE "guest_forms" SET "customer" = NULL WHERE "guest_forms"."customer" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "customers" x WHERE x."id" = "guest_forms"."customer");
--> statement-breakpoint
UPDATE "guest_forms" SET "agency" = NULL WHERE "guest_forms"."agency" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "agencies" x WHERE x."id" = "guest_forms"."agency");
--> statement-breakpoint
UPDATE "forms" SET "booking" = NULL WHERE "forms"."booking" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bookings" x WHERE x."id" = "forms"."booking");
--> statement-breakpoint
UPDATE "forms" SET "customer" = NULL WHERE "forms"."customer" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "customers" x WHERE x."id" = "forms"."customer");
--> statement-breakpoint
UPDATE "bookings" SET "customer" = NULL WHERE "bookings"."customer" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "customers" x WHERE x."id" = "bookings"."customer");
--> statement-breakpoint
UPDATE "bookings" SET "agency" = NULL WHERE "bookings"."agency" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "agencies" x WHERE x."id" = "bookings"."agency");
--> statement-breakpoint
UPDATE "bookings" SET "tour" = NULL WHERE "bookings"."tour" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tours" x WHERE x."id" = "bookings"."tour");
--> statement-breakpoint
UPDATE "bookings" SET "schedule" = NULL WHERE "bookings"."schedule" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "schedules" x WHERE x."id" = "bookings"."schedule");
--> statement-breakpoint
UPDATE "bookings" SET "resort" = NULL WHERE "bookings"."resort" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "resorts" x WHERE x."id" = "bookings"."resort");
--> statement-breakpoint
UPDATE "bookings" SET "vessel" = NULL WHERE "bookings"."vessel" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "vessels" x WHERE x."id" = "bookings"."vessel");
--> statement-breakpoint
UPDATE "bookings" SET "room_price" = NULL WHERE "bookings"."room_price" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "price_lists" x WHERE x."id" = "bookings"."room_price");
--> statement-breakpoint
UPDATE "bookings" SET "source" = NULL WHERE "bookings"."source" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "booking_sources" x WHERE x."id" = "bookings"."source");
--> statement-breakpoint
UPDATE "bookings" SET "category" = NULL WHERE "bookings"."category" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "booking_categories" x WHERE x."id" = "bookings"."category");
--> statement-breakpoint
UPDATE "bookings" SET "terms_of_payment" = NULL WHERE "bookings"."terms_of_payment" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "terms_of_payment" x WHERE x."id" = "bookings"."terms_of_payment");
--> statement-breakpoint
UPDATE "bookings" SET "commission" = NULL WHERE "bookings"."commission" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "commissions" x WHERE x."id" = "bookings"."commission");
--> statement-breakpoint
UPDATE "bookings" SET "tax" = NULL WHERE "bookings"."tax" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "taxes" x WHERE x."id" = "bookings"."tax");
--> statement-breakpoint
UPDATE "rooms" SET "resort" = NULL WHERE "rooms"."resort" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "resorts" x WHERE x."id" = "rooms"."resort");
--> statement-breakpoint
UPDATE "rooms" SET "vessel" = NULL WHERE "rooms"."vessel" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "vessels" x WHERE x."id" = "rooms"."vessel");
--> statement-breakpoint
UPDATE "rooms" SET "room_type" = NULL WHERE "rooms"."room_type" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "room_types" x WHERE x."id" = "rooms"."room_type");
--> statement-breakpoint
UPDATE "room_types" SET "resort" = NULL WHERE "room_types"."resort" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "resorts" x WHERE x."id" = "room_types"."resort");
--> statement-breakpoint
UPDATE "room_types" SET "vessel" = NULL WHERE "room_types"."vessel" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "vessels" x WHERE x."id" = "room_types"."vessel");
--> statement-breakpoint
UPDATE "room_prices" SET "price" = NULL WHERE "room_prices"."price" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "price_lists" x WHERE x."id" = "room_prices"."price");
--> statement-breakpoint
UPDATE "room_prices" SET "room_type" = NULL WHERE "room_prices"."room_type" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "room_types" x WHERE x."id" = "room_prices"."room_type");
--> statement-breakpoint
UPDATE "price_lists" SET "resort" = NULL WHERE "price_lists"."resort" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "resorts" x WHERE x."id" = "price_lists"."resort");
--> statement-breakpoint
UPDATE "price_lists" SET "vessel" = NULL WHERE "price_lists"."vessel" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "vessels" x WHERE x."id" = "price_lists"."vessel");
--> statement-breakpoint
UPDATE "schedules" SET "tour" = NULL WHERE "schedules"."tour" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "tours" x WHERE x."id" = "schedules"."tour");
--> statement-breakpoint
UPDATE "schedules" SET "vessel" = NULL WHERE "schedules"."vessel" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "vessels" x WHERE x."id" = "schedules"."vessel");
--> statement-breakpoint
UPDATE "schedules" SET "price" = NULL WHERE "schedules"."price" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "price_lists" x WHERE x."id" = "schedules"."price");
--> statement-breakpoint
UPDATE "tours" SET "vessel" = NULL WHERE "tours"."vessel" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "vessels" x WHERE x."id" = "tours"."vessel");
--> statement-breakpoint
UPDATE "customers" SET "agency" = NULL WHERE "customers"."agency" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "agencies" x WHERE x."id" = "customers"."agency");
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "rooms"("id");
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "room_types"("id");
--> statement-breakpoint
ALTER TABLE "room_blockers" ADD CONSTRAINT "room_blockers_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "rooms"("id");
--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "rooms"("id");
--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_booking_room_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "booking_rooms"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "occupancy" ADD CONSTRAINT "occupancy_blocker_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "room_blockers"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "booking_calculation_lines" ADD CONSTRAINT "booking_calculation_lines_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "booking_versions" ADD CONSTRAINT "booking_versions_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_fk" FOREIGN KEY ("booking") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_fk" FOREIGN KEY ("customer") REFERENCES "customers"("id");
--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_booking_fk" FOREIGN KEY ("booking") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_booking_fk" FOREIGN KEY ("booking") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_customer_fk" FOREIGN KEY ("customer") REFERENCES "customers"("id");
--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_agency_fk" FOREIGN KEY ("agency") REFERENCES "agencies"("id");
--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_booking_fk" FOREIGN KEY ("booking") REFERENCES "bookings"("id");
--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_customer_fk" FOREIGN KEY ("customer") REFERENCES "customers"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_fk" FOREIGN KEY ("customer") REFERENCES "customers"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agency_fk" FOREIGN KEY ("agency") REFERENCES "agencies"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tour_fk" FOREIGN KEY ("tour") REFERENCES "tours"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_fk" FOREIGN KEY ("schedule") REFERENCES "schedules"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_resort_fk" FOREIGN KEY ("resort") REFERENCES "resorts"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "vessels"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_price_fk" FOREIGN KEY ("room_price") REFERENCES "price_lists"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_fk" FOREIGN KEY ("source") REFERENCES "booking_sources"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_category_fk" FOREIGN KEY ("category") REFERENCES "booking_categories"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_terms_of_payment_fk" FOREIGN KEY ("terms_of_payment") REFERENCES "terms_of_payment"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_commission_fk" FOREIGN KEY ("commission") REFERENCES "commissions"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tax_fk" FOREIGN KEY ("tax") REFERENCES "taxes"("id");
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_resort_fk" FOREIGN KEY ("resort") REFERENCES "resorts"("id");
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "vessels"("id");
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_fk" FOREIGN KEY ("room_type") REFERENCES "room_types"("id");
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_resort_fk" FOREIGN KEY ("resort") REFERENCES "resorts"("id");
--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "vessels"("id");
--> statement-breakpoint
ALTER TABLE "room_prices" ADD CONSTRAINT "room_prices_price_fk" FOREIGN KEY ("price") REFERENCES "price_lists"("id");
--> statement-breakpoint
ALTER TABLE "room_prices" ADD CONSTRAINT "room_prices_room_type_fk" FOREIGN KEY ("room_type") REFERENCES "room_types"("id");
--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_resort_fk" FOREIGN KEY ("resort") REFERENCES "resorts"("id");
--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "vessels"("id");
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_tour_fk" FOREIGN KEY ("tour") REFERENCES "tours"("id");
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "vessels"("id");
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_price_fk" FOREIGN KEY ("price") REFERENCES "price_lists"("id");
--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_vessel_fk" FOREIGN KEY ("vessel") REFERENCES "vessels"("id");
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_agency_fk" FOREIGN KEY ("agency") REFERENCES "agencies"("id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "occupancy_booking_room" ON "occupancy" USING btree ("booking_room_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_rooms_room_type" ON "booking_rooms" USING btree ("room_type_id");
