-- Deactivating an account ends its sessions in the same transaction: tokens issued before a
-- deactivation stay refused after a reactivation. In the database, so that every way of
-- deactivating does it. (A company's deactivation only refuses its accounts' sessions while it
-- lasts: they go on when the company is reactivated.)
-- A change to it is a new migration (CREATE OR REPLACE FUNCTION).
CREATE FUNCTION end_sessions_of_deactivated() RETURNS trigger LANGUAGE plpgsql AS $end$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE "user" = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$end$;
--> statement-breakpoint
CREATE TRIGGER users_deactivated AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION end_sessions_of_deactivated();
