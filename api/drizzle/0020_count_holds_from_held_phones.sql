-- Starting a payment counts the buyer's running holds: without an index on the held phones that
-- count read every phone in the catalogue (tens of milliseconds at 100,000 phones, on every start).
-- The held phones are a few at any time: a partial index holds only those.
CREATE INDEX "products_held_by_booking_idx" ON "products" USING btree ("held_by_booking_id") WHERE "products"."held_by_booking_id" is not null;