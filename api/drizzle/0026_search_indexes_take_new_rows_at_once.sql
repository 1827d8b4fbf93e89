-- The trigram indexes that search reads take each new row at once (no GIN pending list, which every
-- search reads whole until a vacuum merges it). Changed in place, and what is pending now merged,
-- rather than rebuilt: rebuilding would block new listings and sign-ups while it runs.
ALTER INDEX "products_for_sale_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "users_search_text_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('products_for_sale_name_trgm_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('users_search_text_trgm_idx');
