-- The secret of a form's link (/forms/{id}/{token}, /guestform/{id}/{token}): 64 hex characters
-- from two random UUIDs (244 random bits), given to every form when it is stored, existing ones
-- included. Left out of the Drizzle tables on purpose (like search_text), so that no select or
-- returning of the generic resources ever carries it into an answer; only the link calls
-- (upstream/modules/form-access) read it. docs/decisions/guest-forms.md says why it is not hashed.
ALTER TABLE "forms" ADD COLUMN "access_token" text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "guest_forms" ADD COLUMN "access_token" text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
