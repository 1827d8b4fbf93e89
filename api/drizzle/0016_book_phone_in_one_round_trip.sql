-- Booking a phone in one call to the database instead of five (the phone's lookup, BEGIN, the
-- buyer's lock, the insert, COMMIT): the rules are those of bookings.repository.ts, and each
-- statement below reads a fresh snapshot (a PL/pgSQL function in READ COMMITTED), so the open
-- bookings are counted after the buyer's lock, as the transaction did.
--
-- Outcomes: 'booked' (with the new booking's id), 'not-found' (no such listed phone, or hidden),
-- 'sold', 'own' (the buyer sells it), 'reserved' (kept for another buyer's cash at the meetup),
-- 'session-ended' (the account was deleted, disabled or signed out everywhere: nothing written),
-- 'duplicate' (already booked by this buyer) and 'too-many-open' (the cap on unpaid bookings).
CREATE FUNCTION book_phone(
  buyer uuid,
  session_token_version integer,
  product uuid,
  buyer_phone text,
  place text,
  open_bookings_cap integer
) RETURNS TABLE (outcome text, booking_id uuid) LANGUAGE plpgsql AS $$
DECLARE
  phone_row record;
  new_booking uuid;
BEGIN
  SELECT p.seller_id, p.status, p.resale_price_cents,
    (SELECT b.buyer_id FROM bookings b WHERE b.id = p.held_by_booking_id AND b.cash_reserved_until > now()) AS reserved_for
  INTO phone_row
  FROM products p
  WHERE p.id = product AND p.deleted_at IS NULL;
  -- A listing hidden by an admin is gone for everyone but its seller.
  IF NOT FOUND OR phone_row.status = 'hidden' THEN
    RETURN QUERY SELECT 'not-found'::text, NULL::uuid;
    RETURN;
  END IF;
  IF phone_row.status = 'sold' THEN
    RETURN QUERY SELECT 'sold'::text, NULL::uuid;
    RETURN;
  END IF;
  IF phone_row.seller_id = buyer THEN
    RETURN QUERY SELECT 'own'::text, NULL::uuid;
    RETURN;
  END IF;
  IF phone_row.reserved_for IS NOT NULL AND phone_row.reserved_for <> buyer THEN
    RETURN QUERY SELECT 'reserved'::text, NULL::uuid;
    RETURN;
  END IF;

  -- The buyer's row, locked as every write for a session locks it (writer-account.repository.ts),
  -- in 'no key update' mode: one buyer's bookings are made one after the other.
  PERFORM 1 FROM users u
  WHERE u.id = buyer AND u.disabled_at IS NULL AND u.token_version = session_token_version
  FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'session-ended'::text, NULL::uuid;
    RETURN;
  END IF;

  -- A second open booking of the same phone is refused by bookings_one_open_per_buyer_product.
  INSERT INTO bookings (product_id, buyer_id, phone, meeting_location, price_cents)
  SELECT product, buyer, buyer_phone, place, phone_row.resale_price_cents
  WHERE (SELECT count(*) FROM bookings b WHERE b.buyer_id = buyer AND b.status = 'unpaid') < open_bookings_cap
  ON CONFLICT (buyer_id, product_id) WHERE status = 'unpaid' DO NOTHING
  RETURNING id INTO new_booking;
  IF new_booking IS NOT NULL THEN
    RETURN QUERY SELECT 'booked'::text, new_booking;
  ELSIF EXISTS (SELECT 1 FROM bookings b WHERE b.buyer_id = buyer AND b.product_id = product AND b.status = 'unpaid') THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::uuid;
  ELSE
    RETURN QUERY SELECT 'too-many-open'::text, NULL::uuid;
  END IF;
END
$$;
