-- A change to one phone ends only what it changes: the notice names the phone's category and the
-- phone ('category:<category id>:<phone id>', for the old and the new category when a phone
-- moves), so an instance reads that phone again into its category's shelf. Every instance used to
-- read every category again after any phone was listed, edited, advertised or sold. Other changes
-- (categories, reviews, ratings, a seller's name, a TRUNCATE) still notify with an empty payload:
-- everything. PostgreSQL sends one notice per distinct payload per transaction.
CREATE FUNCTION notify_phone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('catalogue_changed', 'category:' || OLD.category_id || ':' || OLD.id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('catalogue_changed', 'category:' || NEW.category_id || ':' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_listed_or_removed ON products;
--> statement-breakpoint
CREATE TRIGGER products_listed_or_removed AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION notify_phone_changed();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- A payment's hold is not shown in the catalogue: moving it alone notifies nobody.
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'held_by_booking_id' - 'held_until') IS DISTINCT FROM (to_jsonb(NEW) - 'held_by_booking_id' - 'held_until'))
  EXECUTE FUNCTION notify_phone_changed();
