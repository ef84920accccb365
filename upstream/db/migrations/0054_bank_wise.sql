ALTER TABLE "banks" ADD COLUMN "wise_profile_id" text;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "wise_balance_id" text;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "wise_token" text;