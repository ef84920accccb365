ALTER TABLE "commissions" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;