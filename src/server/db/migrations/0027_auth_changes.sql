-- Announces every change to a session or a user that a server may hold in its session cache, so that a
-- revocation, a suspension or a role change made by any writer (another server, an operator's SQL) reaches
-- every process when it is committed. The payload names what changed: `s:<session id>` or `u:<user id>`.
-- A session's last_used_at, touched as it is used, changes nothing a cache holds and is not announced.
CREATE OR REPLACE FUNCTION announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION announce_auth_change('s');
--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION announce_auth_change('s');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION announce_auth_change('u');
