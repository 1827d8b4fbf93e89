-- What changed since a buyer booked: the price the phone had when booked, kept once its seller
-- lowers it, and when the seller last rewrote the listing's details or photos. The payment page
-- says both.
ALTER TABLE "bookings" ADD COLUMN "price_when_booked_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details_changed_at" timestamp with time zone;