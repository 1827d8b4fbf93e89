-- The admins' tables of buyers and sellers show page numbers, so each page read needs how many
-- active accounts the role has. Counting them on every read grew with the accounts; the count is
-- kept here instead, by a trigger on users, in the same transaction as the change, so it is exact
-- on every instance. An update that changes neither the role nor whether the account is disabled
-- (a name, a photo, a token version) leaves it alone.
CREATE TABLE "active_account_counts" (
	"role" text PRIMARY KEY NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "active_account_counts_accounts_check" CHECK ("active_account_counts"."accounts" >= 0)
);--> statement-breakpoint
INSERT INTO active_account_counts (role, accounts)
SELECT role, count(u.id) FILTER (WHERE u.disabled_at IS NULL)
FROM unnest(ARRAY['buyer', 'seller', 'admin']) AS role
LEFT JOIN users u USING (role)
GROUP BY role;--> statement-breakpoint
CREATE FUNCTION count_active_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.role = NEW.role AND (OLD.disabled_at IS NULL) = (NEW.disabled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.disabled_at IS NULL THEN
    UPDATE active_account_counts SET accounts = accounts - 1 WHERE role = OLD.role;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.disabled_at IS NULL THEN
    UPDATE active_account_counts SET accounts = accounts + 1 WHERE role = NEW.role;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_active_account_counts
AFTER INSERT OR DELETE OR UPDATE OF role, disabled_at ON users
FOR EACH ROW EXECUTE FUNCTION count_active_accounts();
