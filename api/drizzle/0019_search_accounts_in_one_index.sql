-- The admins' search box matches a name or an email: one trigram index over both (the name, a line
-- break, the email) answers it with one index scan, where the two indexes of one column each took
-- two scans and a union of their rows.
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin (("name" || E'\n' || "email") gin_trgm_ops);