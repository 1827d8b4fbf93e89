-- Search matches names by trigrams (pg_trgm ships with PostgreSQL; PGlite loads it as a contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_for_sale_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops) WHERE "products"."status" = 'available' and "products"."deleted_at" is null;
