DROP INDEX "users_role_created_idx";--> statement-breakpoint
CREATE INDEX "users_active_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS FIRST,"id") WHERE "users"."disabled_at" is null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);