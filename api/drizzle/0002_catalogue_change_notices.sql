-- Every committed change to what the catalogue shows notifies the channel catalogue_changed, so
-- each API instance (LISTEN catalogue_changed) forgets its cached catalogue reads at once. The
-- notice is sent at commit, only if the write commits, whatever code or script made it.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_listed_or_removed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- A payment's hold is not shown in the catalogue: moving it alone notifies nobody.
CREATE TRIGGER products_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'held_by_booking_id' - 'held_until') IS DISTINCT FROM (to_jsonb(NEW) - 'held_by_booking_id' - 'held_until'))
  EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- Listings show the seller's name; nothing else of an account.
CREATE TRIGGER sellers_renamed AFTER UPDATE OF name ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION notify_catalogue_changed();
