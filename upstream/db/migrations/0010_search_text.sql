-- List search reads one generated, lowercased column per table (the searchable texts joined by
-- U+001F) through one trigram index, instead of an ILIKE per field (upstream/db/schema/resources/
-- build-table.ts SEARCH_COLUMN). Written from the resource declarations when this migration was made.
DROP INDEX "user_roles_name_trgm";--> statement-breakpoint
DROP INDEX "user_roles_group_trgm";--> statement-breakpoint
DROP INDEX "users_name_trgm";--> statement-breakpoint
DROP INDEX "users_email_trgm";--> statement-breakpoint
DROP INDEX "airports_name_trgm";--> statement-breakpoint
DROP INDEX "airports_city_trgm";--> statement-breakpoint
DROP INDEX "airports_code_trgm";--> statement-breakpoint
DROP INDEX "countries_name_trgm";--> statement-breakpoint
DROP INDEX "countries_code_trgm";--> statement-breakpoint
DROP INDEX "airlines_name_trgm";--> statement-breakpoint
DROP INDEX "airlines_iata_code_trgm";--> statement-breakpoint
DROP INDEX "airlines_icao_code_trgm";--> statement-breakpoint
DROP INDEX "destinations_name_trgm";--> statement-breakpoint
DROP INDEX "destinations_region_trgm";--> statement-breakpoint
DROP INDEX "ports_name_trgm";--> statement-breakpoint
DROP INDEX "ports_code_trgm";--> statement-breakpoint
DROP INDEX "ports_city_trgm";--> statement-breakpoint
DROP INDEX "resorts_name_trgm";--> statement-breakpoint
DROP INDEX "resorts_internal_id_trgm";--> statement-breakpoint
DROP INDEX "resorts_city_trgm";--> statement-breakpoint
DROP INDEX "resorts_email_trgm";--> statement-breakpoint
DROP INDEX "vessel_lists_name_trgm";--> statement-breakpoint
DROP INDEX "vessels_name_trgm";--> statement-breakpoint
DROP INDEX "vessels_internal_id_trgm";--> statement-breakpoint
DROP INDEX "bed_types_name_trgm";--> statement-breakpoint
DROP INDEX "bed_types_key_trgm";--> statement-breakpoint
DROP INDEX "room_prices_name_trgm";--> statement-breakpoint
DROP INDEX "room_types_name_trgm";--> statement-breakpoint
DROP INDEX "room_types_key_trgm";--> statement-breakpoint
DROP INDEX "rooms_name_trgm";--> statement-breakpoint
DROP INDEX "rooms_internal_id_trgm";--> statement-breakpoint
DROP INDEX "vessel_decks_name_trgm";--> statement-breakpoint
DROP INDEX "schedules_name_trgm";--> statement-breakpoint
DROP INDEX "tours_name_trgm";--> statement-breakpoint
DROP INDEX "tours_internal_id_trgm";--> statement-breakpoint
DROP INDEX "agencies_name_trgm";--> statement-breakpoint
DROP INDEX "agencies_contact_name_trgm";--> statement-breakpoint
DROP INDEX "agencies_email_trgm";--> statement-breakpoint
DROP INDEX "agencies_city_trgm";--> statement-breakpoint
DROP INDEX "customers_full_name_trgm";--> statement-breakpoint
DROP INDEX "customers_email_trgm";--> statement-breakpoint
DROP INDEX "booking_categories_name_trgm";--> statement-breakpoint
DROP INDEX "booking_categories_key_trgm";--> statement-breakpoint
DROP INDEX "booking_sources_name_trgm";--> statement-breakpoint
DROP INDEX "booking_sources_key_trgm";--> statement-breakpoint
DROP INDEX "commissions_name_trgm";--> statement-breakpoint
DROP INDEX "customer_relations_name_trgm";--> statement-breakpoint
DROP INDEX "referrals_name_trgm";--> statement-breakpoint
DROP INDEX "referrals_email_trgm";--> statement-breakpoint
DROP INDEX "referrals_code_trgm";--> statement-breakpoint
DROP INDEX "supplements_name_trgm";--> statement-breakpoint
DROP INDEX "terms_of_payment_name_trgm";--> statement-breakpoint
DROP INDEX "arrivals_departures_guest_name_trgm";--> statement-breakpoint
DROP INDEX "arrivals_departures_flight_no_trgm";--> statement-breakpoint
DROP INDEX "booking_comments_text_trgm";--> statement-breakpoint
DROP INDEX "booking_comments_author_trgm";--> statement-breakpoint
DROP INDEX "booking_requests_name_trgm";--> statement-breakpoint
DROP INDEX "booking_requests_email_trgm";--> statement-breakpoint
DROP INDEX "booking_requests_request_no_trgm";--> statement-breakpoint
DROP INDEX "bookings_booking_no_trgm";--> statement-breakpoint
DROP INDEX "bookings_reservation_no_trgm";--> statement-breakpoint
DROP INDEX "bookings_offer_no_trgm";--> statement-breakpoint
DROP INDEX "bookings_title_trgm";--> statement-breakpoint
DROP INDEX "bookings_system_reference_trgm";--> statement-breakpoint
DROP INDEX "day_events_name_trgm";--> statement-breakpoint
DROP INDEX "day_guests_name_trgm";--> statement-breakpoint
DROP INDEX "day_guests_activity_trgm";--> statement-breakpoint
DROP INDEX "master_bookings_external_id_trgm";--> statement-breakpoint
DROP INDEX "master_bookings_booking_no_trgm";--> statement-breakpoint
DROP INDEX "master_bookings_customer_name_trgm";--> statement-breakpoint
DROP INDEX "todos_group_trgm";--> statement-breakpoint
DROP INDEX "todos_text_trgm";--> statement-breakpoint
DROP INDEX "price_lists_name_trgm";--> statement-breakpoint
DROP INDEX "price_lists_internal_id_trgm";--> statement-breakpoint
DROP INDEX "price_variants_name_trgm";--> statement-breakpoint
DROP INDEX "price_variants_key_trgm";--> statement-breakpoint
DROP INDEX "specials_name_trgm";--> statement-breakpoint
DROP INDEX "specials_groups_name_trgm";--> statement-breakpoint
DROP INDEX "inventory_movements_reference_trgm";--> statement-breakpoint
DROP INDEX "pos_items_name_trgm";--> statement-breakpoint
DROP INDEX "product_categories_name_trgm";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_sku_trgm";--> statement-breakpoint
DROP INDEX "suppliers_name_trgm";--> statement-breakpoint
DROP INDEX "suppliers_contact_name_trgm";--> statement-breakpoint
DROP INDEX "suppliers_email_trgm";--> statement-breakpoint
DROP INDEX "suppliers_city_trgm";--> statement-breakpoint
DROP INDEX "dive_boats_name_trgm";--> statement-breakpoint
DROP INDEX "dive_boats_registration_trgm";--> statement-breakpoint
DROP INDEX "dive_logs_comment_trgm";--> statement-breakpoint
DROP INDEX "dive_plans_name_trgm";--> statement-breakpoint
DROP INDEX "dive_sites_name_trgm";--> statement-breakpoint
DROP INDEX "dive_types_name_trgm";--> statement-breakpoint
DROP INDEX "dive_types_key_trgm";--> statement-breakpoint
DROP INDEX "mail_accounts_name_trgm";--> statement-breakpoint
DROP INDEX "mail_accounts_email_trgm";--> statement-breakpoint
DROP INDEX "mail_queue_subject_trgm";--> statement-breakpoint
DROP INDEX "mail_queue_to_trgm";--> statement-breakpoint
DROP INDEX "mail_schedules_name_trgm";--> statement-breakpoint
DROP INDEX "mail_templates_name_trgm";--> statement-breakpoint
DROP INDEX "mail_templates_key_trgm";--> statement-breakpoint
DROP INDEX "mails_subject_trgm";--> statement-breakpoint
DROP INDEX "mails_from_trgm";--> statement-breakpoint
DROP INDEX "text_block_groups_name_trgm";--> statement-breakpoint
DROP INDEX "text_blocks_name_trgm";--> statement-breakpoint
DROP INDEX "text_blocks_key_trgm";--> statement-breakpoint
DROP INDEX "media_name_trgm";--> statement-breakpoint
DROP INDEX "media_folders_name_trgm";--> statement-breakpoint
DROP INDEX "bank_entries_purpose_trgm";--> statement-breakpoint
DROP INDEX "bank_entries_counterparty_trgm";--> statement-breakpoint
DROP INDEX "bank_entries_iban_trgm";--> statement-breakpoint
DROP INDEX "bank_entries_reference_trgm";--> statement-breakpoint
DROP INDEX "banks_name_trgm";--> statement-breakpoint
DROP INDEX "banks_bank_name_trgm";--> statement-breakpoint
DROP INDEX "banks_iban_trgm";--> statement-breakpoint
DROP INDEX "payment_providers_name_trgm";--> statement-breakpoint
DROP INDEX "payments_reference_trgm";--> statement-breakpoint
DROP INDEX "taxes_name_trgm";--> statement-breakpoint
DROP INDEX "xero_invoices_invoice_no_trgm";--> statement-breakpoint
DROP INDEX "xero_invoices_xero_invoice_id_trgm";--> statement-breakpoint
DROP INDEX "contests_name_trgm";--> statement-breakpoint
DROP INDEX "form_definitions_name_trgm";--> statement-breakpoint
DROP INDEX "forms_name_trgm";--> statement-breakpoint
DROP INDEX "guest_forms_name_trgm";--> statement-breakpoint
DROP INDEX "system_connections_name_trgm";--> statement-breakpoint
DROP INDEX "system_connections_system_trgm";--> statement-breakpoint
DROP INDEX "widgets_name_trgm";--> statement-breakpoint
DROP INDEX "widgets_slug_trgm";--> statement-breakpoint
DROP INDEX "employees_name_trgm";--> statement-breakpoint
DROP INDEX "employees_email_trgm";--> statement-breakpoint
DROP INDEX "employees_position_trgm";--> statement-breakpoint
DROP INDEX "work_logs_activity_trgm";--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("region", ''))) STORED;--> statement-breakpoint
ALTER TABLE "ports" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("code", '') || E'\x1f' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "airports" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("code", '') || E'\x1f' || coalesce("name", '') || E'\x1f' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("iata_code", '') || E'\x1f' || coalesce("icao_code", ''))) STORED;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("code", '') || E'\x1f' || coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "resorts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("internal_id", '') || E'\x1f' || coalesce("city", '') || E'\x1f' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("internal_id", ''))) STORED;--> statement-breakpoint
ALTER TABLE "vessel_lists" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "bed_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "vessel_decks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("internal_id", ''))) STORED;--> statement-breakpoint
ALTER TABLE "room_prices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("internal_id", ''))) STORED;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("contact_name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("full_name", '') || E'\x1f' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "terms_of_payment" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "booking_sources" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "booking_categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "supplements" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("code", ''))) STORED;--> statement-breakpoint
ALTER TABLE "customer_relations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("booking_no", '') || E'\x1f' || coalesce("reservation_no", '') || E'\x1f' || coalesce("offer_no", '') || E'\x1f' || coalesce("title", '') || E'\x1f' || coalesce("system_reference", ''))) STORED;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("text", '') || E'\x1f' || coalesce("author", ''))) STORED;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("request_no", ''))) STORED;--> statement-breakpoint
ALTER TABLE "arrivals_departures" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("guest_name", '') || E'\x1f' || coalesce("flight_no", ''))) STORED;--> statement-breakpoint
ALTER TABLE "day_guests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("activity", ''))) STORED;--> statement-breakpoint
ALTER TABLE "day_events" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("group", '') || E'\x1f' || coalesce("text", ''))) STORED;--> statement-breakpoint
ALTER TABLE "master_bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("external_id", '') || E'\x1f' || coalesce("booking_no", '') || E'\x1f' || coalesce("customer_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "price_lists" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("internal_id", ''))) STORED;--> statement-breakpoint
ALTER TABLE "price_variants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "specials_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("contact_name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("sku", ''))) STORED;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("reference", ''))) STORED;--> statement-breakpoint
ALTER TABLE "pos_items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dive_sites" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dive_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dive_boats" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("registration", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dive_plans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dive_logs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("comment", ''))) STORED;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("subject", '') || E'\x1f' || coalesce("from", ''))) STORED;--> statement-breakpoint
ALTER TABLE "mail_templates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("subject", '') || E'\x1f' || coalesce("to", ''))) STORED;--> statement-breakpoint
ALTER TABLE "mail_accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "mail_schedules" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "text_block_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "text_blocks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("key", ''))) STORED;--> statement-breakpoint
ALTER TABLE "media_folders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "payment_providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("reference", ''))) STORED;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("bank_name", '') || E'\x1f' || coalesce("iban", ''))) STORED;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("purpose", '') || E'\x1f' || coalesce("counterparty", '') || E'\x1f' || coalesce("iban", '') || E'\x1f' || coalesce("reference", ''))) STORED;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "xero_invoices" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("invoice_no", '') || E'\x1f' || coalesce("xero_invoice_id", ''))) STORED;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("slug", ''))) STORED;--> statement-breakpoint
ALTER TABLE "system_connections" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("system", ''))) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("position", ''))) STORED;--> statement-breakpoint
ALTER TABLE "work_logs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("activity", ''))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || E'\x1f' || coalesce("group", ''))) STORED;--> statement-breakpoint
CREATE INDEX "user_roles_search_trgm" ON "user_roles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airports_search_trgm" ON "airports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_search_trgm" ON "countries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "airlines_search_trgm" ON "airlines" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "destinations_search_trgm" ON "destinations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ports_search_trgm" ON "ports" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resorts_search_trgm" ON "resorts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessel_lists_search_trgm" ON "vessel_lists" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessels_search_trgm" ON "vessels" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bed_types_search_trgm" ON "bed_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_prices_search_trgm" ON "room_prices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_types_search_trgm" ON "room_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_search_trgm" ON "rooms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vessel_decks_search_trgm" ON "vessel_decks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedules_search_trgm" ON "schedules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_search_trgm" ON "tours" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agencies_search_trgm" ON "agencies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_categories_search_trgm" ON "booking_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_sources_search_trgm" ON "booking_sources" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commissions_search_trgm" ON "commissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_relations_search_trgm" ON "customer_relations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_search_trgm" ON "referrals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplements_search_trgm" ON "supplements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terms_of_payment_search_trgm" ON "terms_of_payment" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "arrivals_departures_search_trgm" ON "arrivals_departures" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_comments_search_trgm" ON "booking_comments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "booking_requests_search_trgm" ON "booking_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "day_events_search_trgm" ON "day_events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "day_guests_search_trgm" ON "day_guests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_bookings_search_trgm" ON "master_bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "todos_search_trgm" ON "todos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_lists_search_trgm" ON "price_lists" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "price_variants_search_trgm" ON "price_variants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specials_search_trgm" ON "specials" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "specials_groups_search_trgm" ON "specials_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_movements_search_trgm" ON "inventory_movements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pos_items_search_trgm" ON "pos_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_categories_search_trgm" ON "product_categories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_boats_search_trgm" ON "dive_boats" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_logs_search_trgm" ON "dive_logs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_plans_search_trgm" ON "dive_plans" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_sites_search_trgm" ON "dive_sites" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_types_search_trgm" ON "dive_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_accounts_search_trgm" ON "mail_accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_queue_search_trgm" ON "mail_queue" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_schedules_search_trgm" ON "mail_schedules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_templates_search_trgm" ON "mail_templates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mails_search_trgm" ON "mails" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "text_block_groups_search_trgm" ON "text_block_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "text_blocks_search_trgm" ON "text_blocks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_search_trgm" ON "media" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_folders_search_trgm" ON "media_folders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_entries_search_trgm" ON "bank_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_search_trgm" ON "banks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_providers_search_trgm" ON "payment_providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "taxes_search_trgm" ON "taxes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xero_invoices_search_trgm" ON "xero_invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contests_search_trgm" ON "contests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "form_definitions_search_trgm" ON "form_definitions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_search_trgm" ON "forms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "guest_forms_search_trgm" ON "guest_forms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_connections_search_trgm" ON "system_connections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "widgets_search_trgm" ON "widgets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_search_trgm" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_logs_search_trgm" ON "work_logs" USING gin ("search_text" gin_trgm_ops);