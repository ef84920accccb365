CREATE TABLE "media_data" (
	"media_id" uuid PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_logins" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"method" text DEFAULT 'password' NOT NULL,
	"secret" text NOT NULL,
	"checked_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_data" ADD CONSTRAINT "media_data_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_logins" ADD CONSTRAINT "mailbox_logins_account_id_mail_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."mail_accounts"("id") ON DELETE cascade ON UPDATE no action;