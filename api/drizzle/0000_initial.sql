CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"meeting_location" text NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_price_positive" CHECK ("bookings"."price_cents" > 0),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('unpaid', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"original_price_cents" integer NOT NULL,
	"resale_price_cents" integer NOT NULL,
	"condition" text DEFAULT 'Good' NOT NULL,
	"used_years" integer NOT NULL,
	"phone" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"advertised_at" timestamp with time zone,
	"held_by_booking_id" uuid,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_original_price_positive" CHECK ("products"."original_price_cents" > 0),
	CONSTRAINT "products_resale_price_positive" CHECK ("products"."resale_price_cents" > 0),
	CONSTRAINT "products_resale_not_above_original" CHECK ("products"."resale_price_cents" <= "products"."original_price_cents"),
	CONSTRAINT "products_used_years_range" CHECK ("products"."used_years" >= 0),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('available', 'sold')),
	CONSTRAINT "products_condition_check" CHECK ("products"."condition" in ('excellent', 'Good', 'Fair'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"location" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"photo_url" text,
	"role" text DEFAULT 'buyer' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('buyer', 'seller', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_per_buyer_product" ON "bookings" USING btree ("buyer_id","product_id") WHERE "bookings"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "bookings_buyer_created_idx" ON "bookings" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_product_idx" ON "bookings" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_intent_unique" ON "bookings" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_unique" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_unique" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_unique" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "products_category_status_created_idx" ON "products" USING btree ("category_id","status","created_at");--> statement-breakpoint
CREATE INDEX "products_category_status_price_idx" ON "products" USING btree ("category_id","status","resale_price_cents");--> statement-breakpoint
CREATE INDEX "products_advertised_idx" ON "products" USING btree ("advertised_at") WHERE "products"."advertised_at" is not null and "products"."status" = 'available' and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_seller_created_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_name_unique" ON "reviews" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_firebase_uid_unique" ON "users" USING btree ("firebase_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");