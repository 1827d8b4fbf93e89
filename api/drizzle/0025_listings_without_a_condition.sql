-- A seller need not say how a phone is (the form does not ask): a listing without one names none,
-- not the "Good" it was given. Listings made before keep theirs.
ALTER TABLE "products" ALTER COLUMN "condition" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "condition" DROP NOT NULL;