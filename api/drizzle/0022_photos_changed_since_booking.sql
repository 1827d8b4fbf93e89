-- When a seller last changed a listing's photos, apart from its details: the payment page tells a
-- buyer who booked before which of the two to look at again.
ALTER TABLE "products" ADD COLUMN "photos_changed_at" timestamp with time zone;