DROP INDEX "products_category_status_created_idx";--> statement-breakpoint
DROP INDEX "products_category_status_price_idx";--> statement-breakpoint
CREATE INDEX "products_for_sale_category_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."status" = 'available' and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_for_sale_category_price_idx" ON "products" USING btree ("category_id","resale_price_cents","id") WHERE "products"."status" = 'available' and "products"."deleted_at" is null;