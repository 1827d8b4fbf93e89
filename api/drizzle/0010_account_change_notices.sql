-- Every committed change to an account (its token version, disabling, role, email, name, photo)
-- or its deletion notifies the channel accounts_changed with the account's id, so each API
-- instance (LISTEN accounts_changed) forgets its copy of that account at once; emptying the
-- table notifies an empty id: forget them all. Sent at commit, whatever code or script wrote.
CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('accounts_changed', '');
  ELSE
    PERFORM pg_notify('accounts_changed', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_emptied AFTER TRUNCATE ON users FOR EACH STATEMENT
  EXECUTE FUNCTION notify_account_changed();
