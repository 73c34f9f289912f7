-- Deactivating an account, or a company, ends the sessions of the account, or of every account of
-- the company, in the same transaction: tokens issued before a deactivation stay refused after a
-- reactivation. In the database, so that every way of deactivating does it.
-- A change to it is a new migration (CREATE OR REPLACE FUNCTION).
CREATE FUNCTION end_sessions_of_deactivated() RETURNS trigger LANGUAGE plpgsql AS $end$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE sessions SET revoked_at = now() WHERE "user" = NEW.id AND revoked_at IS NULL;
  ELSE
    UPDATE sessions s SET revoked_at = now() FROM users u
      WHERE u.id = s."user" AND u.company = NEW.id AND s.revoked_at IS NULL;
  END IF;
  RETURN NULL;
END
$end$;
--> statement-breakpoint
CREATE TRIGGER users_deactivated AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION end_sessions_of_deactivated();
--> statement-breakpoint
CREATE TRIGGER companies_deactivated AFTER UPDATE OF is_active ON companies
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION end_sessions_of_deactivated();
