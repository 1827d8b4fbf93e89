CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_name" text NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_label" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" in ('refund', 'close'))
);
--> statement-breakpoint
CREATE TABLE "imei_clashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"attempted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"comment_removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ratings_stars_range" CHECK ("seller_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_clashes" ADD CONSTRAINT "imei_clashes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imei_clashes" ADD CONSTRAINT "imei_clashes_attempted_by_users_id_fk" FOREIGN KEY ("attempted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("opened_at") WHERE "disputes"."outcome" is null;--> statement-breakpoint
CREATE INDEX "imei_clashes_product_idx" ON "imei_clashes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_once_per_user" ON "listing_reports" USING btree ("product_id","reporter_id");--> statement-breakpoint
CREATE INDEX "listing_reports_created_idx" ON "listing_reports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ratings_one_per_order" ON "seller_ratings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "seller_ratings_seller_idx" ON "seller_ratings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_imei_listed_unique" ON "products" USING btree ("imei") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_imei_digits" CHECK ("products"."imei" ~ '^[0-9]{15}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'sold', 'hidden'));--> statement-breakpoint
-- The admin audit log is append-only: whatever code, script or operator tries to change or remove
-- an entry is refused by the database itself.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the admin audit log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
-- Listings show their seller's rating: a new or changed rating ends cached catalogue reads.
CREATE TRIGGER seller_ratings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seller_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
