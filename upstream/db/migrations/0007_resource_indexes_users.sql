CREATE INDEX "user_roles_group_idx" ON "user_roles" USING btree ("group");--> statement-breakpoint
CREATE INDEX "user_roles_name_trgm" ON "user_roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_group_trgm" ON "user_roles" USING gin ("group" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_roles_scopes_gin" ON "user_roles" USING gin ("scopes");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_scopes_gin" ON "users" USING gin ("scopes");