ALTER TABLE "payments" ADD COLUMN "foreign_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "foreign_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" text;